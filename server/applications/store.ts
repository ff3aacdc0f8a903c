import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import type { EmployerScope } from '../workflow';
import { applicationNotFound, APPLICATION_NOT_FOUND, studentRefusal } from './errors';
import type { ApplicationRow } from './model';

// The applications table as the calls reach it: an employer only its own at its session's site, a
// student only their own; anything else answers as missing.

export async function findApplications(
  db: Kysely<Database>,
  scope: EmployerScope,
  ids: readonly string[],
): Promise<ApplicationRow[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('applications')
    .selectAll()
    .where('id', 'in', [...ids])
    .where('employer_id', '=', scope.employerId)
    .where('site_code', '=', scope.siteCode)
    .execute();
}

export async function findApplication(
  db: Kysely<Database>,
  scope: EmployerScope,
  id: string,
): Promise<ApplicationRow> {
  const [row] = await findApplications(db, scope, [id]);
  if (row === undefined) throw applicationNotFound();
  return row;
}

export async function findStudentApplication(
  db: Kysely<Database>,
  studentId: string,
  id: string,
): Promise<ApplicationRow> {
  const row = await db
    .selectFrom('applications')
    .selectAll()
    .where('id', '=', id)
    .where('student_id', '=', studentId)
    .executeTakeFirst();
  if (row === undefined) throw studentRefusal(APPLICATION_NOT_FOUND);
  return row;
}

/** Whether the student applied to the employer (then the employer may see their contacts in full). */
export async function studentsRevealedTo(
  db: Kysely<Database>,
  employerId: string,
  studentIds: readonly string[],
): Promise<Set<string>> {
  if (studentIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('applications')
    .select('student_id')
    .distinct()
    .where('employer_id', '=', employerId)
    .where('student_id', 'in', [...studentIds])
    .execute();
  return new Set(rows.map((row) => row.student_id));
}

/** The student's applications to these positions: position id -> the application's id and state. */
export async function studentApplicationsTo(
  db: Kysely<Database>,
  studentId: string,
  positionIds: readonly string[],
): Promise<Map<string, Pick<ApplicationRow, 'id' | 'state'>>> {
  if (positionIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('applications')
    .select(['id', 'state', 'position_id'])
    .where('student_id', '=', studentId)
    .where('position_id', 'in', [...positionIds])
    .execute();
  return new Map(rows.map((row) => [row.position_id, { id: row.id, state: row.state }]));
}
