import type { Ref, RefCallback } from 'react';

/** One callback ref that feeds several refs: a trigger needs both its own ref and a popup's. */
export function mergeRefs<T>(...refs: readonly (Ref<T> | undefined)[]): RefCallback<T> {
  return (value) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(value);
      else if (ref) ref.current = value;
    }
  };
}
