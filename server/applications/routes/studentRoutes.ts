import type { FastifyInstance } from 'fastify';
import {
  studentApplicationPaths,
  type ApplyRequest,
  type CreatedId,
  type Invitation,
  type InvitationIdRequest,
  type InvitationQuery,
  type InvitationStateResult,
  type StudentApplicationDetail,
  type StudentApplicationItem,
  type StudentApplicationQuery,
  type StudentPositionDetail,
  type StudentPositionListItem,
  type StudentPositionQuery,
} from '../../../contract/applications';
import { DEFAULT_PAGE_SIZE, type Page } from '../../../contract/paging';
import { emptyResume, resumeHeadline } from '../../../contract/resumes';
import { studentOf } from '../../core/auth';
import { ok } from '../../core/http/envelope';
import { recommendedPositions, studentPosition, studentPositionList } from '../../positions';
import { readResume } from '../../resumes';
import { applyToPosition, POSITION_NOT_FOUND } from '../apply';
import { studentRefusal } from '../errors';
import { acceptInvitation, declineInvitation, studentInvitations } from '../invitations';
import { stateCode } from '../model';
import { studentApplicationDetail, studentApplications } from '../studentReading';
import { studentApplicationsTo } from '../store';
import {
  applyBody,
  idBody,
  idQuery,
  recommendedQuery,
  stateListQuery,
  studentPositionQuery,
} from './schemas';

/**
 * The student's calls: positions of their own school (/stu/zpgw/*), their own applications and
 * invitations (/stu/grzx/sq/*); another student's id answers as a missing one.
 */
export function studentApplicationRoutes(app: FastifyInstance): void {
  const session = { preHandler: app.requireStudent };

  /** Each position with the student's application state ('' when none). */
  async function withStates<Item extends { id: string }>(studentId: string, items: readonly Item[]) {
    const applications = await studentApplicationsTo(
      app.db,
      studentId,
      items.map((item) => item.id),
    );
    return items.map((item) => {
      const application = applications.get(item.id);
      return { ...item, sqzt: application === undefined ? '' : stateCode(application.state) };
    });
  }

  app.get<{ Querystring: StudentPositionQuery }>(
    studentApplicationPaths.positions,
    { ...session, schema: { querystring: studentPositionQuery } },
    async (request) => {
      const { studentId, xxdm } = studentOf(request);
      const page = await studentPositionList(app.db, app.clock.now(), xxdm, request.query);
      return ok<Page<StudentPositionListItem>>({
        records: await withStates(studentId, page.records),
        total: page.total,
      });
    },
  );

  app.get<{ Querystring: { size?: number } }>(
    studentApplicationPaths.recommended,
    { ...session, schema: { querystring: recommendedQuery } },
    async (request) => {
      const { studentId, xxdm } = studentOf(request);
      const headline = resumeHeadline((await readResume(app.db, studentId)) ?? emptyResume());
      const positions = await recommendedPositions(
        app.db,
        app.clock.now(),
        xxdm,
        { major: headline.zy, education: headline.xl },
        request.query.size ?? DEFAULT_PAGE_SIZE,
      );
      return ok<StudentPositionListItem[]>(await withStates(studentId, positions));
    },
  );

  app.get<{ Querystring: { id: string } }>(
    studentApplicationPaths.position,
    { ...session, schema: { querystring: idQuery } },
    async (request) => {
      const { studentId, xxdm } = studentOf(request);
      const position = await studentPosition(app.db, app.clock.now(), xxdm, request.query.id);
      if (position === undefined) throw studentRefusal(POSITION_NOT_FOUND);
      const application = (await studentApplicationsTo(app.db, studentId, [position.id])).get(position.id);
      return ok<StudentPositionDetail>({
        ...position,
        sqid: application?.id ?? '',
        sqzt: application === undefined ? '' : stateCode(application.state),
      });
    },
  );

  app.post<{ Body: ApplyRequest }>(
    studentApplicationPaths.apply,
    { ...session, config: { encoding: 'json' }, schema: { body: applyBody } },
    async (request) => {
      const { studentId, xxdm } = studentOf(request);
      const id = await applyToPosition(
        app.db,
        app.fileStorage,
        app.clock.now(),
        { studentId, siteCode: xxdm },
        request.body.zwid,
      );
      return ok<CreatedId>({ id }, '申请成功');
    },
  );

  app.get<{ Querystring: StudentApplicationQuery }>(
    studentApplicationPaths.list,
    { ...session, schema: { querystring: stateListQuery } },
    async (request) =>
      ok<Page<StudentApplicationItem>>(
        await studentApplications(app.db, studentOf(request).studentId, request.query),
      ),
  );

  app.get<{ Querystring: { id: string } }>(
    studentApplicationPaths.detail,
    { ...session, schema: { querystring: idQuery } },
    async (request) =>
      ok<StudentApplicationDetail>(
        await studentApplicationDetail(app.db, studentOf(request).studentId, request.query.id),
      ),
  );

  app.get<{ Querystring: InvitationQuery }>(
    studentApplicationPaths.invitations,
    { ...session, schema: { querystring: stateListQuery } },
    async (request) =>
      ok<Page<Invitation>>(await studentInvitations(app.db, studentOf(request).studentId, request.query)),
  );

  app.post<{ Body: InvitationIdRequest }>(
    studentApplicationPaths.accept,
    { ...session, config: { encoding: 'json' }, schema: { body: idBody } },
    async (request) => {
      const { studentId, xxdm } = studentOf(request);
      const id = await acceptInvitation(
        app.db,
        app.fileStorage,
        app.clock.now(),
        { studentId, siteCode: xxdm },
        request.body.id,
      );
      return ok<CreatedId>({ id }, '已接受邀请，申请已投递');
    },
  );

  app.post<{ Body: InvitationIdRequest }>(
    studentApplicationPaths.decline,
    { ...session, config: { encoding: 'json' }, schema: { body: idBody } },
    async (request) => {
      const invitation = await declineInvitation(
        app.db,
        app.clock.now(),
        studentOf(request).studentId,
        request.body.id,
      );
      return ok<InvitationStateResult>({ id: invitation.id, zt: invitation.zt }, '已拒绝邀请');
    },
  );
}
