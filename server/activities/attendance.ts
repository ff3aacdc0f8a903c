import type { Kysely } from 'kysely';
import { STUDENT_REFUSED_CODE } from '../../contract/applications';
import { SIGN_UP_MESSAGES } from '../../contract/activities';
import { ApiError } from '../core/http/envelope';
import { inTransaction } from '../core/db/transactions';
import type { Database } from '../schema';

/** A refusal the student client shows as its message (code 4002). */
export const signUpRefusal = (message: string) => new ApiError(STUDENT_REFUSED_CODE, message);

export type SignUpState = { open: boolean; taken: number };

const CLOSED: SignUpState = { open: false, taken: 0 };

/** Each talk's sign-up (closed with none taken for a talk whose employer never opened it). */
export async function signUpStates(
  db: Kysely<Database>,
  talkIds: readonly string[],
): Promise<Map<string, SignUpState>> {
  const states = new Map(talkIds.map((id) => [id, CLOSED]));
  if (talkIds.length === 0) return states;
  const rows = await db
    .selectFrom('talk_sign_ups')
    .select(['talk_id', 'open', 'taken'])
    .where('talk_id', 'in', [...talkIds])
    .execute();
  for (const row of rows) states.set(row.talk_id, { open: row.open === 1, taken: Number(row.taken) });
  return states;
}

/** Opens or closes a talk's sign-up (seats already taken stay taken). */
export async function setSignUpOpen(
  db: Kysely<Database>,
  now: number,
  talk: { talkId: string; employerId: string },
  open: boolean,
): Promise<void> {
  await db
    .insertInto('talk_sign_ups')
    .values({
      talk_id: talk.talkId,
      employer_id: talk.employerId,
      open: open ? 1 : 0,
      taken: 0,
      updated_at: now,
    })
    .onConflict((conflict) => conflict.column('talk_id').doUpdateSet({ open: open ? 1 : 0, updated_at: now }))
    .execute();
}

/** Which of these talks the student signed up to. */
export async function signedUpTalks(
  db: Kysely<Database>,
  studentId: string,
  talkIds: readonly string[],
): Promise<Set<string>> {
  if (talkIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('talk_attendance')
    .select('talk_id')
    .where('student_id', '=', studentId)
    .where('talk_id', 'in', [...talkIds])
    .execute();
  return new Set(rows.map((row) => row.talk_id));
}

/**
 * Signs the student up, or refuses: already signed up, closed or full. The seat is taken by one
 * conditional update of the talk's count (open, and taken below capacity) in the transaction that
 * records the sign-up, so students racing for the last seat get exactly one of them; a refused
 * sign-up leaves nothing behind.
 */
export async function signUp(
  db: Kysely<Database>,
  now: number,
  attendance: { talkId: string; studentId: string; siteCode: string; capacity: number },
): Promise<void> {
  await inTransaction(db, async (trx) => {
    const added = await trx
      .insertInto('talk_attendance')
      .values({
        talk_id: attendance.talkId,
        student_id: attendance.studentId,
        site_code: attendance.siteCode,
        created_at: now,
      })
      .onConflict((conflict) => conflict.columns(['talk_id', 'student_id']).doNothing())
      .executeTakeFirst();
    if (Number(added.numInsertedOrUpdatedRows ?? 0) !== 1) throw signUpRefusal(SIGN_UP_MESSAGES.already);
    const taken = await trx
      .updateTable('talk_sign_ups')
      .set((eb) => ({ taken: eb('taken', '+', 1) }))
      .where('talk_id', '=', attendance.talkId)
      .where('open', '=', 1)
      .where('taken', '<', attendance.capacity)
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) === 1) return;
    const state = (await signUpStates(trx, [attendance.talkId])).get(attendance.talkId) ?? CLOSED;
    throw signUpRefusal(state.open ? SIGN_UP_MESSAGES.full : SIGN_UP_MESSAGES.closed);
  });
}

/** Cancels the student's sign-up and frees its seat; refuses when there is none. */
export async function cancelSignUp(db: Kysely<Database>, talkId: string, studentId: string): Promise<void> {
  await inTransaction(db, async (trx) => {
    const removed = await trx
      .deleteFrom('talk_attendance')
      .where('talk_id', '=', talkId)
      .where('student_id', '=', studentId)
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) !== 1) throw signUpRefusal(SIGN_UP_MESSAGES.notSignedUp);
    await trx
      .updateTable('talk_sign_ups')
      .set((eb) => ({ taken: eb('taken', '-', 1) }))
      .where('talk_id', '=', talkId)
      .execute();
  });
}
