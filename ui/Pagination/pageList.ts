/** Page arithmetic for Pagination, kept free of React so the rules can be tested directly. */

export type PageItem =
  | { type: 'page'; page: number }
  /** A gap in the list; activating it moves `jump` pages to `target`, as desktop pagers commonly do. */
  | { type: 'ellipsis'; direction: 'previous' | 'next'; jump: number; target: number };

export const PAGE_SIZE_OPTIONS = [10, 20, 50, 100] as const;

/** Number of pages for `total` rows; an empty list still has one (empty) page. */
export function pageCount(total: number, pageSize: number): number {
  if (pageSize <= 0) return 1;
  return Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
}

export function clampPage(page: number, count: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, count));
}

/**
 * Pages to show: always the first and last, `siblings` pages either side of the current one, and an
 * ellipsis for each gap. The list keeps the same length (2 × siblings + 5) wherever the current page is,
 * so the buttons do not shift under the pointer while paging.
 */
export function pageItems(current: number, count: number, siblings = 2): PageItem[] {
  const last = Math.max(1, count);
  const page = clampPage(current, last);
  const slots = siblings * 2 + 5;
  const range = (from: number, to: number): PageItem[] =>
    Array.from({ length: to - from + 1 }, (_, index) => ({ type: 'page', page: from + index }));

  if (last <= slots) return range(1, last);

  // The middle window, shifted inward so that it never touches the first or last page.
  const windowSize = siblings * 2 + 1;
  const start = Math.min(Math.max(page - siblings, 3), last - 1 - windowSize);
  const end = start + windowSize - 1;
  const jump = windowSize;
  const showPrevious = start > 3;
  const showNext = end < last - 2;

  return [
    { type: 'page', page: 1 },
    ...(showPrevious
      ? [{ type: 'ellipsis', direction: 'previous', jump, target: Math.max(1, page - jump) } as const]
      : range(2, start - 1)),
    ...range(start, end),
    ...(showNext
      ? [{ type: 'ellipsis', direction: 'next', jump, target: Math.min(last, page + jump) } as const]
      : range(end + 1, last - 1)),
    { type: 'page', page: last },
  ];
}

/** Reads the "跳至 _ 页" input: a whole page number within range, else null (the input is ignored). */
export function parseJumpPage(input: string, count: number): number | null {
  const trimmed = input.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const page = Number(trimmed);
  if (page < 1) return null;
  return Math.min(page, count);
}

/**
 * Made on first use, not when the module loads: the first Intl formatter of a page loads the locale's
 * data, some 70 ms on a mid-range phone, which would lengthen the page's first task.
 */
let countFormat: Intl.NumberFormat | undefined;

/** "共 1,234 条". */
export function formatTotal(total: number): string {
  countFormat ??= new Intl.NumberFormat('zh-CN');
  return `共 ${countFormat.format(total)} 条`;
}

/** Keeps the first row of the current page in view when the page size changes. */
export function pageAfterSizeChange(page: number, oldSize: number, newSize: number, total: number): number {
  const firstRow = (page - 1) * oldSize;
  return clampPage(Math.floor(firstRow / newSize) + 1, pageCount(total, newSize));
}
