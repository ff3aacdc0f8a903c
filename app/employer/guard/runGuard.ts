import { isSurveyExempt } from '../routes/surveyExemptRoutes';
import { ALLOW, type FinalOutcome, type GuardEnv, type GuardOutcome, type GuardTarget } from './guardTypes';
import type { InterceptionLatch } from './interceptionLatch';
import { appAutoLogin } from './steps/appAutoLogin';
import { ensureSiteBasics } from './steps/ensureSiteBasics';
import { entryLogin } from './steps/entryLogin';
import { loginWithToken } from './steps/loginWithToken';
import { resolveSchoolCode } from '../../site/schoolCode';
import { routeQuestionnaire } from './steps/routeQuestionnaire';
import { sessionFromQuery } from './steps/sessionFromQuery';
import { surveyFlags } from './steps/surveyFlags';
import { surveyInterception } from './steps/surveyInterception';
import { weChatLogin } from './steps/weChatLogin';

function settled(outcome: GuardOutcome): outcome is FinalOutcome {
  return outcome.type !== 'next';
}

export type GuardRunOptions = {
  /**
   * The navigation stays on the page it leaves and changes only its query or hash (a list's tab,
   * filter or page, a detail drawer's ?id=): the page was survey-checked when it was entered.
   */
  samePage?: boolean;
};

/**
 * The route guard of spec section 2, steps 1 to 11 in order (step 1's progress bar is the shell's).
 * The first step that decides something other than `next` ends the run. Survey checks (9 to 11) run
 * only for named, non-exempt routes entered from another page, and only for a logged-in employer:
 * without a token there is nobody to ask, and the page's own calls send a stranger to the login.
 */
export async function runGuard(
  target: GuardTarget,
  env: GuardEnv,
  latch: InterceptionLatch,
  { samePage = false }: GuardRunOptions = {},
): Promise<FinalOutcome> {
  const { store, browser } = env;
  await ensureSiteBasics(env, target);

  const login = loginWithToken(target, store.getState().employerSession.token);
  if (settled(login)) return login;

  const weChat = await weChatLogin(target, env);
  if (settled(weChat)) return weChat;

  const handedOver = sessionFromQuery(target, store.dispatch);
  if (settled(handedOver)) return handedOver;

  await appAutoLogin(env);

  const state = store.getState();
  const token = state.employerSession.token;
  const xxdm = resolveSchoolCode(state);
  const entry = entryLogin(target, { token, xxdm, userAgent: browser.userAgent });
  if (settled(entry)) return entry;

  const route = target.route;
  // A parent opened by its own path only redirects to its first step, whose navigation is checked.
  if (!route || route.indexRedirect !== undefined || isSurveyExempt(route.name) || !token || samePage)
    return ALLOW;

  const flags = await surveyFlags(target, env, xxdm);
  if (settled(flags)) return flags;

  const questionnaire = await routeQuestionnaire(target, env, xxdm);
  if (settled(questionnaire)) return questionnaire;

  return surveyInterception(target, env, latch);
}
