import type { FastifyInstance } from 'fastify';
import type { Envelope } from '../../../contract/envelope';
import { resumePaths, type ResumeSaveRequest, type ResumeView } from '../../../contract/resumes';
import { postJson } from '../support/testServer';

export { blankResume, fortyPercentResume, fullResume } from './resumeData';

export async function saveResumeAs(
  app: FastifyInstance,
  cookies: Record<string, string>,
  resume: ResumeSaveRequest,
): Promise<Envelope<ResumeView>> {
  return (await postJson(app, resumePaths.save, resume, { cookies })).json<Envelope<ResumeView>>();
}

export async function setConsentAs(app: FastifyInstance, cookies: Record<string, string>, ty: boolean) {
  return (await postJson(app, resumePaths.setConsent, { ty }, { cookies })).json<Envelope<unknown>>();
}
