import type { ApiError } from '../../../api/baseQuery';
import { BASENAME } from '../../../api/employerPaths';
import { guardApi } from '../guardApi';
import { ALLOW, REJECT, type FinalOutcome, type GuardEnv, type GuardTarget } from '../guardTypes';
import { wantFeedbackHost } from '../../shell/feedbackHostDemand';
import { encodeHexPath } from '../../../api/hexPath';
import type { InterceptionLatch } from '../interceptionLatch';

function errorMessage(error: unknown): string {
  const apiError = error as Partial<Extract<ApiError, { status: 'ENVELOPE_ERROR' }>>;
  return typeof apiError.message === 'string' && apiError.message !== ''
    ? apiError.message
    : '获取问卷地址失败';
}

/**
 * Step 11, the survey interception of spec section 4, once per navigation. Unanswered required
 * surveys block the navigation: after 知道了 the browser goes to the first one's page (replacing the
 * current entry), or an error dialog shows the server's message. Optional ones are offered: 去答卷
 * opens each in a new window (those the browser blocks are offered as links); either answer lets the
 * navigation go on. A failed lookup lets it go on.
 */
export async function surveyInterception(
  target: GuardTarget,
  { store, browser }: GuardEnv,
  latch: InterceptionLatch,
): Promise<FinalOutcome> {
  if (!latch.take()) return ALLOW;
  const surveys = await store
    .dispatch(guardApi.endpoints.surveyInterception.initiate(target.pathname))
    .unwrap()
    .catch(() => null);
  if (surveys === null) return ALLOW;
  const path = encodeHexPath(`${BASENAME}${target.fullPath}`);
  const addressOf = (wjid: string) =>
    store.dispatch(guardApi.endpoints.surveyAddress.initiate({ path, wjid })).unwrap();

  if (surveys.required.length === 0 && surveys.unrequired.length === 0) return ALLOW;
  // The dialogs are loaded only when there is something to ask (most navigations have nothing).
  wantFeedbackHost();
  const [{ askOptionalSurveys, askRequiredSurvey, offerSurveyLinks }, { modal }] = await Promise.all([
    import('../../../../ui/SurveyDialog'),
    import('../../../../ui/Modal'),
  ]);

  const [firstRequired] = surveys.required;
  if (firstRequired !== undefined) {
    await askRequiredSurvey();
    try {
      return { type: 'leave', url: await addressOf(firstRequired), replace: true };
    } catch (error) {
      await modal.error({ title: '提示', content: errorMessage(error) });
      return REJECT;
    }
  }

  if (surveys.unrequired.length > 0 && (await askOptionalSurveys(surveys.unrequired.length)) === 'answer') {
    const addresses = await Promise.allSettled(surveys.unrequired.map(addressOf));
    const found = addresses.flatMap((address) => (address.status === 'fulfilled' ? [address.value] : []));
    const blocked = found.filter((url) => !browser.openWindow(url));
    const unavailable = addresses.length - found.length;
    if (blocked.length > 0 || unavailable > 0) void offerSurveyLinks(blocked, unavailable);
  }
  return ALLOW;
}
