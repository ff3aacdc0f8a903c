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

/** Opens a 7-day session at the site and answers what every login answers. */
export async function logIn(
  db: Kysely<Database>,
  now: number,
  account: EmployerAccount,
  siteCode: string,
): Promise<EmployerLoginResult> {
  const token = await openEmployerSession(db, now, account.userId, siteCode);
  return {
    token,
    dwid: account.dwid,
    jbxxid: account.jbxxid,
    dwmc: account.dwmc,
    tyshxydm: account.tyshxydm,
    xxdm: siteCode,
  };
}
