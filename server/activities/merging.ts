import type { Kysely } from 'kysely';
import { compareActivities, type ActivityItem } from '../../contract/activities';
import type { Page } from '../../contract/paging';
import type { Database } from '../schema';
import type { ActivityFilter, ActivitySource } from './sources';

/**
 * One page of several kinds' public activities in time order. One kind pages in its own query; with
 * more, each answers its first page*size and the merged list is cut, which is exact for sorted lists.
 */
export async function mergedPage(
  db: Kysely<Database>,
  sources: readonly ActivitySource[],
  siteCode: string,
  filter: ActivityFilter,
  paging: { page: number; size: number },
): Promise<Page<ActivityItem>> {
  const offset = (paging.page - 1) * paging.size;
  const [only] = sources;
  if (only !== undefined && sources.length === 1)
    return only.listPublic(db, siteCode, filter, { limit: paging.size, offset });
  const pages = await Promise.all(
    sources.map((source) =>
      source.listPublic(db, siteCode, filter, { limit: offset + paging.size, offset: 0 }),
    ),
  );
  return {
    records: pages
      .flatMap((page) => page.records)
      .sort(compareActivities)
      .slice(offset, offset + paging.size),
    total: pages.reduce((sum, page) => sum + page.total, 0),
  };
}

/** Every public activity of the kinds between two dates, in time order. */
export async function mergedBetween(
  db: Kysely<Database>,
  sources: readonly ActivitySource[],
  siteCode: string,
  from: string,
  to: string,
): Promise<ActivityItem[]> {
  const lists = await Promise.all(sources.map((source) => source.publicBetween(db, siteCode, from, to)));
  return lists.flat().sort(compareActivities);
}
