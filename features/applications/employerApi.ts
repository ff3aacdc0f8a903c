import type { Envelope } from '../../contract/envelope';
import type { Page, PageQuery } from '../../contract/paging';
import {
  applicationPaths,
  type AccessLogEntry,
  type ApplicationDetail,
  type ApplicationListQuery,
  type ApplicationListResult,
  type ApplicationNote,
  type ApplicationNoteRequest,
  type ApplicationTransitionRequest,
  type BulkTransitionResult,
  type InviteRequest,
  type TalentSearchItem,
  type TalentSearchQuery,
} from '../../contract/applications';
import {
  positionPaths,
  type PositionListResult,
  type PublishedPositionOption,
} from '../../contract/positions';
import { baseApi } from '../../app/api/baseApi';
import { downloadFile } from '../../app/api/fileDownload';

/** Received applications share one list tag: any transition or note refreshes the lists and counts. */
const LIST = { type: 'Resume', id: 'LIST' } as const;
const one = (id: string) => ({ type: 'Resume', id }) as const;
const ACCESS_LOG = { type: 'Resume', id: 'ACCESS_LOG' } as const;
const TALENT = { type: 'TalentSearch', id: 'LIST' } as const;
const POSITIONS = { type: 'Position', id: 'LIST' } as const;

/** The position filter offers the employer's latest positions, this many (the server's page limit). */
const POSITION_OPTION_COUNT = 100;

const result = <T>(envelope: Envelope<T>) => envelope.result;

/** The employer's received applications (/com/jlgl/*) and talent search (/com/rcjs/*). */
export const employerApplicationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listApplications: build.query<ApplicationListResult, ApplicationListQuery>({
      query: (params) => ({ url: applicationPaths.list, params }),
      transformResponse: result<ApplicationListResult>,
      providesTags: (list) => [LIST, ...(list?.records ?? []).map((row) => one(row.id))],
    }),
    /** Opening a detail may move it to 已查看 and writes the access log: the lists follow. */
    applicationDetail: build.query<ApplicationDetail, string>({
      query: (id) => ({ url: applicationPaths.detail, params: { id } }),
      transformResponse: result<ApplicationDetail>,
      providesTags: (_detail, _error, id) => [one(id)],
      async onQueryStarted(_id, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(employerApplicationsApi.util.invalidateTags([LIST, ACCESS_LOG]));
        } catch {
          // A failed read changes nothing on the server.
        }
      },
    }),
    transitionApplications: build.mutation<BulkTransitionResult, ApplicationTransitionRequest>({
      query: (body) => ({ url: applicationPaths.transition, method: 'POST', body }),
      transformResponse: result<BulkTransitionResult>,
      invalidatesTags: (_done, _error, { ids }) => [LIST, ...ids.map(one)],
    }),
    addApplicationNote: build.mutation<ApplicationNote, ApplicationNoteRequest>({
      query: (body) => ({ url: applicationPaths.note, method: 'POST', body }),
      transformResponse: result<ApplicationNote>,
      invalidatesTags: (_note, _error, { id }) => [one(id)],
    }),
    /** Saves the .xlsx of the filtered list; answers the file's name. */
    exportApplications: build.mutation<string, Omit<ApplicationListQuery, keyof PageQuery>>({
      queryFn: (params, _api, _extra, baseQuery) =>
        downloadFile(baseQuery, { url: applicationPaths.export, params }, '收到的简历.xlsx'),
      invalidatesTags: [ACCESS_LOG],
    }),
    /** Saves the snapshot's attachment resume (PDF); like a view, it may set 已查看. */
    downloadAttachment: build.mutation<string, { id: string; name: string }>({
      queryFn: ({ id, name }, _api, _extra, baseQuery) =>
        downloadFile(baseQuery, { url: applicationPaths.attachment, params: { id } }, name),
      invalidatesTags: (_name, _error, { id }) => [LIST, ACCESS_LOG, one(id)],
    }),
    accessLog: build.query<Page<AccessLogEntry>, PageQuery>({
      query: (params) => ({ url: applicationPaths.accessLog, params }),
      transformResponse: result<Page<AccessLogEntry>>,
      providesTags: [ACCESS_LOG],
    }),
    talentSearch: build.query<Page<TalentSearchItem>, TalentSearchQuery>({
      query: (params) => ({ url: applicationPaths.talentSearch, params }),
      transformResponse: result<Page<TalentSearchItem>>,
      providesTags: [TALENT],
    }),
    /** The positions the list filters by: every state (applications outlive publication). */
    positionOptions: build.query<PublishedPositionOption[], void>({
      query: () => ({ url: positionPaths.list, params: { page: 1, size: POSITION_OPTION_COUNT } }),
      transformResponse: (envelope: Envelope<PositionListResult>) =>
        envelope.result.records.map(({ id, zwmc }) => ({ id, zwmc })),
      providesTags: [POSITIONS],
    }),
    /** The positions an invitation may name: published, deadline not passed. */
    invitablePositions: build.query<PublishedPositionOption[], void>({
      query: () => ({ url: positionPaths.published }),
      transformResponse: result<PublishedPositionOption[]>,
      providesTags: [POSITIONS],
    }),
    inviteStudent: build.mutation<{ id: string }, InviteRequest>({
      query: (body) => ({ url: applicationPaths.invite, method: 'POST', body }),
      transformResponse: result<{ id: string }>,
      invalidatesTags: [TALENT],
    }),
  }),
});
