import type { Kysely } from 'kysely';
import {
  SUB_ACCOUNT_NAME_MAX,
  type SaveSubAccountRequest,
  type SubAccount,
} from '../../contract/permissions';
import type { Database } from '../schema';
import { ApiError } from '../core/http/envelope';
import { maskMobile } from '../core/masking';
import { newId } from '../core/tokens';
import { actorNameOf, findAccountByMobile, insertEmployerUser, normalizeMobile } from './employers';
import { assertRoleExists, roleNamesOf } from './roles';
import { endEmployerUserAccess, revokeEmployerSessionsOfUser } from './sessions';

export const SUB_ACCOUNT_NOT_FOUND = '子账号不存在';
export const MAIN_ACCOUNT_UNTOUCHABLE = '不能对主账号进行此操作';
export const MOBILE_IN_USE = '该手机号已被其他账号使用';
export const MEMBER_KEEPS_OWN_DETAILS = '该账号属于其他单位，只能修改角色和启用状态';
export const MEMBER_PASSWORD_ELSEWHERE = '该账号属于其他单位，请由其所属单位重置密码';
export const HAND_OVER_TO_DISABLED = '不能移交给已停用的账号';
export const SUB_ACCOUNT_NAME_REQUIRED = '请输入姓名';
export const SUB_ACCOUNT_NAME_TOO_LONG = `姓名不能超过${SUB_ACCOUNT_NAME_MAX}个字`;

type Db = Kysely<Database>;

/** A user of the employer: whose home it is, or a member added to it (who belongs to another). */
type EmployerUserRow = {
  id: string;
  name: string | null;
  mobile: string;
  password_hash: string;
  role_id: string;
  disabled_at: number | null;
  created_at: number;
  member: boolean;
};

async function usersOf(db: Db, employerId: string, userId?: string): Promise<EmployerUserRow[]> {
  let home = db
    .selectFrom('employer_users as u')
    .select(['u.id', 'u.name', 'u.mobile', 'u.password_hash', 'u.role_id', 'u.disabled_at', 'u.created_at'])
    .where('u.employer_id', '=', employerId);
  let members = db
    .selectFrom('employer_memberships as m')
    .innerJoin('employer_users as u', 'u.id', 'm.user_id')
    .select(['u.id', 'u.name', 'u.mobile', 'u.password_hash', 'm.role_id', 'm.disabled_at', 'm.created_at'])
    .where('m.employer_id', '=', employerId);
  if (userId !== undefined) {
    home = home.where('u.id', '=', userId);
    members = members.where('u.id', '=', userId);
  }
  const [homeRows, memberRows] = await Promise.all([home.execute(), members.execute()]);
  return [
    ...homeRows.map((row) => ({ ...row, member: false })),
    ...memberRows.map((row) => ({ ...row, member: true })),
  ];
}

async function mainUserOf(db: Db, employerId: string): Promise<string | null> {
  const row = await db
    .selectFrom('employers')
    .select('main_user_id')
    .where('id', '=', employerId)
    .executeTakeFirst();
  return row?.main_user_id ?? null;
}

/** Who to ask for a permission: the main account's name, else its masked mobile. */
export async function mainAccountNameOf(db: Db, employerId: string): Promise<string> {
  const mainUserId = await mainUserOf(db, employerId);
  return mainUserId === null ? '主账号' : actorNameOf(db, mainUserId);
}

/**
 * The employer's users, main account first, then by when they were added. Mobiles are the logins:
 * the main account sees them whole, others masked.
 */
export async function listSubAccounts(
  db: Db,
  employerId: string,
  viewerIsMain: boolean,
): Promise<SubAccount[]> {
  const [rows, mainUserId, roleNames] = await Promise.all([
    usersOf(db, employerId),
    mainUserOf(db, employerId),
    roleNamesOf(db, employerId),
  ]);
  return rows
    .map((row) => ({
      id: row.id,
      name: row.name ?? '',
      mobile: viewerIsMain ? row.mobile : maskMobile(row.mobile),
      roleId: row.role_id,
      roleName: row.id === mainUserId ? '主账号' : (roleNames.get(row.role_id) ?? '（已删除的角色）'),
      enabled: row.disabled_at === null,
      isMain: row.id === mainUserId,
      createdAt: Number(row.created_at),
      passwordPending: row.password_hash === '',
      member: row.member,
    }))
    .sort(
      (a, b) => Number(b.isMain) - Number(a.isMain) || a.createdAt - b.createdAt || a.id.localeCompare(b.id),
    );
}

function checkName(value: string): string {
  const name = value.trim();
  if (name === '') throw new ApiError(400, SUB_ACCOUNT_NAME_REQUIRED);
  if ([...name].length > SUB_ACCOUNT_NAME_MAX) throw new ApiError(400, SUB_ACCOUNT_NAME_TOO_LONG);
  return name;
}

/** A user of the employer other than its main account; code 400 otherwise. */
async function subAccountOf(db: Db, employerId: string, userId: string): Promise<EmployerUserRow> {
  const [row] = await usersOf(db, employerId, userId);
  if (row === undefined) throw new ApiError(400, SUB_ACCOUNT_NOT_FOUND);
  if ((await mainUserOf(db, employerId)) === userId) throw new ApiError(400, MAIN_ACCOUNT_UNTOUCHABLE);
  return row;
}

async function setRoleAndState(
  db: Db,
  employerId: string,
  row: EmployerUserRow,
  roleId: string,
  disabledAt: number | null,
) {
  if (row.member) {
    await db
      .updateTable('employer_memberships')
      .set({ role_id: roleId, disabled_at: disabledAt })
      .where('user_id', '=', row.id)
      .where('employer_id', '=', employerId)
      .execute();
  } else {
    await db
      .updateTable('employer_users')
      .set({ role_id: roleId, disabled_at: disabledAt })
      .where('id', '=', row.id)
      .where('employer_id', '=', employerId)
      .execute();
  }
}

/**
 * Opens a sub-account (without id) or edits one; answers its id. A new sub-account has no password:
 * the person logs in by SMS code and chooses one. Disabling ends its sessions at once.
 */
export async function saveSubAccount(
  db: Db,
  now: number,
  employerId: string,
  request: SaveSubAccountRequest,
): Promise<string> {
  const name = checkName(request.name);
  const mobile = normalizeMobile(request.mobile);
  await assertRoleExists(db, employerId, request.roleId);
  const disabledAt = request.enabled ? null : now;
  if (request.id === undefined || request.id === '') {
    if ((await findAccountByMobile(db, mobile)) !== undefined) throw new ApiError(400, MOBILE_IN_USE);
    const id = newId();
    await insertEmployerUser(db, now, {
      id,
      employerId,
      mobile,
      passwordHash: '',
      name,
      roleId: request.roleId,
      disabledAt,
    });
    return id;
  }
  const row = await subAccountOf(db, employerId, request.id);
  if (row.member) {
    if (mobile !== row.mobile || name !== (row.name ?? '')) throw new ApiError(400, MEMBER_KEEPS_OWN_DETAILS);
  } else {
    if (mobile !== row.mobile) {
      const holder = await findAccountByMobile(db, mobile);
      if (holder !== undefined) throw new ApiError(400, MOBILE_IN_USE);
    }
    await db.updateTable('employer_users').set({ name, mobile }).where('id', '=', row.id).execute();
    // A new login name: sessions opened with the old one end.
    if (mobile !== row.mobile) await endEmployerUserAccess(db, now, row.id);
  }
  // Keep the time it was disabled at while it stays disabled.
  await setRoleAndState(
    db,
    employerId,
    row,
    request.roleId,
    request.enabled ? null : (row.disabled_at ?? disabledAt),
  );
  if (!request.enabled) await revokeEmployerSessionsOfUser(db, now, row.id, { employerId });
  return row.id;
}

export async function setSubAccountEnabled(
  db: Db,
  now: number,
  employerId: string,
  userId: string,
  enabled: boolean,
) {
  const row = await subAccountOf(db, employerId, userId);
  await setRoleAndState(db, employerId, row, row.role_id, enabled ? null : (row.disabled_at ?? now));
  if (!enabled) await revokeEmployerSessionsOfUser(db, now, userId, { employerId });
}

/** Clears the password: every session and WeChat/app link ends; the person sets a new one by SMS. */
export async function resetSubAccount(db: Db, now: number, employerId: string, userId: string) {
  const row = await subAccountOf(db, employerId, userId);
  if (row.member) throw new ApiError(400, MEMBER_PASSWORD_ELSEWHERE);
  await db
    .updateTable('employer_users')
    .set({ password_hash: '', password_changed_at: now })
    .where('id', '=', userId)
    .execute();
  await endEmployerUserAccess(db, now, userId);
}

/**
 * The sub-account becomes the main account; the caller stays as a 管理员 sub-account. Conditional on
 * the caller still being the main account, so two hand-overs cannot both win.
 */
export async function handOverMainAccount(db: Db, employerId: string, callerId: string, userId: string) {
  const row = await subAccountOf(db, employerId, userId);
  if (row.disabled_at !== null) throw new ApiError(400, HAND_OVER_TO_DISABLED);
  const result = await db
    .updateTable('employers')
    .set({ main_user_id: userId })
    .where('id', '=', employerId)
    .where('main_user_id', '=', callerId)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new ApiError(409, '主账号已发生变化，请刷新后重试');
  const [caller] = await usersOf(db, employerId, callerId);
  if (caller !== undefined) await setRoleAndState(db, employerId, caller, 'admin', null);
}
