import type { Envelope } from '../../contract/envelope';
import {
  positionPaths,
  type PositionDetail,
  type PositionDraft,
  type PositionIdRequest,
  type PositionListQuery,
  type PositionListResult,
  type PositionOfflineRequest,
  type PositionStateResult,
  type PublishedPositionOption,
  type SavedId,
} from '../../contract/positions';
import type { ReviewHistoryEntry } from '../../contract/workflow';
import { baseApi } from '../../app/api/baseApi';

/** Lists (the management list, the published options) share one tag: any change refreshes them. */
const LIST = { type: 'Position', id: 'LIST' } as const;
const one = (id: string) => ({ type: 'Position', id }) as const;

const result = <T>(envelope: Envelope<T>) => envelope.result;
const nothing = () => undefined;

/** The employer's positions (/com/zpgw/*): drafts, their submission and the moves postingWorkflow allows. */
export const positionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listPositions: build.query<PositionListResult, PositionListQuery>({
      query: (params) => ({ url: positionPaths.list, params }),
      transformResponse: result<PositionListResult>,
      providesTags: (list) => [LIST, ...(list?.records ?? []).map((position) => one(position.id))],
    }),
    positionDetail: build.query<PositionDetail, string>({
      query: (id) => ({ url: positionPaths.detail, params: { id } }),
      transformResponse: result<PositionDetail>,
      providesTags: (_detail, _error, id) => [one(id)],
    }),
    positionHistory: build.query<ReviewHistoryEntry[], string>({
      query: (id) => ({ url: positionPaths.history, params: { id } }),
      transformResponse: result<ReviewHistoryEntry[]>,
      providesTags: (_history, _error, id) => [one(id)],
    }),
    publishedPositions: build.query<PublishedPositionOption[], void>({
      query: () => ({ url: positionPaths.published }),
      transformResponse: result<PublishedPositionOption[]>,
      providesTags: [LIST],
    }),
    /** Creates a draft (no id) or saves one; saving a published position sends it back to review. */
    savePosition: build.mutation<SavedId, PositionDraft>({
      query: (body) => ({ url: positionPaths.save, method: 'POST', body }),
      transformResponse: result<SavedId>,
      invalidatesTags: (_saved, _error, draft) => (draft.id === undefined ? [LIST] : [LIST, one(draft.id)]),
    }),
    submitPosition: build.mutation<PositionStateResult, PositionIdRequest>({
      query: (body) => ({ url: positionPaths.submit, method: 'POST', body }),
      transformResponse: result<PositionStateResult>,
      invalidatesTags: (_done, _error, { id }) => [LIST, one(id)],
    }),
    withdrawPosition: build.mutation<PositionStateResult, PositionIdRequest>({
      query: (body) => ({ url: positionPaths.withdraw, method: 'POST', body }),
      transformResponse: result<PositionStateResult>,
      invalidatesTags: (_done, _error, { id }) => [LIST, one(id)],
    }),
    offlinePosition: build.mutation<PositionStateResult, PositionOfflineRequest>({
      query: (body) => ({ url: positionPaths.offline, method: 'POST', body }),
      transformResponse: result<PositionStateResult>,
      invalidatesTags: (_done, _error, { id }) => [LIST, one(id)],
    }),
    /** Deletes a draft; its detail is not refetched (it is gone), only the lists. */
    removePosition: build.mutation<void, PositionIdRequest>({
      query: (body) => ({ url: positionPaths.remove, method: 'POST', body }),
      transformResponse: nothing,
      invalidatesTags: [LIST],
    }),
    /** Copies a position as a new draft; answers the draft's id. */
    copyPosition: build.mutation<SavedId, PositionIdRequest>({
      query: (body) => ({ url: positionPaths.copy, method: 'POST', body }),
      transformResponse: result<SavedId>,
      invalidatesTags: [LIST],
    }),
  }),
});
