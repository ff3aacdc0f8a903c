import { useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router-dom';
import { modal } from '../Modal';

export type UnsavedChangesDialog = {
  title: string;
  content: string;
  /** The button that stays on the page. */
  cancelText: string;
  /** The button that leaves; 离开 unless given. */
  okText?: string;
};

/**
 * Asks before a page with unsaved changes is left, by a link or a button (a data router's blocker)
 * or by closing or reloading the tab (the browser's own question). Changing only the page's query
 * (a form's ?id= after its first save) does not ask. Call `allowLeaving` right before a navigation
 * that follows a save, which the last render still counts as unsaved.
 */
export function useUnsavedChangesPrompt(unsaved: boolean, dialog: UnsavedChangesDialog) {
  const leaving = useRef(false);
  const dialogRef = useRef(dialog);
  useEffect(() => {
    dialogRef.current = dialog;
  });
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void modal
      .confirm({ okText: '离开', ...dialogRef.current })
      .then((leave) => (leave ? blocker.proceed() : blocker.reset()));
  }, [blocker]);
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
  const allowLeaving = useCallback(() => {
    leaving.current = true;
  }, []);
  return { allowLeaving };
}
