/**
 * A minimal external store of items for useSyncExternalStore. The imperative feedback helpers
 * (modal.confirm, message.error, …) are called from code outside React, so their state lives here
 * and a host component renders it.
 */
export type Identified<T> = T & { id: number };

export type ListStore<T> = {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => readonly Identified<T>[];
  /** Adds an item and returns the id it was given. */
  add: (item: T) => number;
  /** Removes an item and returns it, or undefined when it is already gone. */
  remove: (id: number) => Identified<T> | undefined;
  /** Empties the store and returns what it held. */
  clear: () => readonly Identified<T>[];
};

export function createListStore<T>(): ListStore<T> {
  let items: readonly Identified<T>[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const publish = (next: readonly Identified<T>[]) => {
    items = next;
    for (const listener of listeners) listener();
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => items,
    add(item) {
      const id = nextId;
      nextId += 1;
      publish([...items, { ...item, id }]);
      return id;
    },
    remove(id) {
      const found = items.find((item) => item.id === id);
      if (found) publish(items.filter((item) => item !== found));
      return found;
    },
    clear() {
      const removed = items;
      if (removed.length > 0) publish([]);
      return removed;
    },
  };
}
