/** Rules of the side navigation tree, free of React. */

export type NavTreeItem = { key: string; children?: readonly NavTreeItem[] | undefined };

/** Keys of the groups that contain `key`, outermost first; empty when it is top-level or absent. */
export function ancestorKeys(items: readonly NavTreeItem[], key: string | undefined): string[] {
  if (key === undefined) return [];
  for (const item of items) {
    if (item.key === key) return [];
    if (item.children) {
      const found = item.children.some((child) => child.key === key);
      if (found) return [item.key];
      const deeper = ancestorKeys(item.children, key);
      if (deeper.length > 0) return [item.key, ...deeper];
    }
  }
  return [];
}

/** One visible row of the tree, in screen order. */
export type NavRow = { key: string; parentKey: string | null; isGroup: boolean; open: boolean };

export type NavKeyAction =
  { type: 'focus'; index: number } | { type: 'toggle'; key: string; open: boolean } | null;

/**
 * What a key does on the row at `index`: Up/Down/Home/End move between visible rows; Right opens a
 * closed group or steps into an open one; Left closes an open group or steps out to the parent.
 */
export function navKeyAction(key: string, rows: readonly NavRow[], index: number): NavKeyAction {
  const row = rows[index];
  if (!row || rows.length === 0) return null;
  switch (key) {
    case 'ArrowDown':
      return { type: 'focus', index: (index + 1) % rows.length };
    case 'ArrowUp':
      return { type: 'focus', index: (index - 1 + rows.length) % rows.length };
    case 'Home':
      return { type: 'focus', index: 0 };
    case 'End':
      return { type: 'focus', index: rows.length - 1 };
    case 'ArrowRight':
      if (!row.isGroup) return null;
      if (!row.open) return { type: 'toggle', key: row.key, open: true };
      return rows[index + 1]?.parentKey === row.key ? { type: 'focus', index: index + 1 } : null;
    case 'ArrowLeft': {
      if (row.isGroup && row.open) return { type: 'toggle', key: row.key, open: false };
      const parent = rows.findIndex((candidate) => candidate.key === row.parentKey);
      return parent === -1 ? null : { type: 'focus', index: parent };
    }
    default:
      return null;
  }
}
