import type { Kysely } from 'kysely';
import {
  NOTE_LIMIT,
  textProblem,
  type ApplicationDetail,
  type ApplicationNote,
} from '../../contract/applications';
import { applicationWorkflow } from '../../contract/workflow';
import { ApiError, VALIDATION_FAILED_CODE } from '../core/http/envelope';
import { newId } from '../core/tokens';
import type { Database } from '../schema';
import { historyOf, type ActorRef, type EmployerScope } from '../workflow';
import { recordAccess } from './accessLog';
import { interviewOf, listItemOf, noteOf, parseSnapshot, type ApplicationRow } from './model';
import { findApplication } from './store';
import { markViewed } from './transitions';

// What the employer reads of one application (jlgl/zxjlck), and its private notes.

async function notesOf(db: Kysely<Database>, applicationId: string): Promise<ApplicationNote[]> {
  const rows = await db
    .selectFrom('application_notes')
    .selectAll()
    .where('application_id', '=', applicationId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(noteOf);
}

/**
 * GET /com/jlgl/detail: the snapshot as sent, state, history and notes. The first open sets 已查看; every
 * open is written to the access log.
 */
export async function applicationDetail(
  db: Kysely<Database>,
  now: number,
  scope: EmployerScope,
  actor: ActorRef,
  id: string,
): Promise<ApplicationDetail> {
  const found = await findApplication(db, scope, id);
  const state = await markViewed(db, now, found);
  await recordAccess(db, now, { employerId: scope.employerId, actor, kind: 'detail', applicationIds: [id] });
  const row: ApplicationRow = state === found.state ? found : await findApplication(db, scope, id);
  const [history, notes] = await Promise.all([
    historyOf(db, applicationWorkflow, 'application', id),
    notesOf(db, id),
  ]);
  return {
    ...listItemOf(row),
    jl: parseSnapshot(row),
    ms: interviewOf(row),
    yy: row.state === 'rejected' ? row.reject_reason : '',
    history,
    notes,
  };
}

/**
 * The attachment resume of the snapshot, for download: sets 已查看 like an open and is logged. Answers
 * its stored path and name, or null when the snapshot has none.
 */
export async function attachmentToServe(
  db: Kysely<Database>,
  now: number,
  scope: EmployerScope,
  actor: ActorRef,
  id: string,
): Promise<{ path: string; name: string } | null> {
  const row = await findApplication(db, scope, id);
  const attachment = parseSnapshot(row).fjjl;
  if (attachment === null) return null;
  await markViewed(db, now, row);
  await recordAccess(db, now, {
    employerId: scope.employerId,
    actor,
    kind: 'attachment',
    applicationIds: [id],
  });
  return { path: attachment.path, name: attachment.name };
}

/** POST /com/jlgl/note: a note on the employer's own application, seen only by the employer's users. */
export async function addNote(
  db: Kysely<Database>,
  now: number,
  scope: EmployerScope,
  actor: ActorRef,
  request: { id: string; nr: string },
): Promise<ApplicationNote> {
  const problem = textProblem(request.nr, NOTE_LIMIT, '备注', true);
  if (problem !== null) throw new ApiError(VALIDATION_FAILED_CODE, problem);
  const row = await findApplication(db, scope, request.id);
  const note = {
    id: newId(),
    application_id: row.id,
    employer_id: scope.employerId,
    author_id: actor.id ?? '',
    author_name: actor.name,
    body: request.nr.trim(),
    created_at: now,
  };
  await db.insertInto('application_notes').values(note).execute();
  return noteOf(note);
}
