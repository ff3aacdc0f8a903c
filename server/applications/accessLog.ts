import type { Kysely } from 'kysely';
import type { AccessKind, AccessLogEntry } from '../../contract/applications';
import { chinaDateTime } from '../../contract/chinaTime';
import type { Page } from '../../contract/paging';
import { onPage } from '../core/db/listQueries';
import { newId } from '../core/tokens';
import type { Database } from '../schema';
import type { ActorRef } from '../workflow';

// PIPL-style accountability: every view of an applicant's personal information (a detail, an
// attachment, an export) is written down, and the employer's main account reads who saw what.

export async function recordAccess(
  db: Kysely<Database>,
  now: number,
  entry: { employerId: string; actor: ActorRef; kind: AccessKind; applicationIds: readonly string[] },
): Promise<void> {
  await db
    .insertInto('application_access_log')
    .values({
      id: newId(),
      employer_id: entry.employerId,
      user_id: entry.actor.id ?? '',
      user_name: entry.actor.name,
      kind: entry.kind,
      application_ids: JSON.stringify(entry.applicationIds),
      count: entry.applicationIds.length,
      created_at: now,
    })
    .execute();
}

/** GET /com/jlgl/accessLog: the employer's log, newest first. */
export async function accessLogPage(
  db: Kysely<Database>,
  employerId: string,
  page: { page: number; size: number },
): Promise<Page<AccessLogEntry>> {
  const own = db.selectFrom('application_access_log').where('employer_id', '=', employerId);
  const [rows, count] = await Promise.all([
    onPage(own.selectAll(), page).orderBy('created_at', 'desc').orderBy('id', 'desc').execute(),
    own.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    records: rows.map((row) => ({
      id: row.id,
      lx: row.kind,
      czr: row.user_name,
      czsj: chinaDateTime(row.created_at),
      sqids: JSON.parse(row.application_ids) as string[],
      sl: Number(row.count),
    })),
    total: Number(count.total),
  };
}
