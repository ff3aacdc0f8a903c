import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  PublicQueryCache,
  PublicQueryContext,
  requestKey,
  usePublicQuery,
  type FetchResult,
} from '../../../features/homepage/publicQuery';

/** A fetch that answers each call when the test says so. */
function heldFetch() {
  const calls: { url: string; resolve: (value: unknown) => void; reject: (error: Error) => void }[] = [];
  const fetchResult: FetchResult = ({ url }) =>
    new Promise((resolve, reject) => calls.push({ url, resolve, reject }));
  return { calls, fetchResult };
}

function Probe({ page }: { page: number | null }) {
  const result = usePublicQuery<string>(
    page === null ? null : { path: '/web/list', params: { page, q: '' } },
  );
  return (
    <p>
      {String(result.data)} loading={String(result.isLoading)} fetching={String(result.isFetching)} error=
      {String(result.isError)}
    </p>
  );
}

const inCache = (cache: PublicQueryCache, children: ReactNode) => (
  <PublicQueryContext.Provider value={cache}>{children}</PublicQueryContext.Provider>
);

it('keys a call by method and address, leaving empty parameters out', () => {
  expect(requestKey({ path: '/a', params: { xxdm: '00000', keyword: '', page: 2, lx: undefined } })).toBe(
    'GET /a?xxdm=00000&page=2',
  );
  expect(requestKey({ path: '/pub/hqzzxxdm', method: 'POST' })).toBe('POST /pub/hqzzxxdm');
});

it('starts from the answers the server embedded and fetches none of them again', () => {
  const { calls, fetchResult } = heldFetch();
  const cache = new PublicQueryCache(fetchResult, { 'GET /web/list?page=1': 'first page' });
  render(inCache(cache, <Probe page={1} />));
  expect(screen.getByText(/first page loading=false fetching=false error=false/)).toBeInTheDocument();
  expect(calls).toHaveLength(0);
});

it('keeps the last answer while the next page loads, then shows it; a failure is an error', async () => {
  const { calls, fetchResult } = heldFetch();
  const cache = new PublicQueryCache(fetchResult, { 'GET /web/list?page=1': 'first page' });
  const { rerender } = render(inCache(cache, <Probe page={1} />));
  rerender(inCache(cache, <Probe page={2} />));
  expect(screen.getByText(/first page loading=false fetching=true/)).toBeInTheDocument();
  expect(calls.map((call) => call.url)).toEqual(['/web/list?page=2']);
  await act(() => Promise.resolve(calls[0]!.resolve('second page')));
  expect(screen.getByText(/second page loading=false fetching=false error=false/)).toBeInTheDocument();

  rerender(inCache(cache, <Probe page={3} />));
  await act(() => Promise.resolve(calls[1]!.reject(new Error('down'))));
  expect(screen.getByText(/fetching=false error=true/)).toBeInTheDocument();
});

it('makes no call and holds no data when skipped', () => {
  const { calls, fetchResult } = heldFetch();
  render(inCache(new PublicQueryCache(fetchResult), <Probe page={null} />));
  expect(screen.getByText('undefined loading=false fetching=false error=false')).toBeInTheDocument();
  expect(calls).toHaveLength(0);
});

it('records on the server which answers a render lacked', () => {
  const cache = new PublicQueryCache(() => Promise.reject(new Error('server')), {});
  cache.read('GET /web/list?page=1');
  expect([...cache.missing]).toEqual(['GET /web/list?page=1']);
});
