import type { Kysely } from 'kysely';
import { EMPLOYER_NOT_PASSED_CODE } from '../../contract/account';
import {
  employerReviewWorkflow,
  type EmployerReviewAction,
  type EmployerReviewState,
} from '../../contract/workflow';
import { preparedQuery } from '../core/db/preparedQueries';
import { ApiError } from '../core/http/envelope';
import type { Database } from '../schema';
import type { ReviewMode } from '../site';
import {
  performTransition,
  recordCreation,
  SYSTEM_ACTOR,
  type ActorRef,
  type ReviewedObject,
} from '../workflow';
import { usersOfEmployer } from './employers';

const standingQuery = preparedQuery(2, (db, employerId: string, siteCode: string) =>
  db
    .selectFrom('employer_site_reviews')
    .selectAll()
    .where('employer_id', '=', employerId)
    .where('site_code', '=', siteCode),
);

/** An employer's standing at a school site, or undefined where it never registered (every submission asks). */
export async function employerStanding(db: Kysely<Database>, employerId: string, siteCode: string) {
  const { rows } = await db.executeQuery(standingQuery(db, employerId, siteCode));
  return rows[0];
}

const NOT_PASSED_MESSAGES: Record<Exclude<EmployerReviewState, 'passed'>, string> = {
  pending: '贵单位的注册信息正在等待学校审核，审核通过后才能提交审核',
  rejected: '贵单位的注册信息未通过学校审核，请在单位首页修改后重新提交',
  changes: '学校要求修改贵单位的注册信息，请在单位首页修改后重新提交',
};

/**
 * Submissions for review (positions, announcements, …) come only from employers their school has
 * passed: anything else answers EMPLOYER_NOT_PASSED_CODE with what to do.
 */
export async function assertEmployerPassed(
  db: Kysely<Database>,
  employerId: string,
  siteCode: string,
): Promise<void> {
  const standing = await employerStanding(db, employerId, siteCode);
  if (standing === undefined) throw new ApiError(EMPLOYER_NOT_PASSED_CODE, '贵单位尚未在本站点注册');
  if (standing.state !== 'passed')
    throw new ApiError(EMPLOYER_NOT_PASSED_CODE, NOT_PASSED_MESSAGES[standing.state]);
}

/** The standing a registration starts with at its site: pending, or passed (demo data, automatic review). */
export async function insertStanding(
  db: Kysely<Database>,
  now: number,
  standing: { employerId: string; siteCode: string; state: 'pending' | 'passed' },
): Promise<void> {
  await db
    .insertInto('employer_site_reviews')
    .values({
      employer_id: standing.employerId,
      site_code: standing.siteCode,
      state: standing.state,
      reason: '',
      submitted_at: now,
      decided_at: standing.state === 'passed' ? now : null,
    })
    .execute();
}

/** An employer's registration at a site, as the audit trail and the messages name it. */
function registrationObject(employer: { id: string; name: string }, siteCode: string): ReviewedObject {
  return { type: 'employer', id: employer.id, name: employer.name, siteCode, employerId: employer.id };
}

/** What a transition changes on the standing besides its state. */
function standingChanges(to: EmployerReviewState, reason: string, now: number) {
  switch (to) {
    // A resubmission waits again from now; the last reason stays for the reviewer to compare.
    case 'pending':
      return { state: to, submitted_at: now, decided_at: null };
    // Nothing is outstanding once passed (a pass note lives in the history and the message).
    case 'passed':
      return { state: to, reason: '', decided_at: now };
    case 'rejected':
    case 'changes':
      return { state: to, reason, decided_at: now };
  }
}

export type StandingTransition = {
  employer: { id: string; name: string };
  siteCode: string;
  /** The state the caller read. */
  from: EmployerReviewState;
  action: EmployerReviewAction;
  actor: ActorRef;
  reason?: string;
  now: number;
  /** More changes made in the same transaction once the standing moved (a resubmission's corrections). */
  alsoApply?: (db: Kysely<Database>) => Promise<void>;
};

/**
 * One transition of an employer's standing at a site (employerReviewWorkflow): one conditional update
 * of its row (where the state is still `from`), recorded in the audit trail; a transition the school
 * or the system makes becomes a message to every user acting for the employer. Answers the new state.
 */
export async function moveStanding(
  db: Kysely<Database>,
  transition: StandingTransition,
): Promise<EmployerReviewState> {
  const { employer, siteCode, from, now } = transition;
  return performTransition(db, {
    table: employerReviewWorkflow,
    object: registrationObject(employer, siteCode),
    from,
    action: transition.action,
    actor: transition.actor,
    ...(transition.reason === undefined ? {} : { reason: transition.reason }),
    now,
    apply: async (trx, to) => {
      const result = await trx
        .updateTable('employer_site_reviews')
        .set(standingChanges(to, (transition.reason ?? '').trim(), now))
        .where('employer_id', '=', employer.id)
        .where('site_code', '=', siteCode)
        .where('state', '=', from)
        .executeTakeFirst();
      const moved = Number(result.numUpdatedRows);
      if (moved === 1 && transition.alsoApply !== undefined) await transition.alsoApply(trx);
      return moved;
    },
    recipients: (trx) => usersOfEmployer(trx, employer.id),
  });
}

/**
 * Where an employer waits once it has submitted (a registration or a resubmission): the system passes
 * it at once where the site does not review registrations. Answers the state it stands in.
 */
export async function passIfAutomatic(
  db: Kysely<Database>,
  now: number,
  registration: { employer: { id: string; name: string }; siteCode: string; review: ReviewMode },
): Promise<EmployerReviewState> {
  if (registration.review !== 'auto') return 'pending';
  return moveStanding(db, {
    employer: registration.employer,
    siteCode: registration.siteCode,
    from: 'pending',
    action: 'pass',
    actor: SYSTEM_ACTOR,
    now,
  });
}

/**
 * A new registration's standing at its site, in the caller's transaction: pending, its creation in the
 * audit trail, then passed by the system where the site does not review registrations.
 */
export async function openStanding(
  db: Kysely<Database>,
  now: number,
  registration: {
    employer: { id: string; name: string };
    siteCode: string;
    actor: ActorRef;
    review: ReviewMode;
  },
): Promise<EmployerReviewState> {
  const { employer, siteCode } = registration;
  await insertStanding(db, now, { employerId: employer.id, siteCode, state: 'pending' });
  await recordCreation(db, {
    object: registrationObject(employer, siteCode),
    initial: employerReviewWorkflow.initial,
    actor: registration.actor,
    now,
  });
  return passIfAutomatic(db, now, registration);
}
