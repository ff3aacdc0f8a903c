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
import type { ApiError, ApiRequest } from '../../app/api/baseQuery';

/** Received applications share one list tag: any transition or note refreshes the lists and counts. */
const LIST = { type: 'Resume', id: 'LIST' } as const;
const one = (id: string) => ({ type: 'Resume', id }) as const;
const ACCESS_LOG = { type: 'Resume', id: 'ACCESS_LOG' } as const;
const TALENT = { type: 'TalentSearch', id: 'LIST' } as const;
const POSITIONS = { type: 'Position', id: 'LIST' } as const;

/** The position filter offers the employer's latest positions, this many (the server's page limit). */
const POSITION_OPTION_COUNT = 100;

const result = <T>(envelope: Envelope<T>) => envelope.result;

/** A file the server sent: its bytes and the name it gave (Content-Disposition), else the fallback. */
export type DownloadedFile = { blob: Blob; name: string };

/** The file name of a Content-Disposition header: filename* (RFC 5987) first, then filename. */
export function dispositionFileName(header: string | null, fallback: string): string {
  if (header === null) return fallback;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded !== undefined) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A malformed encoding falls through to the plain name.
    }
  }
  return /filename="?([^";]+)"?/i.exec(header)?.[1] ?? fallback;
}

/** Saves a downloaded file through a temporary link (the browser's own download). */
function saveFile({ blob, name }: DownloadedFile) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The body as a Blob unless the server answered JSON (an envelope: a refusal the base query reports). */
const blobOrEnvelope = async (response: Response): Promise<unknown> =>
  (response.headers.get('Content-Type') ?? '').includes('json') ? response.json() : response.blob();

type BaseQuery = (args: ApiRequest) => unknown;

/**
 * Fetches a file and saves it; the cache keeps only its name (a Blob is not state). A JSON answer is
 * an envelope refusal, which the base query has already turned into an error.
 */
async function download(
  baseQuery: BaseQuery,
  request: ApiRequest,
  fallbackName: string,
): Promise<{ data: string } | { error: ApiError }> {
  const answer = (await baseQuery({ ...request, responseHandler: blobOrEnvelope })) as {
    data?: unknown;
    error?: ApiError;
    meta?: { response?: Response };
  };
  if (answer.error !== undefined) return { error: answer.error };
  if (!(answer.data instanceof Blob))
    return { error: { status: 'CUSTOM_ERROR', error: '文件下载失败，请稍后再试' } };
  const name = dispositionFileName(
    answer.meta?.response?.headers.get('Content-Disposition') ?? null,
    fallbackName,
  );
  saveFile({ blob: answer.data, name });
  return { data: name };
}

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
        download(baseQuery, { url: applicationPaths.export, params }, '收到的简历.xlsx'),
      invalidatesTags: [ACCESS_LOG],
    }),
    /** Saves the snapshot's attachment resume (PDF); like a view, it may set 已查看. */
    downloadAttachment: build.mutation<string, { id: string; name: string }>({
      queryFn: ({ id, name }, _api, _extra, baseQuery) =>
        download(baseQuery, { url: applicationPaths.attachment, params: { id } }, name),
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
