import { useCallback, useRef, useState } from 'react';
import { childrenOf, pathKey, type CascaderOption, type LoadedChildren } from './tree';

export type LoadChildren = (option: CascaderOption, path: readonly string[]) => Promise<CascaderOption[]>;

export type LazyChildren = {
  loaded: LoadedChildren;
  /** Key of the path whose children are being fetched, or null. */
  loadingKey: string | null;
  failedKey: string | null;
  /** The option's children, fetched unless known; null when there is nothing to load or loading failed. */
  ensureChildren: (
    option: CascaderOption,
    path: readonly string[],
  ) => Promise<readonly CascaderOption[] | null>;
};

/** Children fetched on demand (city list of a province, say), kept for the life of the field. */
export function useLazyChildren(loadChildren: LoadChildren | undefined): LazyChildren {
  const [loaded, setLoaded] = useState<LoadedChildren>(() => new Map());
  const [loadingKey, setLoadingKey] = useState<string | null>(null);
  const [failedKey, setFailedKey] = useState<string | null>(null);
  const loadedRef = useRef(loaded);
  const inFlight = useRef(new Map<string, Promise<readonly CascaderOption[] | null>>());

  const ensureChildren = useCallback(
    (option: CascaderOption, path: readonly string[]): Promise<readonly CascaderOption[] | null> => {
      const key = pathKey(path);
      const known = childrenOf(option, path, loadedRef.current);
      if (known) return Promise.resolve(known);
      if (!loadChildren || option.isLeaf) return Promise.resolve(null);
      const running = inFlight.current.get(key);
      if (running) return running;
      setLoadingKey(key);
      setFailedKey(null);
      const request = loadChildren(option, path).then(
        (children) => {
          loadedRef.current = new Map(loadedRef.current).set(key, children);
          setLoaded(loadedRef.current);
          return children;
        },
        () => {
          setFailedKey(key);
          return null;
        },
      );
      const settled = request.finally(() => {
        inFlight.current.delete(key);
        setLoadingKey((current) => (current === key ? null : current));
      });
      inFlight.current.set(key, settled);
      return settled;
    },
    [loadChildren],
  );

  return { loaded, loadingKey, failedKey, ensureChildren };
}

export type PickOutcome = 'complete' | 'expand' | 'failed';

/**
 * What a pick of `option` (at `path`) means, when the tree already knows: a final option completes the
 * path, one with children opens them; null while a lazy option's children are still unknown.
 */
export function knownOutcome(
  lazy: LazyChildren,
  option: CascaderOption,
  path: readonly string[],
  isLazy: boolean,
): PickOutcome | null {
  const known = childrenOf(option, path, lazy.loaded);
  if (known) return known.length === 0 ? 'complete' : 'expand';
  if (!isLazy || option.isLeaf) return 'complete';
  return null;
}

/** As knownOutcome, fetching a lazy option's children first: it is final only if it has none. */
export async function fetchOutcome(
  lazy: LazyChildren,
  option: CascaderOption,
  path: readonly string[],
): Promise<{ outcome: PickOutcome; children: readonly CascaderOption[] }> {
  const children = await lazy.ensureChildren(option, path);
  if (!children) return { outcome: 'failed', children: [] };
  return { outcome: children.length === 0 ? 'complete' : 'expand', children };
}
