import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  PROFILE_CHANGE_NOT_FOUND,
  PROFILE_FIELD_LABELS,
  PROFILE_FIELDS,
  firstProfileProblem,
  isReviewedField,
  missingProfileFields,
  profilePaths,
  type EmployerProfile,
  type EmployerProfileFields,
  type ProfileHistoryPage,
  type SavedProfile,
} from '../../../contract/employerProfile';
import { LICENCE_BUCKET, LOGO_BUCKET } from '../../../contract/files';
import { ACCOUNT_MANAGE, ACCOUNT_VIEW } from '../../../contract/permissions';
import { employerOf } from '../../core/auth';
import { ApiError, VALIDATION_FAILED_CODE, ok } from '../../core/http/envelope';
import { fields, objectSchema, optionalText, pageFields, pageOf } from '../../core/http/schemas';
import { claimUploads, isStoredPath, releaseUploads, uploaderOf, type Uploader } from '../../files';
import type { Database } from '../../schema';
import { siteRulesOf } from '../../site';
import { employerActorOf } from '../../workflow';
import { registrationInfoMessages } from '../registrationInfo';
import { EMPLOYER_NOT_FOUND } from '../routes/account';
import {
  changeOfEmployer,
  decideChange,
  latestChange,
  passBySystem,
  submitChange,
  toProfileChange,
  type EmployerRenamed,
} from './changeRequests';
import { changedFields, columnsOf, historyPage, readProfile, recordHistory } from './profileStore';
import { locationProblem } from './regions';

export const LOGO_INVALID = '单位标志图片无效，请重新上传';

/** Each field's longest accepted input (the rules then say what is wrong in words). */
const bodySchema = objectSchema(
  Object.fromEntries(PROFILE_FIELDS.map((field) => [field, optionalText(field === 'dwjj' ? 2000 : 400)])),
);

const isPathOf = (bucket: string, path: string) => isStoredPath(path) && path.startsWith(`${bucket}/`);

/** The fields as sent, trimmed and checked by the form's rules, the division tree and the buckets. */
function checkedFields(body: EmployerProfileFields): EmployerProfileFields {
  const values = Object.fromEntries(
    PROFILE_FIELDS.map((field) => [field, body[field].trim()]),
  ) as EmployerProfileFields;
  values.tyshxydm = values.tyshxydm.toUpperCase();
  const problem = firstProfileProblem(values) ?? locationProblem(values.sf, values.cs);
  if (problem !== null)
    throw new ApiError(VALIDATION_FAILED_CODE, typeof problem === 'string' ? problem : problem.message);
  if (!isPathOf(LICENCE_BUCKET, values.yyzz))
    throw new ApiError(VALIDATION_FAILED_CODE, registrationInfoMessages.licenceInvalid);
  if (values.logo !== '' && !isPathOf(LOGO_BUCKET, values.logo))
    throw new ApiError(VALIDATION_FAILED_CODE, LOGO_INVALID);
  return values;
}

/** The employer's logo is exactly this upload (or none). */
async function holdLogo(db: Kysely<Database>, employerId: string, path: string, uploader: Uploader) {
  const owner = { kind: 'employerLogo', id: employerId } as const;
  if (path !== '') {
    const claimed = await claimUploads(db, { paths: [path], bucket: LOGO_BUCKET, owner, uploader });
    if (claimed < 1) throw new ApiError(VALIDATION_FAILED_CODE, LOGO_INVALID);
  }
  await releaseUploads(db, owner, path === '' ? [] : [path]);
}

function savedMessage(applied: number, submitted: boolean, passed: boolean): string {
  if (passed) return applied > 0 ? '已保存，单位名称等变更已自动审核通过' : '单位名称等变更已自动审核通过';
  if (submitted)
    return applied > 0
      ? '已保存；单位名称等变更已提交学校审核，审核通过后生效'
      : '单位名称等变更已提交学校审核，审核通过后生效';
  return applied > 0 ? '已保存' : '没有需要保存的修改';
}

/**
 * The employer's profile (/com/dwxx): read with what it lacks and its latest change request (账号管理·查看),
 * saved (账号管理·管理: other fields at once, with the history; name, credit code and licence as a request
 * for the school's review), a pending request withdrawn, and the history.
 */
export function registerProfileRoutes(app: FastifyInstance, renamed: readonly EmployerRenamed[]): void {
  const profileOf = async (employerId: string): Promise<EmployerProfile> => {
    const profile = await readProfile(app.db, employerId);
    if (profile === undefined) throw new ApiError(404, EMPLOYER_NOT_FOUND);
    const change = await latestChange(app.db, employerId);
    return {
      fields: profile.fields,
      missing: missingProfileFields(profile.fields),
      change: change === undefined ? null : toProfileChange(change),
    };
  };

  app.get(profilePaths.profile, { config: { access: ACCOUNT_VIEW } }, async (request) =>
    ok<EmployerProfile>(await profileOf(employerOf(request).dwid)),
  );

  app.post<{ Body: EmployerProfileFields }>(
    profilePaths.save,
    { config: { access: ACCOUNT_MANAGE, encoding: 'json' }, schema: { body: bodySchema } },
    async (request) => {
      const employer = employerOf(request);
      const values = checkedFields(request.body);
      const current = await readProfile(app.db, employer.dwid);
      if (current === undefined) throw new ApiError(404, EMPLOYER_NOT_FOUND);
      const changed = changedFields(current.fields, values);
      const applied = changed.filter((field) => !isReviewedField(field));
      const reviewed = changed.some(isReviewedField);
      const uploader = await uploaderOf(app, request);
      const actor = { kind: 'employer', id: employer.userId, name: employer.actorName } as const;
      const rules = await siteRulesOf(app.db, current.siteCode);
      const now = app.clock.now();
      const outcome = await app.db.transaction().execute(async (trx) => {
        const change = reviewed
          ? await submitChange(trx, {
              employerId: employer.dwid,
              siteCode: current.siteCode,
              before: current.fields,
              after: { dwmc: values.dwmc, tyshxydm: values.tyshxydm, yyzz: values.yyzz },
              actor,
              uploader,
              now,
            })
          : undefined;
        if (applied.length > 0) {
          const minor = Object.fromEntries(applied.map((field) => [field, values[field]]));
          await trx.updateTable('employers').set(columnsOf(minor)).where('id', '=', employer.dwid).execute();
          if (applied.includes('logo')) await holdLogo(trx, employer.dwid, values.logo, uploader);
          await recordHistory(trx, {
            employerId: employer.dwid,
            before: current.fields,
            after: minor,
            fields: applied,
            actorName: actor.name,
            now,
          });
        }
        const submitted = change?.created === true;
        const passed =
          change?.created === true && rules.employerReview === 'auto'
            ? (await passBySystem(trx, change.row, now, renamed)) === 'passed'
            : false;
        return { submitted, passed };
      });
      return ok<SavedProfile>(
        {
          ...(await profileOf(employer.dwid)),
          applied: applied.map((field) => PROFILE_FIELD_LABELS[field]),
          submitted: outcome.submitted,
        },
        savedMessage(applied.length, outcome.submitted, outcome.passed),
      );
    },
  );

  app.post<{ Body: { id: string } }>(
    profilePaths.withdrawChange,
    {
      config: { access: ACCOUNT_MANAGE, encoding: 'json' },
      schema: { body: objectSchema({ id: fields.id }) },
    },
    async (request) => {
      const employer = employerOf(request);
      const row = await changeOfEmployer(app.db, employer.dwid, request.body.id);
      if (row === undefined) throw new ApiError(404, PROFILE_CHANGE_NOT_FOUND);
      await decideChange(app.db, {
        row,
        action: 'withdraw',
        actor: employerActorOf(request),
        now: app.clock.now(),
        renamed,
      });
      return ok<EmployerProfile>(await profileOf(employer.dwid), '已撤回变更申请');
    },
  );

  app.get<{ Querystring: { page?: number; size?: number } }>(
    profilePaths.history,
    {
      config: { access: ACCOUNT_VIEW },
      schema: { querystring: objectSchema({ ...pageFields }, ['page', 'size']) },
    },
    async (request) =>
      ok<ProfileHistoryPage>(await historyPage(app.db, employerOf(request).dwid, pageOf(request.query))),
  );
}
