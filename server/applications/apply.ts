import type { Kysely } from 'kysely';
import { INCOMPLETE_RESUME_CODE } from '../../contract/applications';
import { RESUME_ATTACHMENT_BUCKET } from '../../contract/files';
import { canApplyWith, emptyResume, INCOMPLETE_RESUME_MESSAGE, type Resume } from '../../contract/resumes';
import { applicationWorkflow } from '../../contract/workflow';
import { isUniqueViolation } from '../core/db/errors';
import { inTransaction } from '../core/db/transactions';
import { ApiError } from '../core/http/envelope';
import { newId } from '../core/tokens';
import { claimUploads, copyAttachedUploads, type FileStorage } from '../files';
import { applicablePosition } from '../positions';
import { readResume } from '../resumes';
import type { Database } from '../schema';
import { recordCreation } from '../workflow';
import { studentRefusal } from './errors';
import { snapshotColumns, snapshotOf } from './model';

export const POSITION_NOT_FOUND = '职位不存在';
export const POSITION_CLOSED = '该职位已停止招聘或已过截止日期';
export const ALREADY_APPLIED = '你已申请过该职位，请勿重复申请';

export type ApplyingStudent = { studentId: string; siteCode: string };

/**
 * The resume with its attachment replaced by a copy of the application's own (the student may replace
 * or remove theirs later); without it when its bytes are gone. The copy is claimed with the application.
 */
async function withOwnAttachment(
  db: Kysely<Database>,
  storage: FileStorage,
  now: number,
  studentId: string,
  resume: Resume,
): Promise<Resume> {
  if (resume.fjjl === null) return resume;
  const copies = await copyAttachedUploads(db, storage, now, {
    paths: [resume.fjjl.path],
    from: { kind: 'resume', id: studentId },
    userId: null,
    studentId,
  });
  const path = copies.get(resume.fjjl.path);
  return { ...resume, fjjl: path === undefined ? null : { ...resume.fjjl, path } };
}

/**
 * A student's application to a position of their school: refused unless the position is published and
 * not past its deadline, refused a second time for the same position, refused with code 4004 and
 * INCOMPLETE_RESUME_MESSAGE when the resume is not enough (canApplyWith). Stores a snapshot of the
 * resume as it is now (with a copy of its attachment) and records the creation in the audit trail. `invitationId` links an accepted
 * invitation (`accepted` runs in the same transaction: the invitation's own conditional update).
 * Answers the application's id.
 */
export async function applyToPosition(
  db: Kysely<Database>,
  storage: FileStorage,
  now: number,
  student: ApplyingStudent,
  positionId: string,
  invitation?: { id: string; accepted: (trx: Kysely<Database>, applicationId: string) => Promise<void> },
): Promise<string> {
  const position = await applicablePosition(db, now, student.siteCode, positionId);
  if (position === undefined) throw studentRefusal(POSITION_NOT_FOUND);
  if (!position.open) throw studentRefusal(POSITION_CLOSED);
  const existing = await db
    .selectFrom('applications')
    .select('id')
    .where('student_id', '=', student.studentId)
    .where('position_id', '=', positionId)
    .executeTakeFirst();
  if (existing !== undefined) throw studentRefusal(ALREADY_APPLIED);
  const current = (await readResume(db, student.studentId)) ?? emptyResume();
  if (!canApplyWith(current)) throw new ApiError(INCOMPLETE_RESUME_CODE, INCOMPLETE_RESUME_MESSAGE);
  const resume = await withOwnAttachment(db, storage, now, student.studentId, current);
  if (!canApplyWith(resume)) throw new ApiError(INCOMPLETE_RESUME_CODE, INCOMPLETE_RESUME_MESSAGE);

  const id = newId();
  const columns = snapshotColumns(snapshotOf(resume, now));
  try {
    await inTransaction(db, async (trx) => {
      await trx
        .insertInto('applications')
        .values({
          id,
          student_id: student.studentId,
          site_code: position.siteCode,
          position_id: position.id,
          employer_id: position.employerId,
          position_name: position.name,
          employer_name: position.employerName,
          state: applicationWorkflow.initial,
          ...columns,
          invitation_id: invitation?.id ?? null,
          interview: null,
          reject_reason: '',
          created_at: now,
          updated_at: now,
        })
        .execute();
      if (resume.fjjl !== null) {
        const claimed = await claimUploads(trx, {
          paths: [resume.fjjl.path],
          bucket: RESUME_ATTACHMENT_BUCKET,
          owner: { kind: 'application', id },
          uploader: { userId: null, studentId: student.studentId, secretHash: null },
        });
        if (claimed !== 1) throw new Error('the copy of the attachment resume could not be claimed');
      }
      await recordCreation(trx, {
        object: {
          type: 'application',
          id,
          name: position.name,
          siteCode: position.siteCode,
          employerId: position.employerId,
        },
        initial: applicationWorkflow.initial,
        actor: { kind: 'student', id: student.studentId, name: columns.student_name || '学生' },
        now,
        ...(invitation === undefined ? {} : { note: '接受单位邀请投递' }),
      });
      if (invitation !== undefined) await invitation.accepted(trx, id);
    });
  } catch (error) {
    // Two parallel applications of one student to one position: the unique index keeps one.
    if (isUniqueViolation(error)) throw studentRefusal(ALREADY_APPLIED);
    throw error;
  }
  return id;
}
