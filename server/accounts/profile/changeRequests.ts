import type { Kysely, Selectable } from 'kysely';
import { chinaDateTime } from '../../../contract/chinaTime';
import {
  CHANGE_PENDING_MESSAGE,
  CREDIT_CODE_IN_USE_MESSAGE,
  EMPTY_PROFILE,
  PROFILE_FIELD_LABELS,
  REVIEWED_FIELDS,
  type EmployerProfileFields,
  type ProfileChange,
  type ReviewedField,
} from '../../../contract/employerProfile';
import { LICENCE_BUCKET } from '../../../contract/files';
import {
  profileChangeWorkflow,
  type ProfileChangeAction,
  type ProfileChangeState,
} from '../../../contract/workflow';
import { ApiError, VALIDATION_FAILED_CODE } from '../../core/http/envelope';
import { claimUploads, releaseUploads, type Uploader } from '../../files';
import type { Database } from '../../schema';
import {
  performTransition,
  recordCreation,
  SYSTEM_ACTOR,
  type ActorRef,
  type ReviewedObject,
} from '../../workflow';
import { usersOfEmployer } from '../employers';
import { claimLicence, registrationInfoMessages } from '../registrationInfo';
import type { EmployerProfileChangesTable } from '../tables';
import { recordHistory } from './profileStore';
import { sequentialId } from './sequentialId';

// Changes of the employer's name, credit code and licence: a request the school of its registration
// site reviews (profileChangeWorkflow), one pending at a time; passed, the new values take effect.

export type ChangeRow = Selectable<EmployerProfileChangesTable>;

/** What another capability does when an employer's name changes: its copies of the name follow. */
export type EmployerRenamed = (db: Kysely<Database>, employerId: string, name: string) => Promise<void>;

/** A passed change applies its new values; nobody uploaded anything then, the licence is the employer's already. */
const NO_UPLOADER: Uploader = { userId: null, studentId: null, secretHash: null };

const OLD_VALUE = { dwmc: 'old_name', tyshxydm: 'old_credit_code', yyzz: 'old_licence_path' } as const;
const NEW_VALUE = { dwmc: 'new_name', tyshxydm: 'new_credit_code', yyzz: 'new_licence_path' } as const;

/** The reviewed fields a request changes. */
export function fieldsChangedBy(row: ChangeRow): ReviewedField[] {
  return REVIEWED_FIELDS.filter((field) => row[OLD_VALUE[field]] !== row[NEW_VALUE[field]]);
}

export function toProfileChange(row: ChangeRow): ProfileChange {
  return {
    id: row.id,
    zt: profileChangeWorkflow.states[row.state].code,
    ydwmc: row.old_name,
    ytyshxydm: row.old_credit_code,
    yyyzz: row.old_licence_path,
    dwmc: row.new_name,
    tyshxydm: row.new_credit_code,
    yyzz: row.new_licence_path,
    bgx: fieldsChangedBy(row).map((field) => PROFILE_FIELD_LABELS[field]),
    shyj: row.reason,
    tjsj: chinaDateTime(row.submitted_at),
    spsj: row.decided_at === null ? '' : chinaDateTime(row.decided_at),
  };
}

/** The employer's latest request (pending, or the last one decided or withdrawn). */
export function latestChange(db: Kysely<Database>, employerId: string) {
  return db
    .selectFrom('employer_profile_changes')
    .selectAll()
    .where('employer_id', '=', employerId)
    .orderBy('submitted_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** One request of the employer's; undefined for another's or none. */
export function changeOfEmployer(db: Kysely<Database>, employerId: string, id: string) {
  return db
    .selectFrom('employer_profile_changes')
    .selectAll()
    .where('id', '=', id)
    .where('employer_id', '=', employerId)
    .executeTakeFirst();
}

function reviewedObject(row: ChangeRow): ReviewedObject {
  return {
    type: 'profileChange',
    id: row.id,
    name: row.new_name,
    siteCode: row.site_code,
    employerId: row.employer_id,
  };
}

/** Refuses a credit code another employer holds (it is unique). */
async function assertCreditCodeFree(db: Kysely<Database>, employerId: string, creditCode: string) {
  const holder = await db
    .selectFrom('employers')
    .select('id')
    .where('credit_code', '=', creditCode)
    .where('id', '!=', employerId)
    .executeTakeFirst();
  if (holder !== undefined) throw new ApiError(VALIDATION_FAILED_CODE, CREDIT_CODE_IN_USE_MESSAGE);
}

/** The employer keeps exactly this licence (none: every licence it holds is released). */
async function keepOnlyLicence(db: Kysely<Database>, employerId: string, path: string) {
  if (path === '') await releaseUploads(db, { kind: 'employer', id: employerId });
  else await claimLicence(db, employerId, path, NO_UPLOADER);
}

export type ChangeSubmission = {
  employerId: string;
  siteCode: string;
  /** The values in force. */
  before: EmployerProfileFields;
  /** The reviewed values asked for. */
  after: Pick<EmployerProfileFields, ReviewedField>;
  actor: ActorRef & { id: string };
  uploader: Uploader;
  now: number;
};

/**
 * Opens a request in the caller's transaction, or answers the pending one when it already asks for
 * exactly these values (a repeated save). Another pending request refuses it (CHANGE_PENDING_MESSAGE):
 * what the school reviews is exactly what takes effect, never values swapped under the reviewer. A new
 * licence is held by the employer beside the one in force until the school decides.
 */
export async function submitChange(
  db: Kysely<Database>,
  submission: ChangeSubmission,
): Promise<{ row: ChangeRow; created: boolean }> {
  const { employerId, before, after, now } = submission;
  const latest = await latestChange(db, employerId);
  if (latest?.state === 'pending') {
    const same = REVIEWED_FIELDS.every((field) => latest[NEW_VALUE[field]] === after[field]);
    if (same) return { row: latest, created: false };
    throw new ApiError(VALIDATION_FAILED_CODE, CHANGE_PENDING_MESSAGE);
  }
  if (after.tyshxydm !== before.tyshxydm) await assertCreditCodeFree(db, employerId, after.tyshxydm);
  if (after.yyzz !== before.yyzz) {
    const claimed = await claimUploads(db, {
      paths: [after.yyzz],
      bucket: LICENCE_BUCKET,
      owner: { kind: 'employer', id: employerId },
      uploader: submission.uploader,
    });
    if (claimed < 1) throw new ApiError(VALIDATION_FAILED_CODE, registrationInfoMessages.licenceInvalid);
  }
  const row: ChangeRow = {
    id: sequentialId(now),
    employer_id: employerId,
    site_code: submission.siteCode,
    state: profileChangeWorkflow.initial,
    old_name: before.dwmc,
    old_credit_code: before.tyshxydm,
    old_licence_path: before.yyzz,
    new_name: after.dwmc,
    new_credit_code: after.tyshxydm,
    new_licence_path: after.yyzz,
    reason: '',
    submitted_by: submission.actor.id,
    submitter_name: submission.actor.name,
    submitted_at: now,
    decided_at: null,
  };
  await db.insertInto('employer_profile_changes').values(row).execute();
  await recordCreation(db, {
    object: reviewedObject(row),
    initial: profileChangeWorkflow.initial,
    actor: submission.actor,
    now,
  });
  return { row, created: true };
}

/** The new values in force: the employer's columns, its licence, its history and every copy of its name. */
async function applyChange(
  db: Kysely<Database>,
  row: ChangeRow,
  actor: ActorRef,
  now: number,
  renamed: readonly EmployerRenamed[],
) {
  const changed = fieldsChangedBy(row);
  if (changed.includes('tyshxydm')) await assertCreditCodeFree(db, row.employer_id, row.new_credit_code);
  await db
    .updateTable('employers')
    .set({ name: row.new_name, credit_code: row.new_credit_code, licence_path: row.new_licence_path })
    .where('id', '=', row.employer_id)
    .execute();
  if (changed.includes('yyzz')) await keepOnlyLicence(db, row.employer_id, row.new_licence_path);
  const old = { dwmc: row.old_name, tyshxydm: row.old_credit_code, yyzz: row.old_licence_path };
  const asked = { dwmc: row.new_name, tyshxydm: row.new_credit_code, yyzz: row.new_licence_path };
  await recordHistory(db, {
    employerId: row.employer_id,
    before: { ...EMPTY_PROFILE, ...old },
    after: asked,
    fields: changed,
    actorName: actor.kind === 'system' ? '系统' : `${actor.name}（学校）`,
    note: actor.kind === 'system' ? '变更申请已自动审核通过' : '变更申请经学校审核通过',
    now,
  });
  if (changed.includes('dwmc')) for (const follow of renamed) await follow(db, row.employer_id, row.new_name);
}

export type ChangeDecision = {
  row: ChangeRow;
  action: ProfileChangeAction;
  actor: ActorRef;
  reason?: string;
  now: number;
  renamed: readonly EmployerRenamed[];
};

/**
 * One transition of a request (profileChangeWorkflow), in one transaction with its effect: passed, the
 * new values take effect; rejected or withdrawn, the values in force stay and a new licence is let go.
 * The school's and the system's decisions become messages to the employer's users.
 */
export function decideChange(db: Kysely<Database>, decision: ChangeDecision): Promise<ProfileChangeState> {
  const { row, actor, now } = decision;
  return performTransition(db, {
    table: profileChangeWorkflow,
    object: reviewedObject(row),
    from: row.state,
    action: decision.action,
    actor,
    ...(decision.reason === undefined ? {} : { reason: decision.reason }),
    now,
    apply: async (trx, to) => {
      const moved = await trx
        .updateTable('employer_profile_changes')
        .set({ state: to, reason: to === 'rejected' ? (decision.reason ?? '').trim() : '', decided_at: now })
        .where('id', '=', row.id)
        .where('state', '=', row.state)
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) return 0;
      if (to === 'passed') await applyChange(trx, row, actor, now, decision.renamed);
      else if (row.new_licence_path !== row.old_licence_path)
        await keepOnlyLicence(trx, row.employer_id, row.old_licence_path);
      return 1;
    },
    recipients: (trx) => usersOfEmployer(trx, row.employer_id),
  });
}

/** Where the site passes registrations automatically, a new request is passed at once by the system. */
export function passBySystem(
  db: Kysely<Database>,
  row: ChangeRow,
  now: number,
  renamed: readonly EmployerRenamed[],
): Promise<ProfileChangeState> {
  return decideChange(db, { row, action: 'pass', actor: SYSTEM_ACTOR, now, renamed });
}
