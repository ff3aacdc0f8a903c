import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { chinaDateTime } from '../../contract/chinaTime';
import {
  ACTOR_CODES,
  REVIEW_OBJECT_LABELS,
  reasonProblem,
  STATE_CHANGED_MESSAGE,
  findTransition,
  refusalMessage,
  type Actor,
  type ReasonRule,
  type ReviewHistoryEntry,
  type ReviewObjectType,
  type TransitionTable,
} from '../../contract/workflow';
import { preparedInsert } from '../core/db/preparedQueries';
import { inTransaction } from '../core/db/transactions';
import { ApiError, VALIDATION_FAILED_CODE } from '../core/http/envelope';
import { deliverToStudent, deliverToUsers } from '../messages';
import type { Database } from '../schema';
import type { ReviewHistoryTable } from './tables';

/** A transition lost to another made meanwhile answers this code (HTTP 200, like every refusal). */
export const STATE_CHANGED_CODE = 409;

/** Who acts, as the audit trail records it. */
export type ActorRef = { kind: Actor; id: string | null; name: string };

export const SYSTEM_ACTOR: ActorRef = { kind: 'system', id: null, name: '系统' };

/** The object a transition concerns. */
export type ReviewedObject = {
  type: ReviewObjectType;
  id: string;
  /** Shown in messages, e.g. the position's name. */
  name: string;
  siteCode: string;
  employerId: string;
};

export type TransitionRequest<State extends string, Action extends string> = {
  table: TransitionTable<State, Action>;
  object: ReviewedObject;
  /** The state the caller read. */
  from: State;
  action: Action;
  actor: ActorRef;
  reason?: string;
  now: number;
  /**
   * The owning capability's conditional update of its own row: set the state to `to` (and whatever
   * else the transition changes) where the id matches and the state is still `from`; answers the number
   * of rows changed (0: another transition won the race).
   */
  apply: (db: Kysely<Database>, to: State) => Promise<number | bigint>;
  /**
   * The employer's users to tell of a transition the school or the system made (accounts'
   * usersOfEmployer), read in the same transaction; absent: nobody is told.
   */
  recipients?: (db: Kysely<Database>) => Promise<readonly string[]>;
  /**
   * A student to tell of the transition whoever made it (an application's applicant), with what to
   * say of the state reached; delivered in the same transaction.
   */
  student?: {
    id: string;
    message: (to: State, reason: string) => { sender: string; title: string; body: string };
  };
};

/** The reason as the audit trail keeps it: trimmed, checked by the table row's rule ('' when none). */
function checkedReason(rule: ReasonRule, reason: string | undefined, label: string): string {
  const problem = reasonProblem(rule, reason ?? '', label);
  if (problem !== null) throw new ApiError(VALIDATION_FAILED_CODE, problem);
  return rule === 'none' ? '' : (reason ?? '').trim();
}

/** What the employer is told of a transition someone else made (the school, or the system). */
function messageOf<State extends string, Action extends string>(
  request: TransitionRequest<State, Action>,
  to: State,
  reason: string,
): { title: string; body: string } {
  const { table, object, actor } = request;
  const label = REVIEW_OBJECT_LABELS[object.type];
  const subject = object.type === 'employer' ? '贵单位的注册信息' : `${label}“${object.name}”`;
  const action: string = request.action;
  const sentence =
    action === 'pass'
      ? actor.kind === 'system'
        ? `${subject}已自动审核通过。`
        : `${subject}已通过学校审核。`
      : action === 'reject'
        ? `${subject}未通过学校审核。`
        : action === 'changes'
          ? `学校要求修改${subject}，请修改后重新提交。`
          : action === 'offline'
            ? `${subject}已被学校下线。`
            : action === 'expire'
              ? `${subject}已过截止日期，不再对外展示。`
              : `${subject}的状态变为“${table.states[to].label}”。`;
  const reasonText = reason === '' ? '' : `${action === 'changes' ? '修改意见' : '原因'}：${reason}`;
  return { title: `${label}${table.states[to].label}：${object.name}`, body: `${sentence}${reasonText}` };
}

let historySequence = 0;

/**
 * History ids sort in the order entries were written (time, then a counter of this process), so two
 * entries of one millisecond (a submission and its automatic pass) keep their order.
 */
/** Every transition and creation writes one entry: the statement is compiled once. */
const insertHistory = preparedInsert('review_history');

function historyId(now: number): string {
  historySequence = (historySequence + 1) % 0x1000000;
  return `${Math.max(0, now).toString(16).padStart(12, '0')}${historySequence.toString(16).padStart(6, '0')}${randomBytes(7).toString('hex')}`;
}

/**
 * One transition of the review workflow, in one transaction: the table must allow it (else a refusal
 * naming the current state), the reason must be there where required, the owner's conditional update
 * must win (else STATE_CHANGED_MESSAGE: a parallel transition came first), the audit trail records it,
 * a transition made by the school or the system becomes a message to the employer's users, and one
 * concerning a student (request.student) a message to that student.
 * Answers the new state.
 */
export async function performTransition<State extends string, Action extends string>(
  db: Kysely<Database>,
  request: TransitionRequest<State, Action>,
): Promise<State> {
  const { table, object, from, action, actor, now } = request;
  const transition = findTransition(table, from, action, actor.kind);
  if (transition === undefined)
    throw new ApiError(VALIDATION_FAILED_CODE, refusalMessage(table, from, action));
  const reason = checkedReason(transition.reason, request.reason, table.actions[action]);
  return inTransaction(db, async (trx) => {
    const changed = Number(await request.apply(trx, transition.to));
    if (changed !== 1) throw new ApiError(STATE_CHANGED_CODE, STATE_CHANGED_MESSAGE);
    await trx.executeQuery(
      insertHistory(trx, {
        id: historyId(now),
        object_type: object.type,
        object_id: object.id,
        site_code: object.siteCode,
        employer_id: object.employerId,
        action,
        from_state: from,
        to_state: transition.to,
        actor_kind: actor.kind,
        actor_id: actor.id,
        actor_name: actor.name,
        reason,
        created_at: now,
      }),
    );
    if (actor.kind !== 'employer' && request.recipients !== undefined) {
      const recipients = await request.recipients(trx);
      await deliverToUsers(trx, now, recipients, {
        sender: actor.kind === 'system' ? '系统通知' : '学校审核',
        ...messageOf(request, transition.to, reason),
        employerId: object.employerId,
        objectType: object.type,
        objectId: object.id,
      });
    }
    if (request.student !== undefined) {
      await deliverToStudent(trx, now, request.student.id, {
        ...request.student.message(transition.to, reason),
        objectType: object.type,
        objectId: object.id,
      });
    }
    return transition.to;
  });
}

/** Records an object's creation (its first history entry, in its table's initial state). */
export async function recordCreation(
  db: Kysely<Database>,
  request: {
    object: ReviewedObject;
    initial: string;
    actor: ActorRef;
    now: number;
    /** e.g. 复制自“…”. */
    note?: string;
  },
): Promise<ReviewHistoryTable> {
  const entry: ReviewHistoryTable = {
    id: historyId(request.now),
    object_type: request.object.type,
    object_id: request.object.id,
    site_code: request.object.siteCode,
    employer_id: request.object.employerId,
    action: 'create',
    from_state: null,
    to_state: request.initial,
    actor_kind: request.actor.kind,
    actor_id: request.actor.id,
    actor_name: request.actor.name,
    reason: request.note ?? '',
    created_at: request.now,
  };
  await db.executeQuery(insertHistory(db, entry));
  // The written entry, so a caller answering with the new object's history need not read it back.
  return entry;
}

/**
 * An object's history, oldest first, as the wire shows it. The caller has already checked that the
 * reader may see the object (its employer, or staff of its site).
 */
export async function historyOf<State extends string, Action extends string>(
  db: Kysely<Database>,
  table: TransitionTable<State, Action>,
  objectType: ReviewObjectType,
  objectId: string,
  /** Only this site's entries (an employer's registrations at several sites share its id). */
  siteCode?: string,
): Promise<ReviewHistoryEntry[]> {
  const rows = await db
    .selectFrom('review_history')
    .selectAll()
    .where('object_type', '=', objectType)
    .where('object_id', '=', objectId)
    .$if(siteCode !== undefined, (query) => query.where('site_code', '=', siteCode ?? ''))
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return historyEntriesOf(table, rows);
}

/** History rows, oldest first, as the wire shows them. */
export function historyEntriesOf<State extends string, Action extends string>(
  table: TransitionTable<State, Action>,
  rows: readonly ReviewHistoryTable[],
): ReviewHistoryEntry[] {
  const code = (state: string | null) =>
    state === null ? '' : ((table.states[state as State] as { code: string } | undefined)?.code ?? '');
  return rows.map((row) => ({
    id: row.id,
    dxlx: row.object_type,
    dxid: row.object_id,
    dz: row.action,
    dzmc: row.action === 'create' ? '创建' : (table.actions[row.action as Action] ?? row.action),
    yzt: code(row.from_state),
    xzt: code(row.to_state),
    czrlx: ACTOR_CODES[row.actor_kind],
    czr: row.actor_name,
    czsj: chinaDateTime(row.created_at),
    yy: row.reason,
  }));
}
