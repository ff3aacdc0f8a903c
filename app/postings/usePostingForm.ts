import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useForm, type FieldValidators } from '../../ui/Form';
import { useUnsavedChangesPrompt, type UnsavedChangesDialog } from '../../ui/useUnsavedChangesPrompt';
import { postingWorkflow, type PostingState } from '../../contract/workflow';
import { postingStateOf, type PostingKind } from './employerPostings';
import { placeRefusal, type FormRefusal } from '../api/refusal';
import { useNotify } from '../api/useNotify';

/** 保存草稿 checks what is filled in; 提交审核 checks that everything is (the rule set's `submitting`). */
export type SaveMode = 'draft' | 'submit';

/** The saved posting a form edits: its id, state and the reviewer's reason. */
export type SavedPosting = { id: string; zt: string; shyj: string };

/** A refusal shown above the form, and whether the content was saved before it (a refused submission). */
export type PostingFormAlert = FormRefusal & { draftSaved: boolean };

const DRAFT_CODE = postingWorkflow.states.draft.code;

export type PostingFormOptions<
  Values extends Record<string, unknown>,
  Field extends keyof Values & string,
> = {
  kind: PostingKind;
  /** The saved posting being edited; null for a new one. */
  saved: SavedPosting | null;
  initialValues: Values;
  fields: readonly Field[];
  /** Every field's problem; `submitting` asks for the completeness of a submission too. */
  problemsOf: (values: Values, submitting: boolean) => Partial<Record<Field, string>>;
  /** Whether the form holds something a save has not kept yet (compared with the last save). */
  hasUnsavedChanges: (values: Values, saved: Values) => boolean;
  /** Saves (a new draft without id); resolves with its id and the server's words. */
  save: (values: Values, id: string | undefined) => Promise<{ id: string; message?: string }>;
  /** Submits to review; resolves with the state it came to. */
  submit: (id: string) => Promise<{ zt: string }>;
  /** The form field a refusal's words name, or null. */
  fieldOf: (message: string) => Field | null;
  /** What saving a published posting came to, given the server's words. */
  resubmittedText: (serverMessage: string) => string;
  /** What a submission came to: pending review, or published at once. */
  submittedText: (zt: string) => string;
  /** Asked before the form is left with unsaved changes. */
  leaveDialog: UnsavedChangesDialog;
  /** A new posting got its id from its first save (the page records it in its address). */
  onCreated?: (id: string) => void;
};

/**
 * A posting's form: its rules at each field (a submission's completeness when submitting, and always
 * when saving a published one, which sends it back to review), 保存草稿 and 提交审核, what the server
 * refuses at the field it names or above the form, and a question before leaving unsaved changes.
 * A save keeps the id of a new posting, so the next save updates that draft.
 */
export function usePostingForm<Values extends Record<string, unknown>, Field extends keyof Values & string>({
  kind,
  saved: savedAtStart,
  initialValues,
  fields,
  problemsOf,
  hasUnsavedChanges,
  save,
  submit,
  fieldOf,
  resubmittedText,
  submittedText,
  leaveDialog,
  onCreated,
}: PostingFormOptions<Values, Field>) {
  const navigate = useNavigate();
  const notify = useNotify();
  const [saved, setSaved] = useState(savedAtStart);
  const state: PostingState | undefined = postingStateOf(saved?.zt ?? DRAFT_CODE);
  // Saving a published posting is its `edit`: it goes back to review, so it is checked as a submission.
  const resubmits = state === 'published';
  const [alert, setAlert] = useState<PostingFormAlert | null>(null);
  const modeRef = useRef<SaveMode>('draft');
  const [pendingMode, setPendingMode] = useState<SaveMode | null>(null);
  const [baseline, setBaseline] = useState(initialValues);

  // The rules run later than the render that made them (on blur, on submit): they read these now.
  const problemsRef = useRef(problemsOf);
  useEffect(() => {
    problemsRef.current = problemsOf;
  });
  const validators = useMemo(
    () =>
      Object.fromEntries(
        fields.map((field) => [
          field,
          (_value: unknown, values: Values) =>
            problemsRef.current(values, modeRef.current === 'submit' || resubmits)[field] ?? null,
        ]),
      ) as FieldValidators<Values>,
    [fields, resubmits],
  );

  const form = useForm<Values>({
    initialValues,
    validators,
    onSubmit: async (values, { setFieldError }) => {
      setAlert(null);
      const refuse = (error: unknown, draftSaved: boolean) => {
        const refusal = placeRefusal(error, fieldOf, setFieldError);
        if (refusal !== null) setAlert({ ...refusal, draftSaved });
      };
      const leave = (text: string) => {
        notify.success(text);
        allowLeaving();
        void navigate(kind.screens.manage);
      };

      let answer;
      try {
        answer = await save(values, saved?.id);
      } catch (error) {
        refuse(error, false);
        return;
      }
      const { id } = answer;
      setBaseline(values);
      if (saved === null) {
        setSaved({ id, zt: DRAFT_CODE, shyj: '' });
        onCreated?.(id);
      }
      if (resubmits) {
        leave(resubmittedText(answer.message ?? ''));
        return;
      }
      if (modeRef.current === 'draft') {
        notify.success('草稿已保存');
        return;
      }
      let submitted;
      try {
        submitted = await submit(id);
      } catch (error) {
        refuse(error, true);
        return;
      }
      leave(submittedText(submitted.zt));
    },
  });

  const { allowLeaving } = useUnsavedChangesPrompt(hasUnsavedChanges(form.values, baseline), leaveDialog);

  /** Saves (and for `submit`, submits) what the form holds, once its rules for that mode pass. */
  const run = async (mode: SaveMode) => {
    modeRef.current = mode;
    setPendingMode(mode);
    try {
      await form.submit();
    } finally {
      setPendingMode(null);
    }
  };

  return { form, saved, state, resubmits, alert, pendingMode, run };
}
