import { useState } from 'react';
import { message } from '../../ui/Message';
import type { TransitionTable } from '../../contract/workflow';
import { apiErrorMessage } from '../api/apiErrorMessage';
import { isStateConflict, schoolActions, type SchoolAction } from './reviewActions';

export type ReviewDecision<Action extends string> = {
  /** What the school may do now, among what the screen can do, in table order. */
  actions: SchoolAction<Action>[];
  /** The action whose reason dialog is open. */
  choice: SchoolAction<Action> | null;
  choose: (action: SchoolAction<Action> | null) => void;
  /** The last decision lost to a change made meanwhile; the object was read again. */
  conflict: boolean;
  /** The dialog's OK: makes the decision; answers the server's refusal to show at the field, or null. */
  decide: (reason: string) => Promise<string | null>;
};

/**
 * A reviewer deciding on one object: the actions its state allows, the one being asked about, and the
 * call. A decision that lost to another (409) closes the dialog, reads the object again and says so.
 */
export function useReviewDecision<State extends string, Action extends string, Handled extends Action>({
  table,
  stateCode,
  handled,
  perform,
  reload,
}: {
  table: TransitionTable<State, Action>;
  stateCode: string;
  /** The actions this screen's calls carry out. */
  handled: readonly Handled[];
  /** Carries out a decision with its reason ('' when none was written). */
  perform: (action: Handled, reason: string) => Promise<unknown>;
  /** Reads the object again. */
  reload: () => unknown;
}): ReviewDecision<Handled> {
  const [choice, choose] = useState<SchoolAction<Handled> | null>(null);
  const [conflict, setConflict] = useState(false);
  const actions = schoolActions(table, stateCode).filter((action): action is SchoolAction<Handled> =>
    (handled as readonly string[]).includes(action.action),
  );

  const decide = async (reason: string): Promise<string | null> => {
    if (choice === null) return null;
    try {
      await perform(choice.action, reason);
      message.success(`已${choice.buttonText}`);
      setConflict(false);
      choose(null);
      return null;
    } catch (error) {
      if (!isStateConflict(error)) return apiErrorMessage(error);
      choose(null);
      setConflict(true);
      void reload();
      return null;
    }
  };

  return { actions, choice, choose, conflict, decide };
}
