/**
 * Questionnaires (wjdc). Employer calls send the token in header accessToken; a missing or invalid one
 * answers code 42. Everything answers the envelope of contract/envelope.ts with code 200, except the
 * address call, whose success code is 0 (spec section 4: "if code is not 0 an error dialog shows").
 *
 * - GET  /com/wjdc/hqwjkg?xxdm — the questionnaire switch of the school (default: the session's). result boolean.
 * - POST /com/wjdc/exist {xxdm} — whether the employer has a before- or after-survey left at that school.
 * - POST /com/wjdc/jysfxydj {xxdm} — the employer's survey flags at that school: {wjqbf, wjhbf}, '0' = not done.
 * - GET  /com/wjdc/getWjidByPath?xxdm — route name -> questionnaire id, for the routes whose questionnaire
 *   the guard must open before the route (only those the employer has not answered yet).
 * - POST /com/wjdc/lj {router} — the interception lookup for a route path: unanswered questionnaire ids,
 *   required and optional.
 * - POST /com/wjdc/wjdz {path, wjid?} — the address of a questionnaire page. `path` is the return path,
 *   hex-encoded UTF-8 (it must lead back under /dwpage/); without wjid, the first required questionnaire
 *   of the route at that path. result: a page URL carrying a short-lived single-use ticket.
 * - GET  /com/sso/wjdc/gotoWjdc?wjid&path — the same address for the before/after surveys (wjid optional:
 *   the employer's first pending one). Authenticates by header accessToken or the comToken cookie; a browser
 *   navigation (Accept: text/html) is redirected, other callers get the URL in `result`. When nothing is
 *   pending the URL is the return path itself. A `dwid` parameter is ignored: the session decides.
 * - GET  /stu/wjdc/getWjidByPath?path — the student's questionnaire id for a route path ('' when none).
 *
 * The page itself (GET/POST /pub/wjdc/page) is server-rendered HTML; after valid answers it redirects the
 * browser to the return path.
 */

export const SURVEY_SWITCH_PATH = '/com/wjdc/hqwjkg';
export const SURVEY_EXIST_PATH = '/com/wjdc/exist';
export const SURVEY_FLAGS_PATH = '/com/wjdc/jysfxydj';
export const SURVEY_ROUTE_MAP_PATH = '/com/wjdc/getWjidByPath';
export const SURVEY_INTERCEPTION_PATH = '/com/wjdc/lj';
export const SURVEY_ADDRESS_PATH = '/com/wjdc/wjdz';
export const SURVEY_SSO_PATH = '/com/sso/wjdc/gotoWjdc';
export const STUDENT_SURVEY_ROUTE_PATH = '/stu/wjdc/getWjidByPath';
export const SURVEY_PAGE_PATH = '/pub/wjdc/page';

/** The address call succeeds with code 0, unlike every other call. */
export const SURVEY_ADDRESS_SUCCESS_CODE = 0;

/** '1' done (or nothing to do), '0' not done. */
export type SurveyFlag = '0' | '1';
export type SurveyFlags = { wjqbf: SurveyFlag; wjhbf: SurveyFlag };

export type SurveySchoolRequest = { xxdm: string };
export type SurveyRouteMap = Record<string, string>;

export type SurveyInterceptionRequest = { router: string };
export type SurveyInterception = { required: string[]; unrequired: string[] };

export type SurveyAddressRequest = { path: string; wjid?: string };
export type SurveyAddressResult = string;

export type SurveySsoQuery = { wjid?: string; path?: string };
export type StudentSurveyRouteQuery = { path: string };
