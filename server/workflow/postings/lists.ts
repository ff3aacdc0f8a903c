import { postingWorkflow, stateOfCode, type PostingState } from '../../../contract/workflow';
import { filterValue } from '../../core/db/listQueries';

// The rules every posting list follows (each capability queries its own table with them).

/** A posting state's wire code (zt). */
export const postingStateCode = (state: PostingState): string => postingWorkflow.states[state].code;

/** The state of a wire code the schema already restricted to postingWorkflow's codes; null: every state. */
export function postingStateOf(code: string | null): PostingState | null {
  if (code === null) return null;
  const state = stateOfCode(postingWorkflow, code);
  if (state === undefined) throw new Error(`unknown posting state code ${code}`);
  return state;
}

/** The school list's state: absent, the pending queue; sent empty, every state. */
export function schoolListState(code: string | undefined): PostingState | null {
  return code === undefined ? 'pending' : postingStateOf(filterValue(code));
}

/** The school list's order: the pending queue oldest submission first, any other list latest update first. */
export function schoolListOrder(state: PostingState | null): {
  column: 'submitted_at' | 'updated_at';
  direction: 'asc' | 'desc';
} {
  return state === 'pending'
    ? { column: 'submitted_at', direction: 'asc' }
    : { column: 'updated_at', direction: 'desc' };
}

/**
 * The employer list's tabs: the count of each state among the rows its keyword matches (every state
 * named, 0 when none), and the total of the chosen state, or of all when none is chosen.
 */
export function stateTabs(
  countRows: readonly { state: PostingState; count: number | string }[],
  chosen: PostingState | null,
): { counts: Record<string, number>; total: number } {
  const counts: Record<string, number> = {};
  for (const state of Object.keys(postingWorkflow.states) as PostingState[])
    counts[postingStateCode(state)] = 0;
  for (const row of countRows) counts[postingStateCode(row.state)] = Number(row.count);
  const total =
    chosen === null
      ? Object.values(counts).reduce((sum, count) => sum + count, 0)
      : (counts[postingStateCode(chosen)] ?? 0);
  return { counts, total };
}
