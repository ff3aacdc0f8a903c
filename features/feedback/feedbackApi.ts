import type { Envelope } from '../../contract/envelope';
import { FEEDBACK_PATH, type FeedbackRequest, type FeedbackResult } from '../../contract/feedback';
import { FEEDBACK_BUCKET, FILE_UPLOAD_PATH, type UploadFileResult } from '../../contract/files';
import { baseApi } from '../../app/api/baseApi';

/** Issue feedback: the attachment upload and the post (both callable without a login). */
export const feedbackApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** One image into bucket wtfk; resolves to its stored path (the first item of the result, '' if none). */
    uploadFeedbackImage: build.mutation<string, File>({
      query: (file) => ({
        url: FILE_UPLOAD_PATH,
        method: 'POST',
        body: { file, bucket: FEEDBACK_BUCKET },
        bodyFormat: 'multipart',
      }),
      transformResponse: (envelope: Envelope<UploadFileResult | null>) => envelope.result?.[0] ?? '',
    }),
    postFeedback: build.mutation<FeedbackResult, FeedbackRequest>({
      query: (body) => ({ url: FEEDBACK_PATH, method: 'POST', body }),
      transformResponse: (envelope: Envelope<FeedbackResult>) => envelope.result,
      invalidatesTags: ['Feedback'],
    }),
  }),
});
