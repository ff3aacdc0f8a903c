import { useCallback, useMemo, useState } from 'react';
import { normalizeResume, resumeProblem, type ResumeView } from '../../contract/resumes';
import { apiErrorMessage } from '../../app/api/apiErrorMessage';
import { resumeApi } from './resumeApi';
import { draftOf, isDirty, type ResumeDraft } from './resumeDraft';
import { fieldMessage, fieldProblems, pathOfRefusal } from './resumeChecks';

/** A refusal of the last save: at a field when it names one, else above the form. */
export type SaveRefusal = { path: string | null; message: string; local: boolean };

/** What a section editor needs to show and change its fields. */
export type FieldAccess = {
  draft: ResumeDraft;
  change: (path: string, update: (draft: ResumeDraft) => ResumeDraft) => void;
  /** The field was left: its message shows from now on. */
  touch: (path: string) => void;
  errorAt: (path: string) => string | null;
};

/** The control id of a field path, for labels and for focusing the field a message names. */
export const fieldId = (path: string) => `resume-${path.replace(/\./g, '-')}`;

/**
 * The resume's editing state: the draft, what was last saved, the messages (a field's after it was
 * left, all after a save was tried) and the save. A failed save keeps every typed value.
 */
export function useResumeEditor(view: ResumeView, today: string, onSaved: () => void) {
  const [saved, setSaved] = useState(() => draftOf(view.jl));
  const [draft, setDraft] = useState(saved);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [attempted, setAttempted] = useState(false);
  const [refusal, setRefusal] = useState<SaveRefusal | null>(null);
  const [saveResume, { isLoading: saving }] = resumeApi.useSaveResumeMutation();

  // Another answer of the server (an attachment added or removed): it is what is saved now; an
  // untouched draft follows it.
  const [lastView, setLastView] = useState(view);
  if (view !== lastView) {
    setLastView(view);
    const next = draftOf(view.jl);
    setSaved(next);
    if (!isDirty(draft, saved)) setDraft(next);
  }

  const problems = useMemo(() => fieldProblems(draft, today), [draft, today]);
  const dirty = isDirty(draft, saved);

  const change = useCallback((path: string, update: (current: ResumeDraft) => ResumeDraft) => {
    setDraft(update);
    setRefusal((current) => (current?.path === path ? null : current));
  }, []);
  const touch = useCallback(
    (path: string) => setTouched((current) => (current.has(path) ? current : new Set(current).add(path))),
    [],
  );
  const errorAt = useCallback(
    (path: string) => {
      if (refusal?.path === path) return fieldMessage(refusal.message);
      return attempted || touched.has(path) ? (problems[path] ?? null) : null;
    },
    [refusal, attempted, touched, problems],
  );

  /** Resolves to the path of the field to bring into view, or null. */
  const save = async (): Promise<string | null> => {
    setAttempted(true);
    setRefusal(null);
    const request = normalizeResume(draft);
    const problem = resumeProblem(request, today);
    if (problem !== null) {
      setRefusal({ path: problem.path, message: problem.message, local: true });
      return problem.path;
    }
    const sent = draft;
    try {
      const result = await saveResume(request).unwrap();
      const next = draftOf(result.jl);
      setSaved(next);
      setLastView(result);
      setDraft((current) => (current === sent ? next : current));
      setAttempted(false);
      setTouched(new Set());
      onSaved();
      return null;
    } catch (error) {
      const message = apiErrorMessage(error);
      const path = pathOfRefusal(message, sent, today);
      setRefusal({ path, message, local: false });
      return path;
    }
  };

  const access: FieldAccess = useMemo(
    () => ({ draft, change, touch, errorAt }),
    [draft, change, touch, errorAt],
  );
  return { access, draft, dirty, saving, refusal, save };
}
