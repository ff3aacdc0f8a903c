import type { Kysely } from 'kysely';
import {
  NOT_SUITABLE_STUDENT_MESSAGE,
  STUDENT_STATE_LABELS,
  type StudentApplicationDetail,
  type StudentApplicationItem,
  type StudentApplicationQuery,
  type StudentHistoryEntry,
} from '../../contract/applications';
import type { Page } from '../../contract/paging';
import { applicationWorkflow, stateOfCode, type ApplicationState } from '../../contract/workflow';
import { filterValue, onPage } from '../core/db/listQueries';
import { pageOf } from '../core/http/schemas';
import type { Database } from '../schema';
import { historyOf } from '../workflow';
import { parseSnapshot, STUDENT_COLUMNS, studentItemOf } from './model';
import { findStudentApplication } from './store';

// The student's applications (/stu/grzx/sq/*), in the student's wording: never 不合适, never the
// employer's notes or the names of its users.

/** GET /stu/grzx/sq/list: newest first, optionally of one state. */
export async function studentApplications(
  db: Kysely<Database>,
  studentId: string,
  query: StudentApplicationQuery,
): Promise<Page<StudentApplicationItem>> {
  const code = filterValue(query.zt);
  const state: ApplicationState | undefined =
    code === null ? undefined : stateOfCode(applicationWorkflow, code);
  const own = db
    .selectFrom('applications')
    .where('student_id', '=', studentId)
    .$if(state !== undefined, (q) => q.where('state', '=', state ?? 'new'));
  const [rows, count] = await Promise.all([
    onPage(own.select(STUDENT_COLUMNS), pageOf(query))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute(),
    own.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { records: rows.map(studentItemOf), total: Number(count.total) };
}

/** GET /stu/grzx/sq/detail: the application, its history in the student's wording, the resume as sent. */
export async function studentApplicationDetail(
  db: Kysely<Database>,
  studentId: string,
  id: string,
): Promise<StudentApplicationDetail> {
  const row = await findStudentApplication(db, studentId, id);
  const entries = await historyOf(db, applicationWorkflow, 'application', id);
  const rejected = applicationWorkflow.states.rejected.code;
  const history = entries.map((entry): StudentHistoryEntry => ({
    zt: entry.xzt,
    ztmc: STUDENT_STATE_LABELS[entry.xzt] ?? '',
    czsj: entry.czsj,
    sm:
      entry.xzt === rejected
        ? `${NOT_SUITABLE_STUDENT_MESSAGE}${entry.yy === '' ? '' : `单位说明：${entry.yy}`}`
        : '',
  }));
  return { ...studentItemOf(row), history, jl: parseSnapshot(row) };
}
