import type { FastifyInstance } from 'fastify';
import {
  resumePaths,
  type ConsentRequest,
  type ConsentView,
  type ResumeSaveRequest,
  type ResumeView,
} from '../../contract/resumes';
import { studentOf } from '../core/auth';
import { ok } from '../core/http/envelope';
import { uploaderOf } from '../files';
import { attachBody, consentBody, saveResumeBody } from './schemas';
import {
  attachResumeFile,
  detachResumeFile,
  readConsent,
  readResumeView,
  resumeMessages,
  saveResume,
  setConsent,
  type ResumeOwner,
} from './store';

/** The student's own resume and talent-pool consent (/stu/grzx/jl): every call acts on the session's student. */
export function resumeRoutes(app: FastifyInstance): Promise<void> {
  const student = { preHandler: app.requireStudent };
  const writes = { ...student, config: { encoding: 'json' } } as const;
  const ownerOf = (request: Parameters<typeof studentOf>[0]): ResumeOwner => {
    const { studentId, xxdm } = studentOf(request);
    return { studentId, siteCode: xxdm };
  };

  app.get(resumePaths.get, student, async (request) =>
    ok<ResumeView>(await readResumeView(app.db, studentOf(request).studentId)),
  );

  app.post<{ Body: ResumeSaveRequest }>(
    resumePaths.save,
    { ...writes, schema: { body: saveResumeBody } },
    async (request) =>
      ok<ResumeView>(
        await saveResume(app.db, app.clock.now(), ownerOf(request), request.body),
        resumeMessages.saved,
      ),
  );

  app.post<{ Body: { path: string } }>(
    resumePaths.attach,
    { ...writes, schema: { body: attachBody } },
    async (request) => {
      const uploader = await uploaderOf(app, request);
      const view = await attachResumeFile(
        app.db,
        app.clock.now(),
        ownerOf(request),
        request.body.path,
        uploader,
      );
      return ok<ResumeView>(view, resumeMessages.attached);
    },
  );

  app.post(resumePaths.detach, writes, async (request) =>
    ok<ResumeView>(
      await detachResumeFile(app.db, app.clock.now(), ownerOf(request)),
      resumeMessages.detached,
    ),
  );

  app.get(resumePaths.consent, student, async (request) =>
    ok<ConsentView>(await readConsent(app.db, studentOf(request).studentId)),
  );

  app.post<{ Body: ConsentRequest }>(
    resumePaths.setConsent,
    { ...writes, schema: { body: consentBody } },
    async (request) => {
      const view = await setConsent(app.db, app.clock.now(), ownerOf(request), request.body.ty);
      return ok<ConsentView>(view, view.ty ? resumeMessages.joined : resumeMessages.left);
    },
  );
  return Promise.resolve();
}
