import type { FastifyInstance } from 'fastify';
import {
  PROFILE_CHANGE_NOT_FOUND,
  profileChangeConsolePaths,
  type ProfileChangeDetail,
  type ProfileChangeList,
  type ProfileChangeListQuery,
  type ProfileChangeReviewRequest,
} from '../../../contract/employerProfile';
import { profileChangeWorkflow, stateOfCode } from '../../../contract/workflow';
import { staffOf } from '../../core/auth';
import { ApiError, ok } from '../../core/http/envelope';
import { fields, objectSchema, optionalText, pageFields, pageOf } from '../../core/http/schemas';
import { historyOf } from '../../workflow';
import { decideChange, type EmployerRenamed } from './changeRequests';
import { changeAtSite, changeQueue, toListItem } from './changeQueue';

const STATE_CODES = ['', ...Object.values(profileChangeWorkflow.states).map((state) => state.code)];
const PENDING_CODE = profileChangeWorkflow.states.pending.code;

/**
 * The console's queue of profile changes (/mgr/dwbg): the requests at the staff member's site with the
 * old and new values, and the school's decision. Another site's request answers as an unknown one.
 */
export function registerProfileChangeReviewRoutes(
  app: FastifyInstance,
  renamed: readonly EmployerRenamed[],
): void {
  const detailOf = async (siteCode: string, id: string) => {
    const row = await changeAtSite(app.db, siteCode, id);
    if (row === undefined) throw new ApiError(404, PROFILE_CHANGE_NOT_FOUND);
    const history = await historyOf(app.db, profileChangeWorkflow, 'profileChange', id, siteCode);
    return { row, detail: { ...toListItem(row), history } satisfies ProfileChangeDetail };
  };

  app.get<{ Querystring: ProfileChangeListQuery }>(
    profileChangeConsolePaths.list,
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
      return ok<ProfileChangeList>(
        await changeQueue(app.db, {
          siteCode: staff.xxdm,
          state: code === '' ? undefined : stateOfCode(profileChangeWorkflow, code),
          keyword: request.query.keyword ?? '',
          ...pageOf(request.query),
        }),
      );
    },
  );

  app.get<{ Querystring: { id: string } }>(
    profileChangeConsolePaths.detail,
    { preHandler: app.requireStaff, schema: { querystring: objectSchema({ id: fields.id }) } },
    async (request) =>
      ok<ProfileChangeDetail>((await detailOf(staffOf(request).xxdm, request.query.id)).detail),
  );

  app.post<{ Body: ProfileChangeReviewRequest }>(
    profileChangeConsolePaths.review,
    {
      preHandler: app.requireStaff,
      config: { encoding: 'json' },
      schema: {
        body: objectSchema(
          {
            id: fields.id,
            action: { type: 'string', enum: ['pass', 'reject'] },
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
      const { row } = await detailOf(staff.xxdm, id);
      await decideChange(app.db, {
        row,
        action,
        actor: { kind: 'school', id: staff.staffId, name: staff.name },
        ...(reason === undefined ? {} : { reason }),
        now: app.clock.now(),
        renamed,
      });
      const decided = await detailOf(staff.xxdm, id);
      return ok<ProfileChangeDetail>(decided.detail, `已${profileChangeWorkflow.actions[action]}`);
    },
  );
}
