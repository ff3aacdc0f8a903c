import type { Kysely } from 'kysely';
import { checkMobile, phoneMessage } from '../../ui/validators';
import type { EmployerLoginResult } from '../../contract/account';
import type { Database } from '../db/schema';
import { ApiError } from '../http/envelope';
import { openEmployerSession } from './sessions';
import { findSite, type Site } from './sites';

export type EmployerAccount = {
  userId: string;
  mobile: string;
  passwordHash: string;
  dwid: string;
  jbxxid: string;
  dwmc: string;
  tyshxydm: string;
};

/** The 11-digit mobile of a loosely valid input (+86 / 0086 dropped); code 400 otherwise. */
export function normalizeMobile(value: string): string {
  const trimmed = value.trim();
  if (checkMobile(trimmed) !== null) throw new ApiError(400, phoneMessage.mobile);
  return trimmed.slice(-11);
}

export async function requireSite(db: Kysely<Database>, code: string): Promise<Site> {
  const site = await findSite(db, code);
  if (site === undefined) throw new ApiError(400, '学校站点不存在');
  return site;
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
    .select(['e.id', 'e.profile_id', 'e.name', 'e.credit_code'])
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
  };
}
