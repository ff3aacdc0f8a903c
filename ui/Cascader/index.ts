export { Cascader, DEFAULT_LEVEL_LABELS, type CascaderProps } from './Cascader';
export type { CascaderOption } from './tree';
export type { LoadChildren } from './useLazyChildren';
