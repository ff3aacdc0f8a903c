import type { Kysely } from 'kysely';
import {
  interviewProblem,
  NOT_SUITABLE_STUDENT_MESSAGE,
  type ApplicationTransitionRequest,
  type BulkTransitionResult,
  type InterviewDetails,
} from '../../contract/applications';
import { chinaDate } from '../../contract/chinaTime';
import { applicationWorkflow, type ApplicationAction, type ApplicationState } from '../../contract/workflow';
import { ApiError, VALIDATION_FAILED_CODE } from '../core/http/envelope';
import type { Database } from '../schema';
import {
  performTransition,
  STATE_CHANGED_CODE,
  SYSTEM_ACTOR,
  type ActorRef,
  type EmployerScope,
} from '../workflow';
import { APPLICATION_NOT_FOUND } from './errors';
import { stateCode, type ApplicationRow } from './model';
import { findApplications } from './store';

// Every change of an application's state goes through the workflow's transition (the table's rule, one
// conditional update, the audit trail) and tells the student in the same transaction.

type Row = Pick<
  ApplicationRow,
  'id' | 'state' | 'student_id' | 'site_code' | 'employer_id' | 'employer_name' | 'position_name'
>;

function interviewText(interview: InterviewDetails): string {
  const where = interview.msfs === '1' ? `地点：${interview.msdd}` : `线上面试链接：${interview.mslj}`;
  const note = interview.msbz.trim() === '' ? '' : `；备注：${interview.msbz.trim()}`;
  return `时间：${interview.msrq} ${interview.mssj}；${where}${note}`;
}

/** What the student is told of the state their application reached. */
function studentMessage(row: Row, to: ApplicationState, reason: string, interview?: InterviewDetails) {
  const position = `“${row.position_name}”`;
  const lines: Record<ApplicationState, [string, string]> = {
    new: ['申请已投递', `你已投递${position}。`],
    viewed: ['简历已被查看', `${row.employer_name}已查看你投递${position}的简历。`],
    invited: [
      '面试邀请',
      `${row.employer_name}邀请你参加${position}的面试。${interview === undefined ? '' : interviewText(interview)}`,
    ],
    interviewing: ['进入面试', `你申请的${position}已进入面试阶段。`],
    offer: ['录用通知', `恭喜！${row.employer_name}决定录用你担任${position}。`],
    hired: ['已入职', `${row.employer_name}已确认你入职${position}。`],
    rejected: [
      '申请结果通知',
      `${position}：${NOT_SUITABLE_STUDENT_MESSAGE}${reason === '' ? '' : `单位说明：${reason}`}`,
    ],
  };
  const [title, body] = lines[to];
  return { sender: row.employer_name, title, body };
}

async function transitionOne(
  db: Kysely<Database>,
  now: number,
  row: Row,
  action: ApplicationAction,
  actor: ActorRef,
  extra: { reason?: string; interview?: InterviewDetails },
): Promise<ApplicationState> {
  return performTransition(db, {
    table: applicationWorkflow,
    object: {
      type: 'application',
      id: row.id,
      name: row.position_name,
      siteCode: row.site_code,
      employerId: row.employer_id,
    },
    from: row.state,
    action,
    actor,
    ...(extra.reason === undefined ? {} : { reason: extra.reason }),
    now,
    apply: async (trx, to) => {
      const result = await trx
        .updateTable('applications')
        .set({
          state: to,
          updated_at: now,
          ...(action === 'invite' && extra.interview !== undefined
            ? { interview: JSON.stringify(extra.interview) }
            : {}),
          ...(to === 'rejected' ? { reject_reason: (extra.reason ?? '').trim() } : {}),
        })
        .where('id', '=', row.id)
        .where('state', '=', row.state)
        .executeTakeFirst();
      return result.numUpdatedRows;
    },
    student: {
      id: row.student_id,
      message: (to, reason) => studentMessage(row, to, reason, extra.interview),
    },
  });
}

/**
 * POST /com/jlgl/transition: the action on each listed application of the employer at its site. Each
 * is tried on its own: one refused (missing, another employer's, a state that does not allow it, lost
 * to a parallel change) fails alone with its message.
 */
export async function transitionApplications(
  db: Kysely<Database>,
  now: number,
  scope: EmployerScope,
  actor: ActorRef,
  request: ApplicationTransitionRequest,
): Promise<BulkTransitionResult> {
  if (request.action === 'invite') {
    const problem = interviewProblem(request.interview, chinaDate(now));
    if (problem !== null) throw new ApiError(VALIDATION_FAILED_CODE, problem);
  }
  const ids = [...new Set(request.ids)];
  const rows = new Map((await findApplications(db, scope, ids)).map((row) => [row.id, row]));
  const result: BulkTransitionResult = { succeeded: [], failed: [] };
  for (const id of ids) {
    const row = rows.get(id);
    if (row === undefined) {
      result.failed.push({ id, message: APPLICATION_NOT_FOUND });
      continue;
    }
    try {
      const to = await transitionOne(db, now, row, request.action, actor, {
        ...(request.reason === undefined ? {} : { reason: request.reason }),
        ...(request.interview === undefined ? {} : { interview: request.interview }),
      });
      result.succeeded.push({ id, zt: stateCode(to) });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      result.failed.push({ id, message: error.message });
    }
  }
  return result;
}

/**
 * The first time the employer opens or downloads an application it becomes 已查看 (by the system).
 * A parallel first open already did it: nothing more to do. Answers the state now.
 */
export async function markViewed(db: Kysely<Database>, now: number, row: Row): Promise<ApplicationState> {
  if (row.state !== 'new') return row.state;
  try {
    return await transitionOne(db, now, row, 'view', SYSTEM_ACTOR, {});
  } catch (error) {
    if (error instanceof ApiError && error.code === STATE_CHANGED_CODE) {
      const current = await db
        .selectFrom('applications')
        .select('state')
        .where('id', '=', row.id)
        .executeTakeFirstOrThrow();
      return current.state;
    }
    throw error;
  }
}
