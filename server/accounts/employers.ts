import type { Kysely } from 'kysely';
import { checkMobile, phoneMessage } from '../../ui/validators';
import type { EmployerLoginResult } from '../../contract/account';
import type { Database } from '../schema';
import { ApiError } from '../core/http/envelope';
import { maskMobile } from '../core/masking';
import { openEmployerSession } from './sessions';

export type EmployerAccount = {
  userId: string;
  mobile: string;
  passwordHash: string;
  dwid: string;
  jbxxid: string;
  dwmc: string;
  tyshxydm: string;
  /** Disabled by the employer's main account (at the employer this account acts for). */
  disabledAt: number | null;
};

export const ACCOUNT_DISABLED = '该账号已被单位主账号停用，请联系单位主账号';

/** The 11-digit mobile of a loosely valid input (+86 / 0086 dropped); code 400 otherwise. */
export function normalizeMobile(value: string): string {
  const trimmed = value.trim();
  if (checkMobile(trimmed) !== null) throw new ApiError(400, phoneMessage.mobile);
  return trimmed.slice(-11);
}

function accountQuery(db: Kysely<Database>) {
  return db
    .selectFrom('employer_users as u')
    .innerJoin('employers as e', 'e.id', 'u.employer_id')
    .select([
      'u.id as userId',
      'u.mobile',
      'u.password_hash as passwordHash',
      'e.id as dwid',
      'e.profile_id as jbxxid',
      'e.name as dwmc',
      'e.credit_code as tyshxydm',
      'u.disabled_at as disabledAt',
    ]);
}

export function findAccountByMobile(db: Kysely<Database>, mobile: string) {
  return accountQuery(db).where('u.mobile', '=', mobile).executeTakeFirst();
}

export function findAccountByUserId(db: Kysely<Database>, userId: string) {
  return accountQuery(db).where('u.id', '=', userId).executeTakeFirst();
}

/**
 * The employers a user acts for, as rows of `employers`: its home employer first, then by name.
 * The ids come from a UNION of the home-employer lookup and the memberships, each answered by a
 * primary key, and join `employers` on its primary key (a join on `e.id = u.employer_id OR e.id IN
 * (...)` would scan `employers` on PostgreSQL). UNION also lists once an employer that is both.
 */
export function employersOfUser(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom((eb) =>
      eb
        .selectFrom('employer_users as h')
        .select('h.employer_id')
        .where('h.id', '=', userId)
        .union(
          eb.selectFrom('employer_memberships as m').select('m.employer_id').where('m.user_id', '=', userId),
        )
        .as('ids'),
    )
    .innerJoin('employers as e', 'e.id', 'ids.employer_id')
    .innerJoin('employer_users as u', (join) => join.on('u.id', '=', userId))
    .select([
      'e.id',
      'e.profile_id',
      'e.name',
      'e.credit_code',
      'e.site_code',
      (eb) => eb.case().when('e.id', '=', eb.ref('u.employer_id')).then(0).else(1).end().as('rank'),
    ])
    .orderBy('rank')
    .orderBy('e.name')
    .orderBy('e.id')
    .execute();
}

/**
 * The user's account acting for `employerId`, when that is its home employer or one of its
 * memberships; undefined otherwise (an unknown employer and another's answer alike).
 */
export async function findAccountForEmployer(
  db: Kysely<Database>,
  userId: string,
  employerId: string,
): Promise<EmployerAccount | undefined> {
  const account = await findAccountByUserId(db, userId);
  if (account === undefined) return undefined;
  if (account.dwid === employerId) return account;
  const employer = await db
    .selectFrom('employer_memberships as m')
    .innerJoin('employers as e', 'e.id', 'm.employer_id')
    .select(['e.id', 'e.profile_id', 'e.name', 'e.credit_code', 'm.disabled_at'])
    .where('m.user_id', '=', userId)
    .where('m.employer_id', '=', employerId)
    .executeTakeFirst();
  if (employer === undefined) return undefined;
  return {
    ...account,
    dwid: employer.id,
    jbxxid: employer.profile_id,
    dwmc: employer.name,
    tyshxydm: employer.credit_code,
    disabledAt: employer.disabled_at,
  };
}

/** Lets a user act for a further employer (idempotent). */
export async function addMembership(
  db: Kysely<Database>,
  now: number,
  userId: string,
  employerId: string,
): Promise<void> {
  await db
    .insertInto('employer_memberships')
    .values({ user_id: userId, employer_id: employerId, created_at: now })
    .onConflict((conflict) => conflict.columns(['user_id', 'employer_id']).doNothing())
    .execute();
}

/** Opens a 7-day session at the site, acting for the account's employer, and answers what every login answers. */
export async function logIn(
  db: Kysely<Database>,
  now: number,
  account: EmployerAccount,
  siteCode: string,
): Promise<EmployerLoginResult> {
  if (account.disabledAt !== null) throw new ApiError(400, ACCOUNT_DISABLED);
  const token = await openEmployerSession(db, now, account.userId, siteCode, account.dwid);
  const memberships = await db
    .selectFrom('employer_memberships')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
    .where('user_id', '=', account.userId)
    .executeTakeFirstOrThrow();
  return {
    token,
    dwid: account.dwid,
    jbxxid: account.jbxxid,
    dwmc: account.dwmc,
    tyshxydm: account.tyshxydm,
    xxdm: siteCode,
    // PostgreSQL counts in bigint, which its driver hands over as a string.
    dwsl: 1 + Number(memberships.count),
    mmdsz: account.passwordHash === '',
  };
}

/** Replaces a user's password hash only while it is still `stored` (a rehash after login). */
export async function replacePasswordHash(
  db: Kysely<Database>,
  userId: string,
  upgraded: string,
  stored: string,
): Promise<void> {
  await db
    .updateTable('employer_users')
    .set({ password_hash: upgraded })
    .where('id', '=', userId)
    .where('password_hash', '=', stored)
    .execute();
}

export type NewEmployer = {
  id: string;
  /** The contract's jbxxid. */
  profileId: string;
  name: string;
  creditCode: string;
  contactName: string;
  /** The school site where it registered. */
  siteCode: string;
  /** 单位性质 and 单位行业 codes and the licence image's stored path; '' (absent) for demo data. */
  nature?: string;
  industry?: string;
  licencePath?: string;
};

export async function insertEmployer(
  db: Kysely<Database>,
  now: number,
  employer: NewEmployer,
): Promise<void> {
  await db
    .insertInto('employers')
    .values({
      id: employer.id,
      profile_id: employer.profileId,
      name: employer.name,
      credit_code: employer.creditCode,
      contact_name: employer.contactName,
      site_code: employer.siteCode,
      created_at: now,
      nature: employer.nature ?? '',
      industry: employer.industry ?? '',
      licence_path: employer.licencePath ?? '',
    })
    .execute();
}

export type NewEmployerUser = {
  id: string;
  employerId: string;
  mobile: string;
  /** '' while the person has still to choose one (a new sub-account). */
  passwordHash: string;
  name?: string;
  /** Default 管理员. */
  roleId?: string;
  disabledAt?: number | null;
};

/**
 * A person who logs in for `employerId` (its home employer). The first one of an employer (the one
 * registering it) becomes its main account.
 */
export async function insertEmployerUser(db: Kysely<Database>, now: number, user: NewEmployerUser) {
  await db
    .insertInto('employer_users')
    .values({
      id: user.id,
      employer_id: user.employerId,
      mobile: user.mobile,
      password_hash: user.passwordHash,
      created_at: now,
      password_changed_at: now,
      name: user.name ?? null,
      role_id: user.roleId ?? 'admin',
      disabled_at: user.disabledAt ?? null,
    })
    .execute();
  await db
    .updateTable('employers')
    .set({ main_user_id: user.id })
    .where('id', '=', user.employerId)
    .where('main_user_id', 'is', null)
    .execute();
}

/** True once any employer exists (the demo seeds only an empty database). */
export async function hasAnyEmployer(db: Kysely<Database>): Promise<boolean> {
  return (await db.selectFrom('employers').select('id').limit(1).executeTakeFirst()) !== undefined;
}

/** Every user who acts for an employer: those whose home it is and those added to it. */
export async function usersOfEmployer(db: Kysely<Database>, employerId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('employer_users')
    .select('id')
    .where('employer_id', '=', employerId)
    .union(
      db.selectFrom('employer_memberships').select('user_id as id').where('employer_id', '=', employerId),
    )
    .execute();
  return rows.map((row) => row.id);
}

/**
 * How the audit trail names an employer user who acts: the name given on screen wsdwyh, else the
 * masked mobile (never the full number: histories are shown to the school and to the employer).
 */
export async function actorNameOf(db: Kysely<Database>, userId: string): Promise<string> {
  const user = await db
    .selectFrom('employer_users')
    .select(['name', 'mobile'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (user === undefined) return '用人单位';
  return actorDisplayName(user.name, user.mobile);
}

/** How the audit trail names a user: their name, else their masked mobile. */
export const actorDisplayName = (name: string | null, mobile: string) =>
  name !== null && name.trim() !== '' ? name : maskMobile(mobile);
