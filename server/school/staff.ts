import type { Kysely } from 'kysely';
import { newId, newToken, sha256Hex } from '../core/tokens';
import type { StaffPrincipal } from '../fastifyTypes';
import type { Database } from '../schema';

/** A working day's session: staff consoles are opened at a desk, and the token is powerful. */
export const STAFF_SESSION_MS = 12 * 60 * 60 * 1000;

export type NewStaff = { id: string; siteCode: string; username: string; name: string; passwordHash: string };

export async function insertStaff(db: Kysely<Database>, now: number, staff: NewStaff): Promise<void> {
  await db
    .insertInto('school_staff')
    .values({
      id: staff.id,
      site_code: staff.siteCode,
      username: staff.username,
      name: staff.name,
      password_hash: staff.passwordHash,
      created_at: now,
      disabled_at: null,
    })
    .execute();
}

/** True once the site has any staff account (the demo seeds only a site without). */
export async function siteHasStaff(db: Kysely<Database>, siteCode: string): Promise<boolean> {
  const row = await db
    .selectFrom('school_staff')
    .select('id')
    .where('site_code', '=', siteCode)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export function findStaffByUsername(db: Kysely<Database>, siteCode: string, username: string) {
  return db
    .selectFrom('school_staff')
    .selectAll()
    .where('site_code', '=', siteCode)
    .where('username', '=', username)
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
}

export async function replaceStaffPasswordHash(
  db: Kysely<Database>,
  staffId: string,
  upgraded: string,
  stored: string,
): Promise<void> {
  await db
    .updateTable('school_staff')
    .set({ password_hash: upgraded })
    .where('id', '=', staffId)
    .where('password_hash', '=', stored)
    .execute();
}

/** Opens a staff session at the staff member's site; answers its bearer token (only its hash is kept). */
export async function openStaffSession(
  db: Kysely<Database>,
  now: number,
  staffId: string,
  siteCode: string,
): Promise<string> {
  const token = newToken();
  await db
    .insertInto('staff_sessions')
    .values({
      id: newId(),
      staff_id: staffId,
      token_hash: sha256Hex(token),
      site_code: siteCode,
      created_at: now,
      expires_at: now + STAFF_SESSION_MS,
      revoked_at: null,
    })
    .execute();
  return token;
}

export async function findStaffSession(
  db: Kysely<Database>,
  now: number,
  token: string,
): Promise<StaffPrincipal | null> {
  const row = await db
    .selectFrom('staff_sessions as s')
    .innerJoin('school_staff as st', 'st.id', 's.staff_id')
    .select(['s.id as sessionId', 'st.id as staffId', 'st.site_code', 'st.username', 'st.name'])
    .where('s.token_hash', '=', sha256Hex(token))
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', now)
    .where('st.disabled_at', 'is', null)
    .executeTakeFirst();
  if (row === undefined) return null;
  return {
    staffId: row.staffId,
    xxdm: row.site_code,
    username: row.username,
    name: row.name,
    sessionId: row.sessionId,
  };
}

export async function revokeStaffSession(db: Kysely<Database>, now: number, sessionId: string) {
  await db
    .updateTable('staff_sessions')
    .set({ revoked_at: now })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}
