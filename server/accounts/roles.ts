import type { Kysely } from 'kysely';
import {
  BUILT_IN_ROLES,
  NO_GRANTS,
  isBuiltInRole,
  parseGrants,
  type PermissionGrants,
  type Role,
  type SaveRoleRequest,
} from '../../contract/permissions';
import type { Database } from '../schema';
import { ApiError } from '../core/http/envelope';
import { newId } from '../core/tokens';

export const ROLE_NOT_FOUND = '角色不存在或已被删除';
export const ROLE_NAME_TAKEN = '角色名称已存在，请换一个名称';
export const BUILT_IN_ROLE_LOCKED = '内置角色不能修改或删除';
export const ROLE_IN_USE = '该角色仍有账号在使用，请先为这些账号更换角色';

type Db = Kysely<Database>;

function customRole(db: Db, employerId: string, roleId: string) {
  return db
    .selectFrom('employer_roles')
    .select(['id', 'name', 'grants'])
    .where('id', '=', roleId)
    .where('employer_id', '=', employerId)
    .executeTakeFirst();
}

/** The grants of a role at an employer: a built-in role's, or the employer's own role's (none if gone). */
export async function grantsOfRole(db: Db, employerId: string, roleId: string): Promise<PermissionGrants> {
  const builtIn = BUILT_IN_ROLES.find((role) => role.id === roleId);
  if (builtIn !== undefined) return builtIn.grants;
  const row = await customRole(db, employerId, roleId);
  return row === undefined ? NO_GRANTS : parseGrants(JSON.parse(row.grants));
}

export async function roleNameOf(db: Db, employerId: string, roleId: string): Promise<string> {
  const builtIn = BUILT_IN_ROLES.find((role) => role.id === roleId);
  if (builtIn !== undefined) return builtIn.name;
  return (await customRole(db, employerId, roleId))?.name ?? '（已删除的角色）';
}

/** Code 400 unless the role exists at the employer. */
export async function assertRoleExists(db: Db, employerId: string, roleId: string): Promise<void> {
  if (isBuiltInRole(roleId)) return;
  if ((await customRole(db, employerId, roleId)) === undefined) throw new ApiError(400, ROLE_NOT_FOUND);
}

/** How many of the employer's users (home and members) hold each role. */
async function roleUsage(db: Db, employerId: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('employer_users')
    .select('role_id')
    .where('employer_id', '=', employerId)
    .unionAll(db.selectFrom('employer_memberships').select('role_id').where('employer_id', '=', employerId))
    .execute();
  const usage = new Map<string, number>();
  for (const { role_id } of rows) usage.set(role_id, (usage.get(role_id) ?? 0) + 1);
  return usage;
}

/** The name of each role the employer's users may hold, by id. */
export async function roleNamesOf(db: Db, employerId: string): Promise<Map<string, string>> {
  const own = await db
    .selectFrom('employer_roles')
    .select(['id', 'name'])
    .where('employer_id', '=', employerId)
    .execute();
  return new Map<string, string>([
    ...BUILT_IN_ROLES.map((role): [string, string] => [role.id, role.name]),
    ...own.map((row): [string, string] => [row.id, row.name]),
  ]);
}

/** Built-in roles first, then the employer's own by name. */
export async function listRoles(db: Db, employerId: string): Promise<Role[]> {
  const [usage, rows] = await Promise.all([
    roleUsage(db, employerId),
    db
      .selectFrom('employer_roles')
      .select(['id', 'name', 'grants'])
      .where('employer_id', '=', employerId)
      .orderBy('name')
      .execute(),
  ]);
  return [
    ...BUILT_IN_ROLES.map((role) => ({
      id: role.id,
      name: role.name,
      builtIn: true,
      grants: role.grants,
      userCount: usage.get(role.id) ?? 0,
    })),
    ...rows.map((row) => ({
      id: row.id,
      name: row.name,
      builtIn: false,
      grants: parseGrants(JSON.parse(row.grants)),
      userCount: usage.get(row.id) ?? 0,
    })),
  ];
}

async function assertNameFree(db: Db, employerId: string, name: string, exceptId?: string) {
  if (BUILT_IN_ROLES.some((role) => role.name === name)) throw new ApiError(400, ROLE_NAME_TAKEN);
  let query = db
    .selectFrom('employer_roles')
    .select('id')
    .where('employer_id', '=', employerId)
    .where('name', '=', name);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  if ((await query.executeTakeFirst()) !== undefined) throw new ApiError(400, ROLE_NAME_TAKEN);
}

/** Adds or edits an employer's own role; answers its id. */
export async function saveRole(db: Db, now: number, employerId: string, request: SaveRoleRequest) {
  const name = request.name.trim();
  const grants = JSON.stringify(parseGrants(request.grants));
  if (request.id !== undefined && request.id !== '') {
    const id = request.id;
    if (isBuiltInRole(id)) throw new ApiError(400, BUILT_IN_ROLE_LOCKED);
    if ((await customRole(db, employerId, id)) === undefined) throw new ApiError(400, ROLE_NOT_FOUND);
    await assertNameFree(db, employerId, name, id);
    await db
      .updateTable('employer_roles')
      .set({ name, grants, updated_at: now })
      .where('id', '=', id)
      .where('employer_id', '=', employerId)
      .execute();
    return id;
  }
  await assertNameFree(db, employerId, name);
  const id = newId();
  await db
    .insertInto('employer_roles')
    .values({ id, employer_id: employerId, name, grants, created_at: now, updated_at: now })
    .execute();
  return id;
}

/** Removes an employer's own role that no user holds. */
export async function removeRole(db: Db, employerId: string, roleId: string): Promise<void> {
  if (isBuiltInRole(roleId)) throw new ApiError(400, BUILT_IN_ROLE_LOCKED);
  if ((await customRole(db, employerId, roleId)) === undefined) throw new ApiError(400, ROLE_NOT_FOUND);
  if (((await roleUsage(db, employerId)).get(roleId) ?? 0) > 0) throw new ApiError(400, ROLE_IN_USE);
  await db
    .deleteFrom('employer_roles')
    .where('id', '=', roleId)
    .where('employer_id', '=', employerId)
    .execute();
}
