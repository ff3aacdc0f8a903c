import type { Envelope } from '../../../contract/envelope';
import type { Page } from '../../../contract/paging';
import {
  positionPaths,
  type BulkPassRequest,
  type BulkPassResult,
  type PositionDetail,
  type ReviewRequest,
  type SchoolOfflineRequest,
  type SchoolPositionListItem,
  type SchoolPositionListQuery,
} from '../../../contract/positions';
import { baseApi } from '../../../app/api/baseApi';

const result = <T>(envelope: Envelope<T>): T => envelope.result;

const QUEUE = { type: 'ReviewQueue', id: 'positions' } as const;
const COUNTS = { type: 'ReviewQueue', id: 'counts' } as const;
const positionTag = (id: string) => ({ type: 'ReviewQueue' as const, id: `position:${id}` });

/**
 * The school's position queue (/mgr/zpgw): list, detail, review, bulk pass and take-down, with the
 * staff token. Every change re-reads the queue, the item and the home's pending counts.
 */
export const schoolPositionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    schoolPositionList: build.query<Page<SchoolPositionListItem>, SchoolPositionListQuery>({
      query: (params) => ({ url: positionPaths.schoolList, params, accessToken: 'staff' }),
      transformResponse: result<Page<SchoolPositionListItem>>,
      providesTags: [QUEUE],
    }),
    schoolPositionDetail: build.query<PositionDetail, string>({
      query: (id) => ({ url: positionPaths.schoolDetail, params: { id }, accessToken: 'staff' }),
      transformResponse: result<PositionDetail>,
      providesTags: (_result, _error, id) => [positionTag(id)],
    }),
    reviewPosition: build.mutation<unknown, ReviewRequest>({
      query: (body) => ({ url: positionPaths.schoolReview, method: 'POST', body, accessToken: 'staff' }),
      transformResponse: result<unknown>,
      invalidatesTags: (_result, _error, { id }) => [QUEUE, COUNTS, positionTag(id)],
    }),
    takePositionOffline: build.mutation<unknown, SchoolOfflineRequest>({
      query: (body) => ({ url: positionPaths.schoolOffline, method: 'POST', body, accessToken: 'staff' }),
      transformResponse: result<unknown>,
      invalidatesTags: (_result, _error, { id }) => [QUEUE, COUNTS, positionTag(id)],
    }),
    bulkPassPositions: build.mutation<BulkPassResult, BulkPassRequest>({
      query: (body) => ({ url: positionPaths.schoolBulkPass, method: 'POST', body, accessToken: 'staff' }),
      transformResponse: result<BulkPassResult>,
      invalidatesTags: (_result, _error, { ids }) => [QUEUE, COUNTS, ...ids.map(positionTag)],
    }),
  }),
});
