import type { FastifyInstance } from 'fastify';
import {
  ATTACHMENTS_UNAVAILABLE_MESSAGE,
  FEEDBACK_PATH,
  FEEDBACK_SUCCESS_MESSAGE,
  type FeedbackResult,
} from '../../contract/feedback';
import { checkFeedback } from './rules';
import { ApiError, VALIDATION_FAILED_CODE, ok } from '../core/http/envelope';
import { newId } from '../core/tokens';
import { claimFeedbackAttachments, uploaderOf } from '../files';

/** Per client address: generous for a person, useless for a flood. */
export const FEEDBACK_RATE_LIMIT = { max: 10, timeWindow: 60_000 };

/**
 * POST /pub/wtfk: the form's rules again (rules.ts), then the post and its attachments in one
 * transaction. Attachments must be unattached wtfk uploads of the same uploader (session or upload-owner
 * cookie); each is claimed with a conditional update, so two posts can never share one file.
 */
export function feedbackRoutes(app: FastifyInstance): Promise<void> {
  app.post(
    FEEDBACK_PATH,
    { config: { encoding: 'json', rateLimit: FEEDBACK_RATE_LIMIT } },
    async (request) => {
      const check = checkFeedback(request.body);
      if (!check.ok) throw new ApiError(VALIDATION_FAILED_CODE, check.message);
      const { contact, description, attachmentPaths } = check.draft;
      const uploader = await uploaderOf(app, request);
      const id = newId();

      await app.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('feedback')
          .values({
            id,
            contact,
            description,
            employer_user_id: uploader.userId,
            student_id: uploader.studentId,
            client_ip: request.ip,
            created_at: app.clock.now(),
          })
          .execute();
        const claimed = await claimFeedbackAttachments(trx, attachmentPaths, id, uploader);
        if (claimed !== attachmentPaths.length)
          throw new ApiError(VALIDATION_FAILED_CODE, ATTACHMENTS_UNAVAILABLE_MESSAGE);
      });

      return ok<FeedbackResult>(id, FEEDBACK_SUCCESS_MESSAGE);
    },
  );
  return Promise.resolve();
}
