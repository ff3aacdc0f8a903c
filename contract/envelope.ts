/** Every response of every school backend: `{ code, result, message }`; success is code 200. */
export type Envelope<T> = { code: number; result: T; message: string };

export const SUCCESS_CODE = 200;
/** Employer session invalid: missing, unknown, expired or revoked token. */
export const SESSION_INVALID_CODE = 42;
