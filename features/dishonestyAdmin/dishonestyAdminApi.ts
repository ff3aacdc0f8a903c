import type { Envelope } from '../../contract/envelope';
import {
  dishonestyPaths,
  type AppealAnswer,
  type SchoolAppeal,
  type SchoolAppealDetail,
  type SchoolAppealQuery,
} from '../../contract/dishonesty';
import type { Page } from '../../contract/paging';
import { baseApi } from '../../app/api/baseApi';

const result = <T>(envelope: Envelope<T>): T => envelope.result;

const QUEUE = { type: 'ReviewQueue', id: 'dishonestyAppeals' } as const;
const appealTag = (id: string) => ({ type: 'ReviewQueue' as const, id: `dishonestyAppeal:${id}` });

/**
 * The school's appeals of dishonesty records (/mgr/xzbcxjl), with the staff token. An answer re-reads
 * the queue and the appeal (a lost race too: the appeal is stale).
 */
export const dishonestyAdminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    schoolAppeals: build.query<Page<SchoolAppeal>, Required<SchoolAppealQuery>>({
      query: (params) => ({ url: dishonestyPaths.schoolAppeals, params, accessToken: 'staff' }),
      transformResponse: result<Page<SchoolAppeal>>,
      providesTags: [QUEUE],
    }),
    schoolAppeal: build.query<SchoolAppealDetail, string>({
      query: (id) => ({ url: dishonestyPaths.schoolAppeal, params: { id }, accessToken: 'staff' }),
      transformResponse: result<SchoolAppealDetail>,
      providesTags: (_result, _error, id) => [appealTag(id)],
    }),
    answerAppeal: build.mutation<unknown, AppealAnswer>({
      query: (body) => ({ url: dishonestyPaths.schoolAnswer, method: 'POST', body, accessToken: 'staff' }),
      transformResponse: result<unknown>,
      invalidatesTags: (_result, _error, { ssid }) => [QUEUE, appealTag(ssid)],
    }),
  }),
});
