import {
  profileChangeConsolePaths,
  type ProfileChangeDetail,
  type ProfileChangeList,
  type ProfileChangeListQuery,
  type ProfileChangeReviewRequest,
} from '../../contract/employerProfile';
import type { Envelope } from '../../contract/envelope';
import { baseApi } from '../../app/api/baseApi';

const result = <T>(envelope: Envelope<T>): T => envelope.result;

/**
 * The console's queue of employer profile changes (/mgr/dwbg): the list, one request with its old and
 * new values, and the school's decision. A decision reads the queue, the request and the employer
 * queue (its names) again.
 */
export const profileChangeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    profileChangeList: build.query<ProfileChangeList, ProfileChangeListQuery>({
      query: (params) => ({ url: profileChangeConsolePaths.list, params, accessToken: 'staff' }),
      transformResponse: result<ProfileChangeList>,
      providesTags: [{ type: 'ReviewQueue', id: 'profileChanges' }],
    }),
    profileChangeDetail: build.query<ProfileChangeDetail, string>({
      query: (id) => ({ url: profileChangeConsolePaths.detail, params: { id }, accessToken: 'staff' }),
      transformResponse: result<ProfileChangeDetail>,
      providesTags: (_result, _error, id) => [{ type: 'ReviewQueue', id: `profileChange:${id}` }],
    }),
    reviewProfileChange: build.mutation<ProfileChangeDetail, ProfileChangeReviewRequest>({
      query: (body) => ({
        url: profileChangeConsolePaths.review,
        method: 'POST',
        body,
        accessToken: 'staff',
      }),
      transformResponse: result<ProfileChangeDetail>,
      // A lost race (409) also means the detail is stale: it is read again either way.
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'ReviewQueue', id: 'profileChanges' },
        { type: 'ReviewQueue', id: `profileChange:${id}` },
        { type: 'ReviewQueue', id: 'employers' },
      ],
    }),
  }),
});
