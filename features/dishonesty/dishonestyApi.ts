import type { Envelope } from '../../contract/envelope';
import {
  dishonestyPaths,
  type AppealRequest,
  type DishonestyDetail,
  type DishonestyListResult,
} from '../../contract/dishonesty';
import { APPEAL_BUCKET, FILE_UPLOAD_PATH, type UploadFileResult } from '../../contract/files';
import type { PageQuery } from '../../contract/paging';
import { baseApi } from '../../app/api/baseApi';

const LIST = { type: 'DishonestyRecord', id: 'LIST' } as const;
const one = (id: string) => ({ type: 'DishonestyRecord', id }) as const;
const result = <T>(envelope: Envelope<T>) => envelope.result;

/** The employer's dishonesty records and appeals (/com/xzbcxjl/*). */
export const dishonestyApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    dishonestyRecords: build.query<DishonestyListResult, PageQuery>({
      query: (params) => ({ url: dishonestyPaths.list, params }),
      transformResponse: result<DishonestyListResult>,
      providesTags: [LIST],
    }),
    dishonestyRecord: build.query<DishonestyDetail, string>({
      query: (id) => ({ url: dishonestyPaths.detail, params: { id } }),
      transformResponse: result<DishonestyDetail>,
      providesTags: (_record, _error, id) => [one(id)],
    }),
    appealRecord: build.mutation<unknown, AppealRequest>({
      query: (body) => ({ url: dishonestyPaths.appeal, method: 'POST', body }),
      invalidatesTags: (_done, _error, { jlid }) => [LIST, one(jlid)],
    }),
    /** Stores one piece of evidence (bucket bcxss); answers its path, which the appeal sends. */
    uploadAppealFile: build.mutation<string, File>({
      query: (file) => ({
        url: FILE_UPLOAD_PATH,
        method: 'POST',
        body: { file, bucket: APPEAL_BUCKET },
        bodyFormat: 'multipart',
      }),
      transformResponse: (envelope: Envelope<UploadFileResult | null>) => envelope.result?.[0] ?? '',
    }),
  }),
});
