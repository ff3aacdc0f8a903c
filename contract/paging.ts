// Lists page on the server: every list call takes page (1-based) and size, and answers one page.

/** Every list answers a page of records and the total (public and school totals stop at LIST_COUNT_CAP). */
export type Page<T> = { records: T[]; total: number };

export type PageQuery = { page?: number; size?: number };

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
/**
 * Public and school totals are counted only this far: a site with more shows "10000+", so the count
 * costs the same at a million rows as at ten thousand.
 */
export const LIST_COUNT_CAP = 10_000;
