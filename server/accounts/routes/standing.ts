import { ACCOUNT_MANAGE } from '../../../contract/permissions';
import type { FastifyInstance } from 'fastify';
import {
  accountPaths,
  type EmployerStanding,
  type ResubmitRegistrationRequest,
} from '../../../contract/account';
import { chinaDateTime } from '../../../contract/chinaTime';
import { employerReviewWorkflow } from '../../../contract/workflow';
import { employerOf } from '../../core/auth';
import { employerActorOf } from '../../workflow';
import { ApiError, ok } from '../../core/http/envelope';
import { objectSchema, optionalText, requiredText } from '../../core/http/schemas';
import { uploaderOf } from '../../files';
import { siteRulesOf } from '../../site';
import { checkRegistrationInfo, claimLicence } from '../registrationInfo';
import { moveStanding, passIfAutomatic } from '../standing';
import { EMPLOYER_NOT_FOUND } from './account';
import { cleanText } from './registration';

/** The employer's registration at a site with what it submitted; undefined where it never registered. */
function standingWithEmployer(app: FastifyInstance, employerId: string, siteCode: string) {
  return app.db
    .selectFrom('employer_site_reviews as r')
    .innerJoin('employers as e', 'e.id', 'r.employer_id')
    .select([
      'r.state',
      'r.reason',
      'r.submitted_at',
      'e.name',
      'e.nature',
      'e.industry',
      'e.contact_name',
      'e.licence_path',
    ])
    .where('r.employer_id', '=', employerId)
    .where('r.site_code', '=', siteCode)
    .executeTakeFirst();
}

/**
 * The employer's own view of its registration under its school's review (the home's banner): GET
 * /com/dwyh/shzt, and POST /com/dwyh/tjsh to correct and resubmit a rejected or changes-requested one.
 */
export function registerStandingRoutes(app: FastifyInstance): void {
  const standingOf = async (employerId: string, siteCode: string): Promise<EmployerStanding> => {
    const row = await standingWithEmployer(app, employerId, siteCode);
    if (row === undefined) throw new ApiError(404, EMPLOYER_NOT_FOUND);
    return {
      zt: employerReviewWorkflow.states[row.state].code,
      shyj: row.reason,
      xxdm: siteCode,
      dwmc: row.name,
      dwxz: row.nature,
      dwhy: row.industry,
      lxr: row.contact_name,
      yyzz: row.licence_path,
      tjsj: chinaDateTime(row.submitted_at),
    };
  };

  app.get(accountPaths.standing, { config: { access: 'signedIn' } }, async (request) => {
    const employer = employerOf(request);
    return ok(await standingOf(employer.dwid, employer.xxdm));
  });

  app.post<{ Body: ResubmitRegistrationRequest }>(
    accountPaths.resubmit,
    {
      // Resubmitting the registration changes what the school reviews: 账号管理.
      config: { encoding: 'json', access: ACCOUNT_MANAGE },
      schema: {
        body: objectSchema(
          { dwxz: optionalText(8), dwhy: optionalText(8), lxr: requiredText(50), yyzz: optionalText(200) },
          ['dwxz', 'dwhy', 'yyzz'],
        ),
      },
    },
    async (request) => {
      const employer = employerOf(request);
      const info = checkRegistrationInfo(request.body);
      const contactName = cleanText(request.body.lxr, '联系人');
      const current = await standingWithEmployer(app, employer.dwid, employer.xxdm);
      if (current === undefined) throw new ApiError(404, EMPLOYER_NOT_FOUND);
      const uploader = await uploaderOf(app, request);
      const rules = await siteRulesOf(app.db, employer.xxdm);
      const now = app.clock.now();
      const registration = { employer: { id: employer.dwid, name: current.name }, siteCode: employer.xxdm };
      const state = await app.db.transaction().execute(async (trx) => {
        await moveStanding(trx, {
          ...registration,
          from: current.state,
          action: 'submit',
          actor: employerActorOf(request),
          now,
          // The corrections go with the resubmission, and only with it.
          alsoApply: async (db) => {
            await claimLicence(db, employer.dwid, info.licencePath, uploader);
            await db
              .updateTable('employers')
              .set({
                nature: info.nature,
                industry: info.industry,
                contact_name: contactName,
                licence_path: info.licencePath,
              })
              .where('id', '=', employer.dwid)
              .execute();
          },
        });
        return passIfAutomatic(trx, now, { ...registration, review: rules.employerReview });
      });
      const message = state === 'passed' ? '已提交，注册信息已审核通过' : '已重新提交，请等待学校审核';
      return ok(await standingOf(employer.dwid, employer.xxdm), message);
    },
  );
}
