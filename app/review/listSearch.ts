import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../contract/paging';

/**
 * A paged list's filters live in the page address (?zt=3&keyword=…&page=2), so a reload, a shared
 * link or coming back from an item shows the same page.
 */
export type PageParams = { page: number; size: number };

function positiveInteger(value: string | null): number | null {
  if (value === null || !/^[1-9][0-9]{0,5}$/.test(value)) return null;
  return Number(value);
}

/** page (from 1) and size (at most the server's MAX_PAGE_SIZE) of the address, defaults otherwise. */
export function pageFromSearch(search: URLSearchParams): PageParams {
  const size = positiveInteger(search.get('size'));
  return {
    page: positiveInteger(search.get('page')) ?? 1,
    size: size !== null && size <= MAX_PAGE_SIZE ? size : DEFAULT_PAGE_SIZE,
  };
}

/**
 * The address after a change of filters: each key set, or removed when null or ''. Any filter change
 * starts again from page 1; changing only the page (or the size) keeps the rest.
 */
export function searchWith(search: URLSearchParams, changes: Record<string, string | null>): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === '') next.delete(key);
    else next.set(key, value);
  }
  const pagingOnly = Object.keys(changes).every((key) => key === 'page' || key === 'size');
  if (!pagingOnly || next.get('page') === '1') next.delete('page');
  return next;
}

/** A value of the address when it is one of the allowed ones, else the fallback. */
export function oneOf<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}
