import { MAX_BULK_IDS } from '../../../contract/applications';
import { JOB_CATEGORIES, JOB_NATURES, EDUCATION_REQUIREMENTS } from '../../../contract/codeLists';
import { RESUME_DEGREES } from '../../../contract/resumes';
import { applicationWorkflow } from '../../../contract/workflow';
import { fields, objectSchema, optionalText, pageFields } from '../../core/http/schemas';

// Request shapes of applications' calls. Lengths here only bound what is read; the rules (interview,
// note, message) answer with the forms' messages.

const codeOf = (codes: readonly string[]) => ({ type: 'string', enum: ['', ...codes] }) as const;
const codesOf = (list: readonly { code: string }[]) => codeOf(list.map((item) => item.code));
const dateFilter = { type: 'string', pattern: '^([0-9]{4}-[0-9]{2}-[0-9]{2})?$' } as const;
const year = { type: 'integer', minimum: 0, maximum: 3000 } as const;
const text = optionalText(100);

/** Every listed field optional. */
const allOptional = (properties: Record<string, object>) => objectSchema(properties, Object.keys(properties));

export const idQuery = objectSchema({ id: fields.id });
export const idBody = objectSchema({ id: fields.id });

const listFilters = {
  zwid: optionalText(64),
  zt: codeOf(Object.values(applicationWorkflow.states).map((state) => state.code)),
  ksrq: dateFilter,
  jsrq: dateFilter,
  xl: codesOf(RESUME_DEGREES),
  bynf: year,
  zy: text,
  xxmc: text,
  xm: optionalText(50),
  px: { type: 'string', enum: ['tdsj_desc', 'tdsj_asc'] },
};

export const listQuery = allOptional({ ...pageFields, ...listFilters });
export const exportQuery = allOptional(listFilters);
export const pageQuery = allOptional(pageFields);

const interview = objectSchema({
  msrq: optionalText(20),
  mssj: optionalText(10),
  msfs: { type: 'string', enum: ['1', '2'] },
  msdd: optionalText(200),
  mslj: optionalText(600),
  msbz: optionalText(2000),
});

export const transitionBody = objectSchema(
  {
    ids: { type: 'array', minItems: 1, maxItems: MAX_BULK_IDS, items: fields.id },
    action: { type: 'string', enum: ['invite', 'interview', 'offer', 'hire', 'reject'] },
    reason: optionalText(2000),
    interview,
  },
  ['reason', 'interview'],
);

export const noteBody = objectSchema({ id: fields.id, nr: optionalText(2000) });

export const talentQuery = allOptional({
  ...pageFields,
  zy: text,
  xl: codesOf(RESUME_DEGREES),
  bynf: year,
  jn: text,
  csdm: { type: 'string', pattern: '^([0-9]{6})?$' },
  gjz: text,
});

export const inviteBody = objectSchema({ xsid: fields.id, zwid: fields.id, ly: optionalText(1000) }, ['ly']);

export const studentPositionQuery = allOptional({
  ...pageFields,
  keyword: optionalText(50),
  category: codesOf(JOB_CATEGORIES),
  nature: codesOf(JOB_NATURES),
  city: { type: 'string', pattern: '^([0-9]{6})?$' },
  education: codesOf(EDUCATION_REQUIREMENTS),
  salary: { type: 'integer', minimum: 0, maximum: 100_000_000 },
});

export const recommendedQuery = allOptional({ size: pageFields.size });

export const applyBody = objectSchema({ zwid: fields.id });

export const stateListQuery = allOptional({ ...pageFields, zt: optionalText(4) });
