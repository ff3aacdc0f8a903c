import { http, HttpResponse } from 'msw';
import type { Envelope } from '../../../contract/envelope';
import {
  SURVEY_ADDRESS_PATH,
  SURVEY_ADDRESS_SUCCESS_CODE,
  SURVEY_FLAGS_PATH,
  SURVEY_INTERCEPTION_PATH,
  SURVEY_ROUTE_MAP_PATH,
  SURVEY_SWITCH_PATH,
  type SurveyAddressRequest,
  type SurveyFlags,
  type SurveyInterception,
  type SurveyRouteMap,
} from '../../../contract/surveys';

const ok = <T>(result: T): Envelope<T> => ({ code: 200, result, message: '成功' });

/** Questionnaires: switch off, everything answered, nothing intercepted. */
export const surveyHandlers = [
  http.get(SURVEY_SWITCH_PATH, () => HttpResponse.json(ok(false))),
  http.post(SURVEY_FLAGS_PATH, () => HttpResponse.json(ok<SurveyFlags>({ wjqbf: '1', wjhbf: '1' }))),
  http.get(SURVEY_ROUTE_MAP_PATH, () => HttpResponse.json(ok<SurveyRouteMap>({}))),
  http.post(SURVEY_INTERCEPTION_PATH, () =>
    HttpResponse.json(ok<SurveyInterception>({ required: [], unrequired: [] })),
  ),
  http.post(SURVEY_ADDRESS_PATH, async ({ request }) => {
    const { wjid = 'wj-first' } = (await request.json()) as SurveyAddressRequest;
    return HttpResponse.json({
      code: SURVEY_ADDRESS_SUCCESS_CODE,
      result: `/pub/wjdc/page?ticket=${wjid}`,
      message: '成功',
    });
  }),
];
