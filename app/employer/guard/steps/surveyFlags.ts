import { BASENAME } from '../../../api/employerPaths';
import { pathTo } from '../../routes/routeIndex';
import type { RouteName } from '../../routes/routeTable';
import { guardApi } from '../guardApi';
import { NEXT, redirectTo, type GuardEnv, type GuardOutcome, type GuardTarget } from '../guardTypes';

/** The survey step, told where the employer was going: answering the survey returns there. */
function toSurvey(step: RouteName, target: GuardTarget): GuardOutcome {
  const redirect = new URLSearchParams({ redirect: `${BASENAME}${target.fullPath}` });
  return redirectTo(`${pathTo(step)}?${redirect.toString()}`);
}

/**
 * Step 9, only while the school's questionnaire switch is on: the before-survey not done (wjqbf '0')
 * leads to dwwjdc0; else the after-survey not done (wjhbf '0') leads to dwwjdc0.1, unless it was
 * finished in this browser session (iswcwj: unset or '0' means not finished).
 */
export async function surveyFlags(
  target: GuardTarget,
  { store }: GuardEnv,
  xxdm: string,
): Promise<GuardOutcome> {
  const switchedOn = await store
    .dispatch(guardApi.endpoints.surveySwitch.initiate(xxdm, { subscribe: false }))
    .unwrap()
    .catch(() => false);
  if (!switchedOn) return NEXT;
  const flags = await store
    .dispatch(guardApi.endpoints.surveyFlags.initiate(xxdm))
    .unwrap()
    .catch(() => null);
  if (flags === null) return NEXT;
  if (flags.wjqbf === '0') return toSurvey('dwwjdc0', target);
  const finishedThisSession = store.getState().employerSession.iswcwj === '1';
  if (flags.wjhbf === '0' && !finishedThisSession) return toSurvey('dwwjdc0.1', target);
  return NEXT;
}
