import type { Envelope } from '../../contract/envelope';
import {
  siteContentPaths,
  type Column,
  type ColumnDraft,
  type SiteLink,
  type SiteLinkDraft,
} from '../../contract/homepage';
import { baseApi } from '../../app/api/baseApi';

const result = <T>(envelope: Envelope<T>): T => envelope.result;

/** The console's content calls (/mgr/wznr) over the staff session; a change refreshes the lists. */
export const siteContentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    contentColumns: build.query<Column[], void>({
      query: () => ({ url: siteContentPaths.columns, accessToken: 'staff' }),
      transformResponse: result<Column[]>,
      providesTags: ['SiteHomepage'],
    }),
    saveContentColumn: build.mutation<{ id: string }, ColumnDraft>({
      query: (body) => ({ url: siteContentPaths.saveColumn, method: 'POST', body, accessToken: 'staff' }),
      transformResponse: result<{ id: string }>,
      invalidatesTags: ['SiteHomepage'],
    }),
    removeContentColumn: build.mutation<boolean, string>({
      query: (id) => ({
        url: siteContentPaths.removeColumn,
        method: 'POST',
        body: { id },
        accessToken: 'staff',
      }),
      transformResponse: result<boolean>,
      invalidatesTags: ['SiteHomepage'],
    }),
    contentLinks: build.query<SiteLink[], void>({
      query: () => ({ url: siteContentPaths.links, accessToken: 'staff' }),
      transformResponse: result<SiteLink[]>,
      providesTags: ['SiteHomepage'],
    }),
    saveContentLink: build.mutation<{ id: string }, SiteLinkDraft>({
      query: (body) => ({ url: siteContentPaths.saveLink, method: 'POST', body, accessToken: 'staff' }),
      transformResponse: result<{ id: string }>,
      invalidatesTags: ['SiteHomepage'],
    }),
    removeContentLink: build.mutation<boolean, string>({
      query: (id) => ({
        url: siteContentPaths.removeLink,
        method: 'POST',
        body: { id },
        accessToken: 'staff',
      }),
      transformResponse: result<boolean>,
      invalidatesTags: ['SiteHomepage'],
    }),
  }),
});
