/** The option tree of Cascader (province / city / district): lookups, columns and search, free of React. */
import { normalizeForSearch } from '../Select/options';

export type CascaderOption = {
  value: string;
  label: string;
  children?: readonly CascaderOption[];
  /** Set on an option without `children` that has none to load (with loadChildren, unknown otherwise). */
  isLeaf?: boolean;
  disabled?: boolean;
};

/** Children loaded on demand, by the key of their parent's path. */
export type LoadedChildren = ReadonlyMap<string, readonly CascaderOption[]>;

export const pathKey = (values: readonly string[]): string => JSON.stringify(values);

export function childrenOf(
  option: CascaderOption,
  path: readonly string[],
  loaded: LoadedChildren,
): readonly CascaderOption[] | undefined {
  return option.children ?? loaded.get(pathKey(path));
}

/** True when the option cannot have children: none given, none loaded, and none to load. */
export function isLeaf(
  option: CascaderOption,
  path: readonly string[],
  loaded: LoadedChildren,
  lazy: boolean,
): boolean {
  const children = childrenOf(option, path, loaded);
  if (children) return children.length === 0;
  return option.isLeaf === true || !lazy;
}

/** The options along `values`, as far as the tree (with what was loaded) knows them. */
export function resolvePath(
  options: readonly CascaderOption[],
  values: readonly string[],
  loaded: LoadedChildren,
): CascaderOption[] {
  const found: CascaderOption[] = [];
  let level: readonly CascaderOption[] | undefined = options;
  for (const [depth, value] of values.entries()) {
    const option: CascaderOption | undefined = level?.find((candidate) => candidate.value === value);
    if (!option) break;
    found.push(option);
    level = childrenOf(option, values.slice(0, depth + 1), loaded);
  }
  return found;
}

/** The columns to show while browsing `path`: the roots, then the children of each option on the path. */
export function columnsFor(
  options: readonly CascaderOption[],
  path: readonly string[],
  loaded: LoadedChildren,
): (readonly CascaderOption[])[] {
  const columns: (readonly CascaderOption[])[] = [options];
  const resolved = resolvePath(options, path, loaded);
  for (const [depth, option] of resolved.entries()) {
    const children = childrenOf(option, path.slice(0, depth + 1), loaded);
    if (!children || children.length === 0) break;
    columns.push(children);
  }
  return columns;
}

export type CascaderPath = { values: string[]; labels: string[]; disabled: boolean };

/** Every complete path the tree knows (lazy levels not yet loaded cannot be searched). */
export function leafPaths(options: readonly CascaderOption[], loaded: LoadedChildren): CascaderPath[] {
  const paths: CascaderPath[] = [];
  const walk = (level: readonly CascaderOption[], parent: CascaderPath) => {
    for (const option of level) {
      const path = {
        values: [...parent.values, option.value],
        labels: [...parent.labels, option.label],
        disabled: parent.disabled || option.disabled === true,
      };
      const children = childrenOf(option, path.values, loaded);
      if (children && children.length > 0) walk(children, path);
      else paths.push(path);
    }
  };
  walk(options, { values: [], labels: [], disabled: false });
  return paths;
}

/**
 * Paths whose labels contain every term of the query, in any level: 东城 finds 北京市 / 市辖区 / 东城区,
 * and 北京 东城 (or 北京/东城) narrows it down.
 */
export function searchPaths(paths: readonly CascaderPath[], query: string, limit = 50): CascaderPath[] {
  const terms = query
    .split(/[\s/]+/)
    .map(normalizeForSearch)
    .filter((term) => term !== '');
  if (terms.length === 0) return [];
  const matches: CascaderPath[] = [];
  for (const path of paths) {
    const text = normalizeForSearch(path.labels.join(''));
    if (terms.every((term) => text.includes(term))) matches.push(path);
    if (matches.length >= limit) break;
  }
  return matches;
}
