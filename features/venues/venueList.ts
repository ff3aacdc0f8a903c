import { VENUE_KINDS, type VenueListQuery } from '../../contract/talks';
import { oneOf, pageFromSearch } from '../../app/review/listSearch';
import { QUEUE_KEYWORD_LIMIT } from '../../app/review/reviewQueue';

export type VenueListFilters = Required<VenueListQuery>;

const KIND_CODES = ['', ...VENUE_KINDS.map((kind) => kind.code)];

/** The list's request from the page address: the page, the kind ('' for all), the trimmed keyword. */
export function venueListQuery(search: URLSearchParams): VenueListFilters {
  return {
    ...pageFromSearch(search),
    cdlx: oneOf(search.get('cdlx'), KIND_CODES, ''),
    keyword: (search.get('keyword') ?? '').trim().slice(0, QUEUE_KEYWORD_LIMIT),
  };
}

/** What the empty list says: nothing at all yet, or nothing matching the filters. */
export function venueEmptyText(query: VenueListFilters): string {
  return query.cdlx !== '' || query.keyword !== '' ? '没有符合条件的场地' : '暂无场地';
}
