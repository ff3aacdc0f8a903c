import { postingWorkflow } from '../../../contract/workflow';
import { fields, objectSchema, optionalText, pageFields } from '../../core/http/schemas';

// Request shapes every kind of posting shares. Lengths here only bound what is read.

export const idBody = objectSchema({ id: fields.id });
export const idQuery = objectSchema({ id: fields.id });

/** Reasons: their length and characters are the workflow's to check (messages naming the reason). */
const reason = optionalText(2000);

export const employerOfflineBody = objectSchema({ id: fields.id, reason }, ['reason']);
export const schoolOfflineBody = objectSchema({ id: fields.id, reason });
export const reviewBody = objectSchema(
  { id: fields.id, action: { type: 'string', enum: ['pass', 'reject', 'changes'] }, reason },
  ['reason'],
);

/** A state filter: one of postingWorkflow's codes, or '' (the form's 全部: every state). */
const stateFilter = {
  type: 'string',
  enum: ['', ...Object.values(postingWorkflow.states).map((state) => state.code)],
} as const;
export const keywordFilter = optionalText(50);

export const employerListQuery = objectSchema({ ...pageFields, zt: stateFilter, keyword: keywordFilter }, [
  'page',
  'size',
  'zt',
  'keyword',
]);

export const publicDetailQuery = objectSchema({ id: fields.id, xxdm: fields.xxdm }, ['xxdm']);

/**
 * The school list's query: a page, a state (absent: the pending queue), a keyword, the kind's own
 * filters and only flagged wording. Every filter is optional.
 */
export function schoolListSchema(filters: Record<string, object> = {}) {
  return objectSchema(
    {
      ...pageFields,
      zt: stateFilter,
      keyword: keywordFilter,
      ...filters,
      flagged: { type: 'string', enum: ['', '1'] },
    },
    ['page', 'size', 'zt', 'keyword', ...Object.keys(filters), 'flagged'],
  );
}

/** The public list's query: the site (required), a page, a keyword and the kind's own filters. */
export function publicListSchema(filters: Record<string, object> = {}) {
  return objectSchema({ xxdm: fields.xxdm, ...pageFields, keyword: keywordFilter, ...filters }, [
    'page',
    'size',
    'keyword',
    ...Object.keys(filters),
  ]);
}
