import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams, type To } from 'react-router-dom';
import { pageCount } from '../../ui/Pagination';
import { DEFAULT_PAGE_SIZE } from '../../contract/paging';
import { oneOf, pageFromSearch, searchWith } from '../review/listSearch';

/** What a link that opens a detail from the list carries, so closing it goes back. */
type DetailLinkState = { openedFromList?: boolean };

/** Which item's detail is open (`?id=`), the other filters kept. */
function withDetail(search: URLSearchParams, id: string | null): URLSearchParams {
  const next = new URLSearchParams(search);
  if (id === null) next.delete('id');
  else next.set('id', id);
  return next;
}

/**
 * A management list's state in the page address: page and size, the state tab (`zt`, one of
 * `stateCodes`; '' for all), the keyword, and the item whose detail is open beside the list (`id`).
 * A detail opened from the list is a history entry of its own, so going back closes it; one opened by
 * a link from elsewhere (the message centre) closes by dropping its id.
 */
export function useListAddress(stateCodes: readonly string[]) {
  const navigate = useNavigate();
  const location = useLocation();
  const [search, setSearch] = useSearchParams();
  const { page, size } = pageFromSearch(search);

  /** Changes filters (back to page 1) or only the page. */
  const change = (changes: Record<string, string | null>) => setSearch(searchWith(search, changes));
  return {
    page,
    size,
    state: oneOf(search.get('zt'), stateCodes, ''),
    keyword: (search.get('keyword') ?? '').trim(),
    openId: search.get('id'),
    change,
    /** A pager's change: the size stays out of the address while it is the default. */
    changePage: (nextPage: number, nextSize: number) =>
      change({ page: String(nextPage), size: nextSize === DEFAULT_PAGE_SIZE ? null : String(nextSize) }),
    /** What a link opening an item's detail takes (spread on a Link). */
    detailLink: (id: string): { to: To; state: DetailLinkState } => ({
      to: { search: `?${withDetail(search, id).toString()}` },
      state: { openedFromList: true },
    }),
    closeDetail: () => {
      if ((location.state as DetailLinkState | null)?.openedFromList) void navigate(-1);
      else setSearch(withDetail(search, null), { replace: true });
    },
  };
}

/** A page emptied by the last deletion (or by fewer items) gives way to the last one left. */
export function usePageWithinTotal(
  { page, size }: { page: number; size: number },
  total: number | undefined,
  onPage: (page: number, size: number) => void,
) {
  useEffect(() => {
    if (total === undefined || total === 0) return;
    const last = pageCount(total, size);
    if (page > last) onPage(last, size);
  }, [total, page, size, onPage]);
}
