import type { Kysely } from 'kysely';
import {
  INVITATION_MESSAGE_LIMIT,
  INVITATION_STATES,
  MAX_PENDING_INVITATIONS,
  textProblem,
  type InvitationState,
  type Invitation,
  type InvitationQuery,
  type InviteRequest,
} from '../../contract/applications';
import type { Page } from '../../contract/paging';
import { STATE_CHANGED_MESSAGE } from '../../contract/workflow';
import { filterValue, onPage } from '../core/db/listQueries';
import { inTransaction } from '../core/db/transactions';
import { ApiError, VALIDATION_FAILED_CODE } from '../core/http/envelope';
import { pageOf } from '../core/http/schemas';
import { newId } from '../core/tokens';
import type { FileStorage } from '../files';
import { deliverToStudent } from '../messages';
import { applicablePosition } from '../positions';
import { readResumeView } from '../resumes';
import type { Database } from '../schema';
import { STATE_CHANGED_CODE, type ActorRef, type EmployerScope } from '../workflow';
import { applyToPosition, POSITION_CLOSED, type ApplyingStudent } from './apply';
import { studentRefusal } from './errors';
import { invitationOf } from './model';

// Invitations to apply (jlgl/rcjs 邀请投递): an employer invites a talent-pool student to one of its open
// positions; the student accepts (an application, by the same rules as applying) or declines.

const NOT_FOUND_CODE = 404;
export const STUDENT_NOT_FOUND = '该学生不存在或已退出人才库';
export const INVITATION_NOT_FOUND = '邀请不存在';
export const INVITATION_ANSWERED = '该邀请已处理';

const refused = (message: string) => new ApiError(VALIDATION_FAILED_CODE, message);

/** POST /com/rcjs/invite: answers the invitation's id. */
export async function inviteStudent(
  db: Kysely<Database>,
  now: number,
  scope: EmployerScope,
  actor: ActorRef,
  request: InviteRequest,
): Promise<string> {
  const message = (request.ly ?? '').trim();
  const problem = textProblem(message, INVITATION_MESSAGE_LIMIT, '留言', false);
  if (problem !== null) throw refused(problem);
  const position = await applicablePosition(db, now, scope.siteCode, request.zwid);
  if (position === undefined || position.employerId !== scope.employerId)
    throw new ApiError(NOT_FOUND_CODE, '职位不存在');
  if (!position.open) throw refused('只能邀请投递已发布且未截止的职位');
  // Only a student in the talent pool can be invited (one of another school could never accept: their
  // acceptance looks for the position at their own school).
  if (!(await readResumeView(db, request.xsid)).rck) throw new ApiError(NOT_FOUND_CODE, STUDENT_NOT_FOUND);

  const applied = await db
    .selectFrom('applications')
    .select('id')
    .where('student_id', '=', request.xsid)
    .where('position_id', '=', position.id)
    .executeTakeFirst();
  if (applied !== undefined) throw refused('该学生已申请此职位');

  const id = newId();
  await inTransaction(db, async (trx) => {
    const pending = await trx
      .selectFrom('application_invitations')
      .select(['position_id'])
      .where('employer_id', '=', scope.employerId)
      .where('student_id', '=', request.xsid)
      .where('state', '=', 'pending')
      .execute();
    if (pending.some((row) => row.position_id === position.id))
      throw refused('已向该学生发出此职位的邀请，请等待回复');
    if (pending.length >= MAX_PENDING_INVITATIONS)
      throw refused(`对同一位学生最多同时保留${MAX_PENDING_INVITATIONS}个待回复的邀请`);
    await trx
      .insertInto('application_invitations')
      .values({
        id,
        employer_id: scope.employerId,
        employer_name: position.employerName,
        student_id: request.xsid,
        site_code: scope.siteCode,
        position_id: position.id,
        position_name: position.name,
        message,
        state: 'pending',
        sender_id: actor.id ?? '',
        created_at: now,
        answered_at: null,
        application_id: null,
      })
      .execute();
    const note = message === '' ? '' : `留言：${message}`;
    await deliverToStudent(trx, now, request.xsid, {
      sender: position.employerName,
      title: '投递邀请',
      body: `${position.employerName}邀请你投递“${position.name}”。${note}`,
      objectType: 'invitation',
      objectId: id,
    });
  });
  return id;
}

const stateOfCode = (code: string): InvitationState | undefined =>
  (Object.keys(INVITATION_STATES) as InvitationState[]).find(
    (state) => INVITATION_STATES[state].code === code,
  );

/** GET /stu/grzx/sq/invitations: the student's invitations, newest first, optionally of one state. */
export async function studentInvitations(
  db: Kysely<Database>,
  studentId: string,
  query: InvitationQuery,
): Promise<Page<Invitation>> {
  const code = filterValue(query.zt);
  const state = code === null ? undefined : stateOfCode(code);
  const own = db
    .selectFrom('application_invitations')
    .where('student_id', '=', studentId)
    .$if(state !== undefined, (q) => q.where('state', '=', state ?? 'pending'));
  const [rows, count] = await Promise.all([
    onPage(own.selectAll(), pageOf(query)).orderBy('created_at', 'desc').orderBy('id', 'desc').execute(),
    own.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { records: rows.map(invitationOf), total: Number(count.total) };
}

async function pendingInvitation(db: Kysely<Database>, studentId: string, id: string) {
  const row = await db
    .selectFrom('application_invitations')
    .selectAll()
    .where('id', '=', id)
    .where('student_id', '=', studentId)
    .executeTakeFirst();
  if (row === undefined) throw studentRefusal(INVITATION_NOT_FOUND);
  if (row.state !== 'pending') throw studentRefusal(INVITATION_ANSWERED);
  return row;
}

/** Moves the student's pending invitation to a state (answers the rows changed: 0 when it was answered). */
async function answer(
  db: Kysely<Database>,
  now: number,
  id: string,
  state: Exclude<InvitationState, 'pending'>,
  applicationId: string | null,
): Promise<number> {
  const result = await db
    .updateTable('application_invitations')
    .set({ state, answered_at: now, application_id: applicationId })
    .where('id', '=', id)
    .where('state', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * POST /stu/grzx/sq/accept: the invitation becomes an application by the rules of applying (the
 * position open, the resume enough: code 4004 otherwise, the invitation then still pending). A student
 * who already applied to the position has the invitation linked to that application. Answers its id.
 */
export async function acceptInvitation(
  db: Kysely<Database>,
  storage: FileStorage,
  now: number,
  student: ApplyingStudent,
  id: string,
): Promise<string> {
  const invitation = await pendingInvitation(db, student.studentId, id);
  const existing = await db
    .selectFrom('applications')
    .select('id')
    .where('student_id', '=', student.studentId)
    .where('position_id', '=', invitation.position_id)
    .executeTakeFirst();
  if (existing !== undefined) {
    if ((await answer(db, now, id, 'accepted', existing.id)) !== 1) throw studentRefusal(INVITATION_ANSWERED);
    return existing.id;
  }
  const position = await applicablePosition(db, now, invitation.site_code, invitation.position_id);
  if (position?.open !== true) {
    await answer(db, now, id, 'closed', null);
    throw studentRefusal(POSITION_CLOSED);
  }
  return applyToPosition(db, storage, now, student, invitation.position_id, {
    id,
    accepted: async (trx, applicationId) => {
      if ((await answer(trx, now, id, 'accepted', applicationId)) !== 1)
        throw new ApiError(STATE_CHANGED_CODE, STATE_CHANGED_MESSAGE);
    },
  });
}

/** POST /stu/grzx/sq/decline. */
export async function declineInvitation(
  db: Kysely<Database>,
  now: number,
  studentId: string,
  id: string,
): Promise<Invitation> {
  await pendingInvitation(db, studentId, id);
  if ((await answer(db, now, id, 'declined', null)) !== 1) throw studentRefusal(INVITATION_ANSWERED);
  const row = await db
    .selectFrom('application_invitations')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return invitationOf(row);
}
