import { SCHOOL_CODE_PATTERN } from '../../../contract/site';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type PageQuery } from '../../../contract/paging';

// JSON-schema pieces for request fields. Shape only: semantic rules (mobile numbers, credit codes,
// password strength) are checked by the shared validators so they answer with the forms' messages.

export const requiredText = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength }) as const;
export const optionalText = (maxLength: number) => ({ type: 'string', maxLength }) as const;

export const fields = {
  xxdm: { type: 'string', pattern: SCHOOL_CODE_PATTERN },
  sjhm: requiredText(20),
  /** RSA-2048 ciphertext is 344 base64 characters. */
  mm: requiredText(1024),
  yzm: { type: 'string', pattern: '^[0-9]{6}$' },
  id: requiredText(64),
} as const;

/** An object schema for a body or query: every listed field required unless it is in `optional`. */
export function objectSchema(
  properties: Record<string, object>,
  optional: readonly string[] = [],
): { type: 'object'; required: string[]; properties: Record<string, object> } {
  return {
    type: 'object',
    required: Object.keys(properties).filter((name) => !optional.includes(name)),
    properties,
  };
}

/** page (1-based) and size of every list call; the schema coerces the query strings to integers. */
export const pageFields = {
  page: { type: 'integer', minimum: 1, maximum: 100_000 },
  size: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE },
} as const;

export function pageOf(query: PageQuery): { page: number; size: number } {
  return { page: query.page ?? 1, size: query.size ?? DEFAULT_PAGE_SIZE };
}
