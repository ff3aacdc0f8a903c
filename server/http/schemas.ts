import { SCHOOL_CODE_PATTERN } from '../../contract/site';

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
