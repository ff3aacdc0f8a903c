import {
  RESUME_LIMITS,
  RESUME_SECTION_NAMES,
  normalizeResume,
  resumeProblem,
  type ResumeSectionKey,
} from '../../contract/resumes';
import { emptyDraft, type EntrySectionKey, type ResumeDraft } from './resumeDraft';

// The form's messages come from the contract's own rule (resumeProblem, which the server applies
// too), so the screen and the server never disagree. That rule names only the first problem; to put a
// message at every field, each field or entry is checked on its own in an otherwise empty resume.

/** Messages by field path (e.g. 'jyjl.0.xxmc'), without the section prefix the rule adds. */
export type FieldProblems = Readonly<Record<string, string>>;

/** '教育经历第1条：请输入学校名称' -> '请输入学校名称'. */
export function fieldMessage(message: string): string {
  const at = message.indexOf('：');
  return at === -1 ? message : message.slice(at + 1);
}

const ENTRY_KEYS: readonly EntrySectionKey[] = ['jyjl', 'sxjl', 'xmjl', 'xyhd'];

/** Values that pass their own rule, to look past a field already found wrong to the next one. */
function fillerFor(field: string, thisMonth: string): string {
  switch (field) {
    case 'xl':
      return '3';
    case 'lx':
      return '1';
    // The earliest start and the current month as end keep any valid other month consistent.
    case 'kssj':
      return '1900-01';
    case 'jssj':
    case 'sj':
      return thisMonth;
    default:
      return 'a';
  }
}

function entryProblems(
  key: EntrySectionKey,
  entry: Record<string, string>,
  index: number,
  today: string,
  into: Record<string, string>,
) {
  let probe = { ...entry };
  const found = new Set<string>();
  for (let round = 0; round <= Object.keys(entry).length; round += 1) {
    const problem = resumeProblem({ ...emptyDraft(), [key]: [probe] }, today);
    if (problem === null) return;
    const field = problem.path.split('.')[2];
    // A field seen before means a filler caused this one: stop rather than report it.
    if (field === undefined || found.has(field)) return;
    found.add(field);
    into[`${key}.${index}.${field}`] = fieldMessage(problem.message);
    probe = { ...probe, [field]: fillerFor(field, today.slice(0, 7)) };
  }
}

/** Every field's message; `today` is China's date 'YYYY-MM-DD'. */
export function fieldProblems(draft: ResumeDraft, today: string): FieldProblems {
  const resume = normalizeResume(draft);
  const base = emptyDraft();
  const problems: Record<string, string> = {};
  const record = (candidate: ResumeDraft) => {
    const problem = resumeProblem(candidate, today);
    if (problem !== null) problems[problem.path] = fieldMessage(problem.message);
  };

  for (const field of Object.keys(resume.jbxx) as (keyof ResumeDraft['jbxx'])[])
    record({ ...base, jbxx: { ...base.jbxx, [field]: resume.jbxx[field] } });

  for (const key of ENTRY_KEYS) {
    const list = resume[key] as readonly Record<string, string>[];
    if (list.length > RESUME_LIMITS.entries) problems[key] = `最多填写${RESUME_LIMITS.entries}条`;
    list.forEach((entry, index) => entryProblems(key, entry, index, today, problems));
  }

  for (const field of ['cet4', 'cet6', 'jsjdj', 'jn', 'zs'] as const)
    record({ ...base, jnzs: { ...base.jnzs, [field]: resume.jnzs[field] } });

  record({ ...base, zwpj: resume.zwpj });

  for (const field of ['zwlb', 'csdm', 'gzxz'] as const)
    record({ ...base, qzyx: { ...base.qzyx, [field]: resume.qzyx[field] } });
  record({ ...base, qzyx: { ...base.qzyx, xzxx: resume.qzyx.xzxx, xzsx: resume.qzyx.xzsx } });

  return problems;
}

/** The section a field path belongs to. */
export const sectionOfPath = (path: string): ResumeSectionKey => path.split('.')[0] as ResumeSectionKey;

/**
 * Where a refusal of the server belongs: the field whose rule says exactly this (the server applies
 * the same rule), else null (the message goes above the form).
 */
export function pathOfRefusal(message: string, draft: ResumeDraft, today: string): string | null {
  const problem = resumeProblem(normalizeResume(draft), today);
  return problem !== null && problem.message === message ? problem.path : null;
}

/** The section keys by their names, to link what the completeness rule says is missing. */
export const sectionKeyOfName = (name: string): ResumeSectionKey | undefined =>
  (Object.keys(RESUME_SECTION_NAMES) as ResumeSectionKey[]).find((key) => RESUME_SECTION_NAMES[key] === name);
