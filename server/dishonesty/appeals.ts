import type { Kysely } from 'kysely';
import { APPEAL_BUCKET } from '../../contract/files';
import { chinaDateTime } from '../../contract/chinaTime';
import {
  APPEAL_STATES,
  appealProblem,
  type Appeal,
  type AppealAnswer,
  type AppealRequest,
  type AppealStateCode,
} from '../../contract/dishonesty';
import { reasonProblem } from '../../contract/workflow';
import { usersOfEmployer } from '../accounts';
import { inTransaction } from '../core/db/transactions';
import { ApiError, VALIDATION_FAILED_CODE } from '../core/http/envelope';
import { newId } from '../core/tokens';
import { attachedFile, claimUploads, type Uploader } from '../files';
import { deliverToUsers } from '../messages';
import type { Database } from '../schema';
import type { DishonestyAppealsTable, DishonestyRecordsTable } from './tables';

export const RECORD_NOT_FOUND = '不诚信记录不存在';
export const APPEAL_NOT_FOUND = '申诉不存在';
const STATE_CHANGED = '记录状态已发生变化，请刷新后重试';

const APPEAL_CODES: Record<string, AppealStateCode> = { pending: '1', accepted: '2', rejected: '3' };

/** A record within reach (the employer's own at its site, or any of the staff's site), else not found. */
export async function findRecord(
  db: Kysely<Database>,
  reach: { siteCode: string; employerId?: string },
  id: string,
): Promise<DishonestyRecordsTable> {
  const row = await db
    .selectFrom('dishonesty_records')
    .selectAll()
    .where('id', '=', id)
    .where('site_code', '=', reach.siteCode)
    .$if(reach.employerId !== undefined, (query) => query.where('employer_id', '=', reach.employerId ?? ''))
    .executeTakeFirst();
  if (row === undefined) throw new ApiError(VALIDATION_FAILED_CODE, RECORD_NOT_FOUND);
  return row;
}

export async function appealsOf(db: Kysely<Database>, recordId: string): Promise<Appeal[]> {
  const rows = await db
    .selectFrom('dishonesty_appeals')
    .selectAll()
    .where('record_id', '=', recordId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(appealOf);
}

export function appealOf(row: DishonestyAppealsTable): Appeal {
  const zt = APPEAL_CODES[row.state] ?? '1';
  return {
    id: row.id,
    jlid: row.record_id,
    ssly: row.reason,
    fj: JSON.parse(row.attachments) as Appeal['fj'],
    zt,
    ztmc: APPEAL_STATES[zt],
    dfyy: row.answer_reason,
    dfr: row.answered_by,
    dfsj: row.answered_at === null ? '' : chinaDateTime(row.answered_at),
    sssj: chinaDateTime(row.created_at),
  };
}

/**
 * The employer appeals one of its records in force: the record goes under appeal (one conditional
 * update, so one appeal waits at a time) and the attachments it uploaded are claimed for the appeal,
 * all in one transaction. Answers the appeal's id.
 */
export async function fileAppeal(
  db: Kysely<Database>,
  now: number,
  owner: { siteCode: string; employerId: string; uploader: Uploader },
  request: AppealRequest,
): Promise<string> {
  const problem = appealProblem(request);
  if (problem !== null) throw new ApiError(VALIDATION_FAILED_CODE, problem);
  const record = await findRecord(db, owner, request.jlid);
  if (record.state === 'appealed')
    throw new ApiError(VALIDATION_FAILED_CODE, '该记录的申诉正在处理中，请等待学校答复');
  if (record.state === 'revoked') throw new ApiError(VALIDATION_FAILED_CODE, '该记录已撤销，无需申诉');
  const id = newId();
  const paths = [...new Set(request.fjids)];
  return inTransaction(db, async (trx) => {
    const moved = await trx
      .updateTable('dishonesty_records')
      .set({ state: 'appealed' })
      .where('id', '=', record.id)
      .where('state', '=', 'active')
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) throw new ApiError(VALIDATION_FAILED_CODE, STATE_CHANGED);
    const owned = { kind: 'dishonestyAppeal' as const, id };
    if (paths.length > 0) {
      const claimed = await claimUploads(trx, {
        paths,
        bucket: APPEAL_BUCKET,
        owner: owned,
        uploader: owner.uploader,
      });
      if (claimed !== paths.length)
        throw new ApiError(VALIDATION_FAILED_CODE, '附件不存在或已失效，请重新上传');
    }
    const files = [];
    for (const path of paths) {
      const file = await attachedFile(trx, owned, path);
      files.push({ id: path, name: file?.name ?? path });
    }
    await trx
      .insertInto('dishonesty_appeals')
      .values({
        id,
        record_id: record.id,
        site_code: record.site_code,
        employer_id: record.employer_id,
        reason: request.ssly.trim(),
        attachments: JSON.stringify(files),
        state: 'pending',
        answer_reason: '',
        answered_by: '',
        answered_at: null,
        created_at: now,
      })
      .execute();
    return id;
  });
}

/**
 * The school answers a pending appeal of its site: accept revokes the record (it no longer counts
 * towards a suspension); reject (reason required) puts it back in force. The employer's users are told.
 */
export async function answerAppeal(
  db: Kysely<Database>,
  now: number,
  staff: { siteCode: string; name: string },
  answer: AppealAnswer,
): Promise<void> {
  const reason = (answer.reason ?? '').trim();
  const problem = reasonProblem(answer.action === 'reject' ? 'required' : 'optional', reason, '驳回申诉');
  if (problem !== null) throw new ApiError(VALIDATION_FAILED_CODE, problem);
  const appeal = await db
    .selectFrom('dishonesty_appeals')
    .selectAll()
    .where('id', '=', answer.ssid)
    .where('site_code', '=', staff.siteCode)
    .executeTakeFirst();
  if (appeal === undefined) throw new ApiError(VALIDATION_FAILED_CODE, APPEAL_NOT_FOUND);
  if (appeal.state !== 'pending') throw new ApiError(VALIDATION_FAILED_CODE, '该申诉已处理');
  const record = await findRecord(db, { siteCode: staff.siteCode }, appeal.record_id);
  const accepted = answer.action === 'accept';
  await inTransaction(db, async (trx) => {
    const answered = await trx
      .updateTable('dishonesty_appeals')
      .set({
        state: accepted ? 'accepted' : 'rejected',
        answer_reason: reason,
        answered_by: staff.name,
        answered_at: now,
      })
      .where('id', '=', appeal.id)
      .where('state', '=', 'pending')
      .executeTakeFirst();
    if (Number(answered.numUpdatedRows) !== 1) throw new ApiError(VALIDATION_FAILED_CODE, STATE_CHANGED);
    await trx
      .updateTable('dishonesty_records')
      .set({ state: accepted ? 'revoked' : 'active' })
      .where('id', '=', record.id)
      .where('state', '=', 'appealed')
      .execute();
    const subject = `“${record.object_name}”的不诚信记录`;
    await deliverToUsers(trx, now, await usersOfEmployer(trx, record.employer_id), {
      sender: '学校审核',
      title: accepted ? '申诉成功：不诚信记录已撤销' : '申诉未通过',
      body: accepted
        ? `贵单位对${subject}的申诉已通过，该记录已撤销。${reason === '' ? '' : `说明：${reason}`}`
        : `贵单位对${subject}的申诉未通过。原因：${reason}`,
      employerId: record.employer_id,
      objectType: 'dishonestyRecord',
      objectId: record.id,
    });
  });
}
