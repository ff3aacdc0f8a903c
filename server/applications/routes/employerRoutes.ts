import type { FastifyInstance } from 'fastify';
import {
  APPLICATION_EXPORT_LIMIT,
  applicationPaths,
  type AccessLogEntry,
  type ApplicationDetail,
  type ApplicationListQuery,
  type ApplicationListResult,
  type ApplicationNote,
  type ApplicationNoteRequest,
  type ApplicationTransitionRequest,
  type BulkTransitionResult,
  type CreatedId,
  type InviteRequest,
  type TalentSearchItem,
  type TalentSearchQuery,
} from '../../../contract/applications';
import { chinaDate } from '../../../contract/chinaTime';
import type { Page, PageQuery } from '../../../contract/paging';
import { RESUMES_MANAGE, RESUMES_VIEW } from '../../../contract/permissions';
import { employerOf } from '../../core/auth';
import { ApiError, ok } from '../../core/http/envelope';
import { pageOf } from '../../core/http/schemas';
import { employerActorOf, employerScopeOf } from '../../workflow';
import { accessLogPage, recordAccess } from '../accessLog';
import { applicationWorkbook, downloadDisposition, exportFileName, XLSX_MIME } from '../exporting';
import { inviteStudent } from '../invitations';
import { employerApplicationList, employerApplicationRows } from '../lists';
import { addNote, applicationDetail, attachmentToServe } from '../reading';
import { searchTalentFor } from '../talent';
import { transitionApplications } from '../transitions';
import {
  exportQuery,
  idQuery,
  inviteBody,
  listQuery,
  noteBody,
  pageQuery,
  talentQuery,
  transitionBody,
} from './schemas';

const ATTACHMENT_MISSING_CODE = 404;

/**
 * The employer's calls (jlgl/sddjl, zxjlck, rcjs): its own applications at the session's site only;
 * any other id answers exactly as a missing one. Reading is 简历管理·查看, acting 简历管理·管理; the
 * access log is the main account's.
 */
export function employerApplicationRoutes(app: FastifyInstance): void {
  const actorOf = employerActorOf;

  app.get<{ Querystring: ApplicationListQuery }>(
    applicationPaths.list,
    { config: { access: RESUMES_VIEW }, schema: { querystring: listQuery } },
    async (request) =>
      ok<ApplicationListResult>(
        await employerApplicationList(app.db, employerScopeOf(request), request.query),
      ),
  );

  app.get<{ Querystring: { id: string } }>(
    applicationPaths.detail,
    { config: { access: RESUMES_VIEW }, schema: { querystring: idQuery } },
    async (request) =>
      ok<ApplicationDetail>(
        await applicationDetail(
          app.db,
          app.clock.now(),
          employerScopeOf(request),
          actorOf(request),
          request.query.id,
        ),
      ),
  );

  app.get<{ Querystring: { id: string } }>(
    applicationPaths.attachment,
    { config: { access: RESUMES_VIEW }, schema: { querystring: idQuery } },
    async (request, reply) => {
      const attachment = await attachmentToServe(
        app.db,
        app.clock.now(),
        employerScopeOf(request),
        actorOf(request),
        request.query.id,
      );
      const body = attachment === null ? null : await app.fileStorage.get(attachment.path);
      if (attachment === null || body === null)
        throw new ApiError(ATTACHMENT_MISSING_CODE, '该申请没有附件简历');
      return (
        reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', downloadDisposition('resume.pdf', attachment.name))
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
          // Personal data from an upload: never run as a page of this origin, whatever it holds.
          .header('content-security-policy', "default-src 'none'; sandbox")
          .send(body)
      );
    },
  );

  app.post<{ Body: ApplicationTransitionRequest }>(
    applicationPaths.transition,
    { config: { encoding: 'json', access: RESUMES_MANAGE }, schema: { body: transitionBody } },
    async (request) => {
      const result = await transitionApplications(
        app.db,
        app.clock.now(),
        employerScopeOf(request),
        actorOf(request),
        request.body,
      );
      const message =
        result.failed.length === 0
          ? '操作成功'
          : `成功${result.succeeded.length}条，失败${result.failed.length}条`;
      return ok<BulkTransitionResult>(result, message);
    },
  );

  app.post<{ Body: ApplicationNoteRequest }>(
    applicationPaths.note,
    { config: { encoding: 'json', access: RESUMES_MANAGE }, schema: { body: noteBody } },
    async (request) =>
      ok<ApplicationNote>(
        await addNote(app.db, app.clock.now(), employerScopeOf(request), actorOf(request), request.body),
        '备注已保存',
      ),
  );

  app.get<{ Querystring: ApplicationListQuery }>(
    applicationPaths.export,
    { config: { access: RESUMES_VIEW }, schema: { querystring: exportQuery } },
    async (request, reply) => {
      const scope = employerScopeOf(request);
      const now = app.clock.now();
      const items = await employerApplicationRows(app.db, scope, request.query, APPLICATION_EXPORT_LIMIT);
      await recordAccess(app.db, now, {
        employerId: scope.employerId,
        actor: actorOf(request),
        kind: 'export',
        applicationIds: items.map((item) => item.id),
      });
      return reply
        .header('content-type', XLSX_MIME)
        .header(
          'content-disposition',
          downloadDisposition('applications.xlsx', exportFileName(chinaDate(now))),
        )
        .header('cache-control', 'private, no-store')
        .send(await applicationWorkbook(items));
    },
  );

  app.get<{ Querystring: PageQuery }>(
    applicationPaths.accessLog,
    { config: { access: 'mainAccount' }, schema: { querystring: pageQuery } },
    async (request) =>
      ok<Page<AccessLogEntry>>(await accessLogPage(app.db, employerOf(request).dwid, pageOf(request.query))),
  );

  app.get<{ Querystring: TalentSearchQuery }>(
    applicationPaths.talentSearch,
    { config: { access: RESUMES_VIEW }, schema: { querystring: talentQuery } },
    async (request) =>
      ok<Page<TalentSearchItem>>(await searchTalentFor(app.db, employerScopeOf(request), request.query)),
  );

  app.post<{ Body: InviteRequest }>(
    applicationPaths.invite,
    { config: { encoding: 'json', access: RESUMES_MANAGE }, schema: { body: inviteBody } },
    async (request) =>
      ok<CreatedId>(
        {
          id: await inviteStudent(
            app.db,
            app.clock.now(),
            employerScopeOf(request),
            actorOf(request),
            request.body,
          ),
        },
        '邀请已发送',
      ),
  );
}
