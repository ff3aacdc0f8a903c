import { SURVEY_SSO_PATH, type SurveyRouteMap } from '../../../../contract/surveys';
import { BASENAME } from '../../../api/employerPaths';
import { guardApi } from '../guardApi';
import { NEXT, type GuardEnv, type GuardOutcome, type GuardTarget } from '../guardTypes';
import { encodeHexPath } from '../../../api/hexPath';

/** The server's questionnaire page for one questionnaire, returning to `returnPath` once answered. */
export function questionnairePageUrl(wjid: string, dwid: string | null, returnPath: string): string {
  const query = new URLSearchParams({ wjid, path: encodeHexPath(returnPath) });
  if (dwid) query.set('dwid', dwid);
  return `${SURVEY_SSO_PATH}?${query.toString()}`;
}

/**
 * Step 10: when the school maps the target route to a questionnaire the employer has not answered,
 * the browser goes to that questionnaire's page first and comes back to the target afterwards.
 */
export async function routeQuestionnaire(
  target: GuardTarget,
  { store }: GuardEnv,
  xxdm: string,
): Promise<GuardOutcome> {
  const name = target.route?.name;
  if (name === undefined) return NEXT;
  const map = await store
    .dispatch(guardApi.endpoints.surveyRouteMap.initiate(xxdm, { subscribe: false }))
    .unwrap()
    .catch((): SurveyRouteMap => ({}));
  const wjid = map[name];
  if (!wjid) return NEXT;
  const url = questionnairePageUrl(
    wjid,
    store.getState().employerSession.dwid,
    `${BASENAME}${target.fullPath}`,
  );
  return { type: 'leave', url, replace: false };
}
