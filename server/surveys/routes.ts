import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_INVALID_CODE } from '../../contract/envelope';
import { SCHOOL_CODE_PATTERN } from '../../contract/site';
import {
  STUDENT_SURVEY_ROUTE_PATH,
  SURVEY_ADDRESS_PATH,
  SURVEY_ADDRESS_SUCCESS_CODE,
  SURVEY_EXIST_PATH,
  SURVEY_FLAGS_PATH,
  SURVEY_INTERCEPTION_PATH,
  SURVEY_PAGE_PATH,
  SURVEY_ROUTE_MAP_PATH,
  SURVEY_SSO_PATH,
  SURVEY_SWITCH_PATH,
  type StudentSurveyRouteQuery,
  type SurveyAddressRequest,
  type SurveyFlags,
  type SurveyInterception,
  type SurveyInterceptionRequest,
  type SurveyRouteMap,
  type SurveySchoolRequest,
  type SurveySsoQuery,
} from '../../contract/surveys';
import { ApiError, VALIDATION_FAILED_CODE, ok } from '../core/http/envelope';
import { findEmployerSession } from '../accounts';
import { employerOf, SESSION_INVALID_MESSAGE, studentOf } from '../core/auth';
import { findSite } from '../site';
import { checkAnswers } from './answers';
import { renderNoticePage, renderQuestionnairePage } from './page';
import { DEFAULT_RETURN_PATH, decodeReturnPath, routerPath } from './returnPath';
import {
  findLiveTicket,
  findUnusedTicket,
  hasAnswered,
  interception,
  isAssignedToEmployers,
  isSameRespondent,
  isSurveySwitchOn,
  loadQuestionnaire,
  mintTicket,
  pendingStageQuestionnaire,
  routeMap,
  studentQuestionnaireAt,
  submitResponse,
  surveyFlags,
  type Respondent,
} from './store';
import type { EmployerPrincipal } from '../fastifyTypes';
import { appPageHelmet } from '../spa';

const SURVEY_NOT_FOUND_CODE = 404;
export const surveyMessages = {
  badReturnPath: '参数 path 不正确：须为十六进制编码的本站 /dwpage/ 路径',
  notFound: '问卷不存在',
  nothingRequired: '该页面没有需要作答的问卷',
} as const;

/** The comToken cookie the client keeps the employer token in; the SSO entry is opened by navigation. */
const EMPLOYER_TOKEN_COOKIE = 'comToken';
const MAX_TOKEN_LENGTH = 256;

const schoolCode = { type: 'string', pattern: SCHOOL_CODE_PATTERN } as const;
const questionnaireId = { type: 'string', minLength: 1, maxLength: 64 } as const;
const hexPath = { type: 'string', minLength: 1, maxLength: 4096 } as const;

function respondentOf(employer: EmployerPrincipal): Respondent {
  return { userId: employer.userId, employerId: employer.dwid, siteCode: employer.xxdm };
}

/**
 * Whether a school code the client sent names the session's own school. Questionnaires are opened,
 * ticketed and stored for the session's school only, so another school's pending surveys are
 * answered as none: announcing one the entry cannot open would send the guard and the entry back
 * and forth.
 */
function isSessionSite(employer: EmployerPrincipal, asked: string | undefined): boolean {
  return asked === undefined || asked === employer.xxdm;
}

const NOTHING_PENDING: SurveyFlags = { wjqbf: '1', wjhbf: '1' };

function pageUrl(ticket: string): string {
  return `${SURVEY_PAGE_PATH}?ticket=${ticket}`;
}

function wantsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  return accept.includes('text/html') && !accept.includes('application/json');
}

function sendHtml(reply: FastifyReply, status: number, html: string) {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(html);
}

const backToApp = { href: '/dwpage/', text: '返回系统' };

/**
 * Questionnaires (contract/surveys.ts): the employer calls the guard and the interception make, the
 * address calls that mint a page ticket, and the page itself (server-rendered, no script).
 */
export function surveyRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;

  /** The URL to send the employer to: a fresh page ticket, or straight back when nothing is left. */
  async function addressFor(employer: EmployerPrincipal, questionnaire: string, returnPath: string) {
    const respondent = respondentOf(employer);
    if (!(await isAssignedToEmployers(db, questionnaire, respondent.siteCode)))
      throw new ApiError(SURVEY_NOT_FOUND_CODE, surveyMessages.notFound);
    if (await hasAnswered(db, respondent, questionnaire)) return returnPath;
    return pageUrl(await mintTicket(db, app.clock.now(), respondent, questionnaire, returnPath));
  }

  function returnPathOf(hex: string | undefined): string {
    if (hex === undefined || hex === '') return DEFAULT_RETURN_PATH;
    const path = decodeReturnPath(hex);
    if (path === null) throw new ApiError(VALIDATION_FAILED_CODE, surveyMessages.badReturnPath);
    return path;
  }

  app.get<{ Querystring: { xxdm?: string } }>(
    SURVEY_SWITCH_PATH,
    {
      config: { access: 'signedIn' },
      schema: { querystring: { type: 'object', properties: { xxdm: schoolCode } } },
    },
    async (request) => ok(await isSurveySwitchOn(db, request.query.xxdm ?? employerOf(request).xxdm)),
  );

  app.post<{ Body: Partial<SurveySchoolRequest> | undefined }>(
    SURVEY_EXIST_PATH,
    {
      config: { encoding: 'json', access: 'signedIn' },
      schema: { body: { type: 'object', properties: { xxdm: schoolCode } } },
    },
    async (request) => {
      const employer = employerOf(request);
      if (!isSessionSite(employer, request.body?.xxdm)) return ok(false);
      return ok((await pendingStageQuestionnaire(db, employer.dwid, employer.xxdm)) !== null);
    },
  );

  app.post<{ Body: Partial<SurveySchoolRequest> | undefined }>(
    SURVEY_FLAGS_PATH,
    {
      config: { encoding: 'json', access: 'signedIn' },
      schema: { body: { type: 'object', properties: { xxdm: schoolCode } } },
    },
    async (request) => {
      const employer = employerOf(request);
      if (!isSessionSite(employer, request.body?.xxdm)) return ok(NOTHING_PENDING);
      return ok<SurveyFlags>(await surveyFlags(db, employer.dwid, employer.xxdm));
    },
  );

  // The guard asks on every navigation, also before login: without a session there is nothing to open.
  app.get<{ Querystring: { xxdm?: string } }>(
    SURVEY_ROUTE_MAP_PATH,
    {
      config: { access: 'public' },
      schema: { querystring: { type: 'object', properties: { xxdm: schoolCode } } },
    },
    async (request) => {
      const employer = await app.optionalEmployer(request);
      if (employer === null || !isSessionSite(employer, request.query.xxdm)) return ok<SurveyRouteMap>({});
      return ok(await routeMap(db, employer.dwid, employer.xxdm));
    },
  );

  app.post<{ Body: SurveyInterceptionRequest }>(
    SURVEY_INTERCEPTION_PATH,
    {
      config: { encoding: 'json', access: 'signedIn' },
      schema: {
        body: {
          type: 'object',
          required: ['router'],
          properties: { router: { type: 'string', minLength: 1, maxLength: 2048 } },
        },
      },
    },
    async (request) => {
      const employer = employerOf(request);
      return ok<SurveyInterception>(
        await interception(db, employer.dwid, employer.xxdm, routerPath(request.body.router)),
      );
    },
  );

  app.post<{ Body: SurveyAddressRequest }>(
    SURVEY_ADDRESS_PATH,
    {
      config: { encoding: 'json', access: 'signedIn' },
      schema: {
        body: { type: 'object', required: ['path'], properties: { path: hexPath, wjid: questionnaireId } },
      },
    },
    async (request) => {
      const employer = employerOf(request);
      const returnPath = returnPathOf(request.body.path);
      let questionnaire = request.body.wjid;
      if (questionnaire === undefined) {
        const asked = await interception(db, employer.dwid, employer.xxdm, routerPath(returnPath));
        questionnaire = asked.required[0];
        if (questionnaire === undefined)
          throw new ApiError(SURVEY_NOT_FOUND_CODE, surveyMessages.nothingRequired);
      }
      const url = await addressFor(employer, questionnaire, returnPath);
      return { code: SURVEY_ADDRESS_SUCCESS_CODE, result: url, message: '成功' };
    },
  );

  /** The employer of a request made by navigation too, where only the comToken cookie carries the session. */
  async function employerOfPage(request: FastifyRequest): Promise<EmployerPrincipal | null> {
    const cookieToken = request.cookies[EMPLOYER_TOKEN_COOKIE];
    return (
      (await app.optionalEmployer(request)) ??
      (cookieToken !== undefined && cookieToken.length <= MAX_TOKEN_LENGTH
        ? await findEmployerSession(db, app.clock.now(), cookieToken)
        : null)
    );
  }

  app.get<{ Querystring: SurveySsoQuery }>(
    SURVEY_SSO_PATH,
    {
      config: { access: 'public' },
      schema: { querystring: { type: 'object', properties: { wjid: questionnaireId, path: hexPath } } },
    },
    async (request, reply) => {
      const employer = await employerOfPage(request);
      const html = wantsHtml(request);
      if (employer === null) {
        if (html)
          return sendHtml(
            reply,
            401,
            renderNoticePage('登录已失效', '请重新登录后再打开问卷。', {
              href: '/dwpage/dwlogin',
              text: '去登录',
            }),
          );
        throw new ApiError(SESSION_INVALID_CODE, SESSION_INVALID_MESSAGE);
      }
      const returnPath = returnPathOf(request.query.path);
      const questionnaire =
        request.query.wjid ?? (await pendingStageQuestionnaire(db, employer.dwid, employer.xxdm));
      const url = questionnaire === null ? returnPath : await addressFor(employer, questionnaire, returnPath);
      return html ? reply.redirect(url) : ok(url);
    },
  );

  app.get<{ Querystring: StudentSurveyRouteQuery }>(
    STUDENT_SURVEY_ROUTE_PATH,
    {
      preHandler: app.requireStudent,
      schema: {
        querystring: {
          type: 'object',
          required: ['path'],
          properties: { path: { type: 'string', minLength: 1, maxLength: 2048 } },
        },
      },
    },
    async (request) => {
      const student = studentOf(request);
      return ok(await studentQuestionnaireAt(db, student.xxdm, routerPath(request.query.path)));
    },
  );

  async function isRespondentOf(request: FastifyRequest, respondent: Respondent): Promise<boolean> {
    const employer = await employerOfPage(request);
    return employer !== null && isSameRespondent(respondentOf(employer), respondent);
  }

  const pageOptions = {
    // The ticket is in the address: never send it on as a referrer.
    helmet: { ...appPageHelmet, referrerPolicy: { policy: 'no-referrer' as const } },
  };

  async function themeColorOf(siteCode: string) {
    return (await findSite(db, siteCode))?.theme_color ?? null;
  }

  const expiredPage = () =>
    renderNoticePage('问卷链接已失效', '该问卷链接已过期或已被使用，请返回系统后重新打开问卷。', backToApp);

  app.get<{ Querystring: { ticket?: string } }>(SURVEY_PAGE_PATH, pageOptions, async (request, reply) => {
    const live = await findLiveTicket(db, app.clock.now(), request.query.ticket);
    if (live === null) return sendHtml(reply, 410, expiredPage());
    const questionnaire = await loadQuestionnaire(db, live.questionnaireId);
    if (questionnaire === null)
      return sendHtml(reply, 404, renderNoticePage(surveyMessages.notFound, '该问卷已被删除。', backToApp));
    return sendHtml(
      reply,
      200,
      renderQuestionnairePage({
        questionnaire,
        ticket: request.query.ticket ?? '',
        themeColor: await themeColorOf(live.respondent.siteCode),
      }),
    );
  });

  app.post<{ Body: Record<string, unknown> | undefined }>(
    SURVEY_PAGE_PATH,
    { ...pageOptions, config: { encoding: 'form' } },
    async (request, reply) => {
      const form = request.body ?? {};
      const ticket = typeof form.ticket === 'string' ? form.ticket : '';
      const now = app.clock.now();
      const unused = await findUnusedTicket(db, now, ticket);
      // A long questionnaire may outlast the ticket: the respondent's own session still submits it,
      // so the answers are not lost.
      const proven =
        unused !== null && (!unused.expired || (await isRespondentOf(request, unused.respondent)));
      const live = proven ? unused : null;
      if (live === null) return sendHtml(reply, 410, expiredPage());
      const questionnaire = await loadQuestionnaire(db, live.questionnaireId);
      if (questionnaire === null)
        return sendHtml(reply, 404, renderNoticePage(surveyMessages.notFound, '该问卷已被删除。', backToApp));
      const check = checkAnswers(questionnaire, form);
      if (!check.ok) {
        const themeColor = await themeColorOf(live.respondent.siteCode);
        return sendHtml(
          reply,
          400,
          renderQuestionnairePage({
            questionnaire,
            ticket,
            themeColor,
            values: check.values,
            errors: check.errors,
          }),
        );
      }
      if (!(await submitResponse(db, now, ticket, live, check.answers, { acceptExpired: live.expired })))
        return sendHtml(reply, 410, expiredPage());
      return reply.redirect(live.returnPath, 303);
    },
  );

  return Promise.resolve();
}
