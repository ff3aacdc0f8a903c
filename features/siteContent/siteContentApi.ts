import type { Envelope } from '../../contract/envelope';
import { ANNOUNCEMENT_BUCKET, FILE_UPLOAD_PATH, type UploadFileResult } from '../../contract/files';
import {
  siteContentPaths,
  type Banner,
  type BannerDraft,
  type Column,
  type ColumnDraft,
  type ConsoleNoticeQuery,
  type Notice,
  type NoticeDraft,
  type NoticeListItem,
  type SiteLink,
  type SiteLinkDraft,
  type SiteLook,
} from '../../contract/homepage';
import type { Page } from '../../contract/paging';
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
    contentBanners: build.query<Banner[], void>({
      query: () => ({ url: siteContentPaths.banners, accessToken: 'staff' }),
      transformResponse: result<Banner[]>,
      providesTags: ['SiteHomepage'],
    }),
    saveContentBanner: build.mutation<{ id: string }, BannerDraft>({
      query: (body) => ({ url: siteContentPaths.saveBanner, method: 'POST', body, accessToken: 'staff' }),
      transformResponse: result<{ id: string }>,
      invalidatesTags: ['SiteHomepage'],
    }),
    removeContentBanner: build.mutation<boolean, string>({
      query: (id) => ({
        url: siteContentPaths.removeBanner,
        method: 'POST',
        body: { id },
        accessToken: 'staff',
      }),
      transformResponse: result<boolean>,
      invalidatesTags: ['SiteHomepage'],
    }),
    contentNotices: build.query<Page<NoticeListItem>, ConsoleNoticeQuery>({
      query: (params) => ({ url: siteContentPaths.notices, params, accessToken: 'staff' }),
      transformResponse: result<Page<NoticeListItem>>,
      providesTags: ['SiteHomepage'],
    }),
    contentNotice: build.query<Notice, string>({
      query: (id) => ({ url: siteContentPaths.notice, params: { id }, accessToken: 'staff' }),
      transformResponse: result<Notice>,
      providesTags: ['SiteHomepage'],
    }),
    saveContentNotice: build.mutation<{ id: string }, NoticeDraft>({
      query: (body) => ({ url: siteContentPaths.saveNotice, method: 'POST', body, accessToken: 'staff' }),
      transformResponse: result<{ id: string }>,
      invalidatesTags: ['SiteHomepage'],
    }),
    removeContentNotice: build.mutation<boolean, string>({
      query: (id) => ({
        url: siteContentPaths.removeNotice,
        method: 'POST',
        body: { id },
        accessToken: 'staff',
      }),
      transformResponse: result<boolean>,
      invalidatesTags: ['SiteHomepage'],
    }),
    contentLook: build.query<SiteLook, void>({
      query: () => ({ url: siteContentPaths.look, accessToken: 'staff' }),
      transformResponse: result<SiteLook>,
      providesTags: ['SiteHomepage'],
    }),
    saveContentLook: build.mutation<SiteLook, SiteLook>({
      query: (body) => ({ url: siteContentPaths.saveLook, method: 'POST', body, accessToken: 'staff' }),
      transformResponse: result<SiteLook>,
      invalidatesTags: ['SiteHomepage'],
    }),
    /**
     * One file into the editor's bucket (zpgg): banner images, notice images and attachments, the logo.
     * The browser's upload-owner cookie lets the next save claim it.
     */
    uploadContentFile: build.mutation<string, File>({
      query: (file) => ({
        url: FILE_UPLOAD_PATH,
        method: 'POST',
        body: { file, bucket: ANNOUNCEMENT_BUCKET },
        bodyFormat: 'multipart',
        accessToken: 'staff',
      }),
      transformResponse: (envelope: Envelope<UploadFileResult | null>) => envelope.result?.[0] ?? '',
    }),
  }),
});
