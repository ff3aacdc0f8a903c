import { fields, objectSchema, optionalText } from '../../core/http/schemas';
import { publicListSchema, schoolListSchema } from '../../workflow';

// Request shapes of announcements' own (the ones every posting shares are the workflow's). Lengths here
// only bound what is read: the field rules (contract/announcementRules.ts) give each field's real limit
// with the form's message, so the bounds sit well above them.

/** The body as sent, before the allowlist (editor markup is larger than what is kept). */
export const RECEIVED_BODY_CHARACTERS = 600_000;
/** A save's request: the body and some room for the other fields. */
export const SAVE_BODY_LIMIT_BYTES = 2 * 1024 * 1024;

export const draftSchema = objectSchema(
  {
    id: fields.id,
    ggbt: optionalText(500),
    ggnr: optionalText(RECEIVED_BODY_CHARACTERS),
    fj: {
      type: 'array',
      maxItems: 50,
      items: objectSchema({ path: optionalText(200), name: optionalText(500) }),
    },
    glzw: { type: 'array', maxItems: 500, items: optionalText(64) },
    kssj: optionalText(20),
    jssj: optionalText(20),
    nrsm: optionalText(2000),
  },
  ['id'],
);

export const schoolListQuery = schoolListSchema();
export const publicListQuery = publicListSchema();
