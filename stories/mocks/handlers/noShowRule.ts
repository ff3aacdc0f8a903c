import { http, HttpResponse, type AnyHandler } from 'msw';
import {
  DEFAULT_NO_SHOW_RULE,
  dishonestyPaths,
  noShowRuleProblem,
  type NoShowRule,
} from '../../../contract/dishonesty';
import type { Envelope } from '../../../contract/envelope';
import { DEMO_STAFF_TOKEN } from './console';

/**
 * The site's no-show rule as the server answers it (docs/api.md, Dishonesty records): the default
 * until a story saves another, checked by the contract's own rule. Stories and tests call
 * resetNoShowRuleMock() first, or start from a rule of their own with it.
 */
const ok = <T>(result: T, message = '成功'): Envelope<T> => ({ code: 200, result, message });
const refuse = (code: number, message: string): Envelope<null> => ({ code, result: null, message });

let rule: NoShowRule = { ...DEFAULT_NO_SHOW_RULE };

export function resetNoShowRuleMock(start: NoShowRule = DEFAULT_NO_SHOW_RULE): void {
  rule = { ...start };
}

/** The rule as the mock holds it now (tests check what a save kept). */
export function mockNoShowRule(): NoShowRule {
  return rule;
}

const SESSION_INVALID = refuse(42, '登录已失效，请重新登录');

function withStaff(
  resolve: (request: Request) => Promise<Envelope<unknown>> | Envelope<unknown>,
): (info: { request: Request }) => Promise<Response> {
  return async ({ request }) =>
    HttpResponse.json(
      request.headers.get('accessToken') === DEMO_STAFF_TOKEN ? await resolve(request) : SESSION_INVALID,
    );
}

export const noShowRuleHandlers: AnyHandler[] = [
  http.get(
    dishonestyPaths.schoolRule,
    withStaff(() => ok(rule)),
  ),
  http.post(
    dishonestyPaths.saveSchoolRule,
    withStaff(async (request) => {
      const body = (await request.json()) as NoShowRule;
      const problem = noShowRuleProblem(body);
      if (problem !== null) return refuse(400, problem);
      rule = { wdccs: body.wdccs, tjts: body.tjts, ztts: body.ztts };
      return ok(rule, '保存成功');
    }),
  ),
];
