import type { BaseQueryApi, QueryReturnValue } from '@reduxjs/toolkit/query';
import type { ApiError } from './baseQuery';
import { studentBaseQuery, type StudentRequest } from './studentClient';

/**
 * A student call as a baseApi endpoint's `queryFn`: the student client (spec section 8's code table,
 * 20-second time-out) answers, its refusal takes the base api's error shape (`CUSTOM_ERROR` with
 * `data: { code, message }`, which apiErrorMessage reads), and the data is the envelope's result.
 *   `queryFn: (arg, api) => studentQuery<Profile>({ url: studentPaths.profile }, api)`
 * A caller that must tell the silently returned codes (0, 1, 2, 4, 1004) from 200 uses studentBaseQuery.
 */
export async function studentQuery<T>(
  request: StudentRequest,
  api: BaseQueryApi,
): Promise<QueryReturnValue<T, ApiError, undefined>> {
  const outcome = await studentBaseQuery(request, api, {});
  if (outcome.error)
    return {
      error: {
        status: 'CUSTOM_ERROR',
        error: outcome.error.message,
        data: { code: outcome.error.code, message: outcome.error.message },
      },
    };
  return { data: outcome.data.result as T };
}
