import type { Envelope } from '../../contract/envelope';
import type { Page } from '../../contract/paging';
import {
  talkPaths,
  type SchoolTalkListItem,
  type SchoolTalkListQuery,
  type TalkDetail,
  type TalkReviewRequest,
} from '../../contract/talks';
import { baseApi } from '../../app/api/baseApi';
import { schoolTalkOf, type SchoolTalk } from './talkReviewRules';

const result = <T>(envelope: Envelope<T>): T => envelope.result;

const QUEUE = { type: 'ReviewQueue', id: 'talks' } as const;
const COUNTS = { type: 'ReviewQueue', id: 'counts' } as const;
const talkTag = (id: string) => ({ type: 'ReviewQueue' as const, id: `talk:${id}` });

/**
 * The school's talk queue (/mgr/xjh): list, detail and review, with the staff token. A decision
 * re-reads the queue, the talk and the home's pending counts (a lost race too: the talk is stale).
 */
export const talkReviewApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    schoolTalkList: build.query<Page<SchoolTalkListItem>, SchoolTalkListQuery>({
      query: (params) => ({ url: talkPaths.schoolList, params, accessToken: 'staff' }),
      transformResponse: result<Page<SchoolTalkListItem>>,
      providesTags: [QUEUE],
    }),
    schoolTalkDetail: build.query<SchoolTalk, string>({
      query: (id) => ({ url: talkPaths.schoolDetail, params: { id }, accessToken: 'staff' }),
      transformResponse: (envelope: Envelope<TalkDetail>) => schoolTalkOf(envelope.result),
      providesTags: (_result, _error, id) => [talkTag(id)],
    }),
    reviewTalk: build.mutation<unknown, TalkReviewRequest>({
      query: (body) => ({ url: talkPaths.schoolReview, method: 'POST', body, accessToken: 'staff' }),
      transformResponse: result<unknown>,
      invalidatesTags: (_result, _error, { id }) => [QUEUE, COUNTS, talkTag(id)],
    }),
  }),
});
