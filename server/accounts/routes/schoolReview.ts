import type { FastifyInstance } from 'fastify';
import {
  consolePaths,
  type EmployerReviewRequest,
  type SchoolEmployerDetail,
  type SchoolEmployerList,
  type SchoolEmployerListQuery,
} from '../../../contract/console';
import { employerReviewWorkflow, stateOfCode } from '../../../contract/workflow';
import { staffOf } from '../../core/auth';
import { ApiError, ok } from '../../core/http/envelope';
import { fields, objectSchema, optionalText, pageFields, pageOf } from '../../core/http/schemas';
import type { Database } from '../../schema';
import type { Kysely } from 'kysely';
import { historyOf } from '../../workflow';
import { employerQueue, registrationAtSite } from '../schoolQueue';
import { moveStanding } from '../standing';
import { EMPLOYER_NOT_FOUND } from './account';

/** State codes the queue filters by; '' lists every state. */
const STATE_CODES = ['', ...Object.values(employerReviewWorkflow.states).map((state) => state.code)];
const PENDING_CODE = employerReviewWorkflow.states.pending.code;

/** What a registration of the staff member's site shows the reviewer; another site's answers as none. */
async function detailOf(db: Kysely<Database>, siteCode: string, employerId: string) {
  const registration = await registrationAtSite(db, siteCode, employerId);
  if (registration === undefined) throw new ApiError(404, EMPLOYER_NOT_FOUND);
  const history = await historyOf(db, employerReviewWorkflow, 'employer', employerId, siteCode);
  const { state, ...item } = registration;
  return { detail: { ...item, history } satisfies SchoolEmployerDetail, state };
}

/**
 * The console's employer queue (/mgr/dw): the registrations at the staff member's site, each as
 * submitted with its history, and the school's decision on a pending one. Another site's employer
 * answers exactly as an unknown one.
 */
export function registerSchoolReviewRoutes(app: FastifyInstance): void {
  app.get<{ Querystring: SchoolEmployerListQuery }>(
    consolePaths.employerList,
    {
      preHandler: app.requireStaff,
      schema: {
        querystring: objectSchema(
          { ...pageFields, zt: { type: 'string', enum: STATE_CODES }, keyword: optionalText(100) },
          ['page', 'size', 'zt', 'keyword'],
        ),
      },
    },
    async (request) => {
      const staff = staffOf(request);
      const code = request.query.zt ?? PENDING_CODE;
      const list = await employerQueue(app.db, {
        siteCode: staff.xxdm,
        state: code === '' ? undefined : stateOfCode(employerReviewWorkflow, code),
        keyword: request.query.keyword ?? '',
        ...pageOf(request.query),
      });
      return ok<SchoolEmployerList>(list);
    },
  );

  app.get<{ Querystring: { id: string } }>(
    consolePaths.employerDetail,
    { preHandler: app.requireStaff, schema: { querystring: objectSchema({ id: fields.id }) } },
    async (request) => {
      const staff = staffOf(request);
      const { detail } = await detailOf(app.db, staff.xxdm, request.query.id);
      return ok<SchoolEmployerDetail>(detail);
    },
  );

  app.post<{ Body: EmployerReviewRequest }>(
    consolePaths.employerReview,
    {
      preHandler: app.requireStaff,
      config: { encoding: 'json' },
      schema: {
        body: objectSchema(
          {
            id: fields.id,
            action: { type: 'string', enum: ['pass', 'reject', 'changes'] },
            // Its length and characters are the workflow's to check (messages naming the reason).
            reason: optionalText(2000),
          },
          ['reason'],
        ),
      },
    },
    async (request) => {
      const staff = staffOf(request);
      const { id, action, reason } = request.body;
      const { detail, state } = await detailOf(app.db, staff.xxdm, id);
      await moveStanding(app.db, {
        employer: { id, name: detail.dwmc },
        siteCode: staff.xxdm,
        from: state,
        action,
        actor: { kind: 'school', id: staff.staffId, name: staff.name },
        ...(reason === undefined ? {} : { reason }),
        now: app.clock.now(),
      });
      const decided = await detailOf(app.db, staff.xxdm, id);
      return ok<SchoolEmployerDetail>(decided.detail, `已${employerReviewWorkflow.actions[action]}`);
    },
  );
}
