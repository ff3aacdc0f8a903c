import { http, HttpResponse } from 'msw';
import type { Envelope } from '../../../contract/envelope';
import {
  FEEDBACK_PATH,
  FEEDBACK_SUCCESS_MESSAGE,
  type FeedbackRequest,
  type FeedbackResult,
} from '../../../contract/feedback';

/** Issue feedback: a post with a description is accepted; an empty one is refused as the server does. */
export const feedbackHandlers = [
  http.post(FEEDBACK_PATH, async ({ request }) => {
    const { wtms } = (await request.json()) as FeedbackRequest;
    const answer: Envelope<FeedbackResult | null> = wtms.trim()
      ? { code: 200, result: 'fk-0001', message: FEEDBACK_SUCCESS_MESSAGE }
      : { code: 400, result: null, message: '参数 wtms 不能为空' };
    return HttpResponse.json(answer);
  }),
];
