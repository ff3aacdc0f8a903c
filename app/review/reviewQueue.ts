import { postingWorkflow, type TransitionTable } from '../../contract/workflow';
import { oneOf, pageFromSearch, type PageParams } from './listSearch';

/**
 * The console's review queues (employers, positions, announcements): one tab per state of the
 * object's transition table, pending first, then 全部; the state, the keyword and the page live in
 * the page address.
 */
export type QueueTab = { key: string; label: string };

/** The tab of every state at once (the wire's zt ''). */
export const ALL_STATES_TAB = 'all';

/** The server's limit of a queue's keyword. */
export const QUEUE_KEYWORD_LIMIT = 50;

/** The tabs of a table's states in table order (but those left out), then 全部. */
export function queueTabs<State extends string, Action extends string>(
  table: TransitionTable<State, Action>,
  leftOut: readonly State[] = [],
): QueueTab[] {
  return [
    ...(Object.keys(table.states) as State[])
      .filter((state) => !leftOut.includes(state))
      .map((state) => ({ key: table.states[state].code, label: table.states[state].label })),
    { key: ALL_STATES_TAB, label: '全部' },
  ];
}

/** The tabs of the position and announcement queues: every state but the employer's own drafts. */
export const POSTING_QUEUE_TABS = queueTabs(postingWorkflow, ['draft']);

export const POSTING_PENDING_CODE = postingWorkflow.states.pending.code;

/** The tab showing a request's state filter. */
export function tabOfState(zt: string): string {
  return zt === '' ? ALL_STATES_TAB : zt;
}

export type QueueQuery = PageParams & { zt: string; keyword: string };

/**
 * A queue's request from the page address: the page, the state of one of the tabs (pending when the
 * address names none or one the tabs lack; '' for 全部) and the trimmed keyword within the server's limit.
 */
export function queueQuery(
  search: URLSearchParams,
  tabs: readonly QueueTab[],
  pendingCode: string,
): QueueQuery {
  const tab = oneOf(
    search.get('zt'),
    tabs.map(({ key }) => key),
    pendingCode,
  );
  return {
    ...pageFromSearch(search),
    zt: tab === ALL_STATES_TAB ? '' : tab,
    keyword: (search.get('keyword') ?? '').trim().slice(0, QUEUE_KEYWORD_LIMIT),
  };
}
