import { JOB_CATEGORIES, JOB_NATURES, EDUCATION_REQUIREMENTS } from '../../../contract/codeLists';
import { fields, objectSchema, optionalText } from '../../core/http/schemas';
import { keywordFilter, publicListSchema, schoolListSchema } from '../../workflow';

// Request shapes of positions' own (the ones every posting shares are the workflow's). Lengths here
// only bound what is read: the field rules (contract/positionRules.ts) give each field's real limit
// with the form's message, so the bounds sit well above them.

const tagList = { type: 'array', maxItems: 50, items: optionalText(100) } as const;
const amount = { type: ['number', 'null'] } as const;

export const draftSchema = objectSchema(
  {
    id: fields.id,
    zwmc: optionalText(200),
    gzxz: optionalText(8),
    zwlb: optionalText(8),
    xlyq: optionalText(8),
    zyyq: optionalText(1000),
    zybq: tagList,
    zprs: { type: 'number' },
    xzlx: optionalText(8),
    xzxx: amount,
    xzsx: amount,
    gzdq: optionalText(12),
    gzdz: optionalText(500),
    zwms: optionalText(10_000),
    jlfs: optionalText(8),
    jlyx: optionalText(300),
    lxr: optionalText(100),
    lxdh: optionalText(40),
    kssj: optionalText(20),
    jzrq: optionalText(20),
    gkfw: optionalText(8),
    fl: tagList,
    nrsm: optionalText(2000),
  },
  ['id'],
);

export const bulkPassBody = objectSchema({
  ids: { type: 'array', minItems: 1, maxItems: 100, items: fields.id },
});

// A filter sent empty ('' : the form's 全部) filters nothing.
const codeOf = (list: readonly { code: string }[]) => ({
  type: 'string',
  enum: ['', ...list.map((item) => item.code)],
});

export const publishedQuery = objectSchema({ keyword: keywordFilter }, ['keyword']);

export const schoolListQuery = schoolListSchema({
  gzxz: codeOf(JOB_NATURES),
  zwlb: codeOf(JOB_CATEGORIES),
});

export const publicListQuery = publicListSchema({
  category: codeOf(JOB_CATEGORIES),
  nature: codeOf(JOB_NATURES),
  city: { type: 'string', pattern: '^([0-9]{6})?$' },
  education: codeOf(EDUCATION_REQUIREMENTS),
});
