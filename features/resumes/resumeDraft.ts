import {
  emptyResume,
  RESUME_LIMITS,
  type Resume,
  type ResumeCampusEntry,
  type ResumeEducation,
  type ResumeProject,
  type ResumeSaveRequest,
  type ResumeWork,
} from '../../contract/resumes';

// The resume being edited: the whole resume but its attachment, changed by plain functions the
// section editors call, compared with what was last saved to tell unsaved changes.

export type ResumeDraft = ResumeSaveRequest;

/** The repeatable sections and the shape of their entries. */
export type EntrySections = {
  jyjl: ResumeEducation;
  sxjl: ResumeWork;
  xmjl: ResumeProject;
  xyhd: ResumeCampusEntry;
};
export type EntrySectionKey = keyof EntrySections;

export function draftOf(resume: Resume): ResumeDraft {
  const { jbxx, jyjl, sxjl, xmjl, xyhd, jnzs, zwpj, qzyx } = resume;
  return { jbxx, jyjl, sxjl, xmjl, xyhd, jnzs, zwpj, qzyx };
}

export const emptyDraft = (): ResumeDraft => draftOf(emptyResume());

/** The draft as a resume (for the completeness rule), with the saved attachment. */
export const resumeOfDraft = (draft: ResumeDraft, attachment: Resume['fjjl']): Resume => ({
  ...draft,
  fjjl: attachment,
  gxsj: '',
});

/** Unsaved changes: any field differs from the saved resume. An unparsable number counts as a change. */
export function isDirty(draft: ResumeDraft, saved: ResumeDraft): boolean {
  const encode = (value: ResumeDraft) =>
    JSON.stringify(value, (_key, item: unknown) =>
      typeof item === 'number' && Number.isNaN(item) ? 'NaN' : item,
    );
  return encode(draft) !== encode(saved);
}

const blankEntries: { [K in EntrySectionKey]: () => EntrySections[K] } = {
  jyjl: () => ({ xxmc: '', zy: '', xl: '', kssj: '', jssj: '', gpa: '', pm: '' }),
  sxjl: () => ({ dwmc: '', zw: '', kssj: '', jssj: '', ms: '' }),
  xmjl: () => ({ xmmc: '', js: '', kssj: '', jssj: '', ms: '' }),
  xyhd: () => ({ lx: '', mc: '', sj: '', ms: '' }),
};

export const canAddEntry = (draft: ResumeDraft, key: EntrySectionKey) =>
  draft[key].length < RESUME_LIMITS.entries;

export function addEntry(draft: ResumeDraft, key: EntrySectionKey): ResumeDraft {
  if (!canAddEntry(draft, key)) return draft;
  return { ...draft, [key]: [...draft[key], blankEntries[key]()] };
}

/** One text field of one entry (every entry field is text: names, codes and months). */
export function updateEntry(
  draft: ResumeDraft,
  key: EntrySectionKey,
  index: number,
  field: string,
  value: string,
): ResumeDraft {
  const list: readonly Record<string, string>[] = draft[key];
  return { ...draft, [key]: list.map((entry, at) => (at === index ? { ...entry, [field]: value } : entry)) };
}

export function removeEntry(draft: ResumeDraft, key: EntrySectionKey, index: number): ResumeDraft {
  return { ...draft, [key]: draft[key].filter((_entry, at) => at !== index) };
}

/** A month typed as 2022-9, 2022.09, 2022/9 or 2022年9月 becomes 2022-09; anything else stays as typed. */
export function normalizeMonth(value: string): string {
  const match = /^\s*(\d{4})\s*[-./年]\s*(\d{1,2})\s*月?\s*$/.exec(value);
  if (match === null) return value.trim();
  const month = Number(match[2]);
  return month >= 1 && month <= 12 ? `${match[1]}-${String(month).padStart(2, '0')}` : value.trim();
}

/**
 * A whole number as typed: '' is none (null); anything but digits is kept as NaN, so the contract's
 * rule names the field instead of the typing being dropped.
 */
export function parseWholeNumber(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

export const formatWholeNumber = (value: number | null): string =>
  value === null || Number.isNaN(value) ? '' : String(value);

/** Tags typed in one line, separated by 、，, ; or spaces: trimmed, without blanks and repeats. */
export function parseTags(text: string): string[] {
  const tags = text
    .split(/[、，,；;\s]+/)
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
  return [...new Set(tags)];
}

export const formatTags = (tags: readonly string[]): string => tags.join('、');
