import { EMPLOYER_NOT_PASSED_CODE } from '../../contract/account';
import { PERMISSION_DENIED_CODE } from '../../contract/permissions';
import type { ApiError } from './baseQuery';
import { apiErrorMessage } from './apiErrorMessage';

/** A failed call as its envelope code (null for a network or HTTP failure) and its words. */
export type Refusal = { code: number | null; message: string };

/** The server's answer for a missing object (another employer's or another site's id answers alike). */
export const NOT_FOUND_CODE = 404;

export function refusalOf(error: unknown): Refusal {
  const failure = error as Partial<Extract<ApiError, { status: 'ENVELOPE_ERROR' }>> | null;
  return {
    code: failure?.status === 'ENVELOPE_ERROR' && typeof failure.code === 'number' ? failure.code : null,
    message: apiErrorMessage(error),
  };
}

/**
 * A call refused for a missing permission (4030): its words name the permission and whom to ask, and
 * the base query has the grants read again.
 */
export const isPermissionRefusal = (refusal: Refusal): boolean => refusal.code === PERMISSION_DENIED_CODE;

/** A refused save or submission shown above the form: the registration not passed yet (4010), or another. */
export type FormRefusal = { notPassed: boolean; message: string };

/**
 * Where a form shows a refusal: at the field a 400 names (`fieldOf` reads the server's words), else
 * above the form, returned (null when it went to a field).
 */
export function placeRefusal<Field extends string>(
  error: unknown,
  fieldOf: (message: string) => Field | null,
  setFieldError: (field: Field, message: string) => void,
): FormRefusal | null {
  const { code, message } = refusalOf(error);
  const field = code === 400 ? fieldOf(message) : null;
  if (field === null) return { notPassed: code === EMPLOYER_NOT_PASSED_CODE, message };
  setFieldError(field, message);
  return null;
}

/** A query's failure once it is final (not while it is read again), else undefined. */
export function settledError(query: { isError: boolean; isFetching: boolean; error?: unknown }): unknown {
  return query.isError && !query.isFetching ? (query.error ?? null) : undefined;
}
