import { FILE_UPLOAD_PATH, RESUME_ATTACHMENT_BUCKET, type UploadFileResult } from '../../contract/files';
import {
  resumePaths,
  type ConsentRequest,
  type ConsentView,
  type ResumeSaveRequest,
  type ResumeView,
} from '../../contract/resumes';
import { baseApi } from '../../app/api/baseApi';
import { studentQuery } from '../../app/api/studentQuery';

/**
 * The student's own resume and talent-pool consent (/stu/grzx/jl), through the student client
 * (spec section 8's code table). Writes are silent: the screen shows a refusal at its field or above
 * the form, and its own confirmation. Every answer is the whole ResumeView, written into the cache.
 */
export const resumeApi = baseApi.injectEndpoints({
  endpoints: (build) => {
    const post = <Body>(url: string) =>
      build.mutation<ResumeView, Body>({
        queryFn: (body, api) =>
          studentQuery<ResumeView>(
            {
              url,
              method: 'POST',
              body: body === undefined ? {} : (body as unknown as Record<string, unknown>),
              silent: true,
            },
            api,
          ),
        async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
          const outcome = await queryFulfilled.catch(() => null);
          if (outcome) void dispatch(resumeApi.util.upsertQueryData('myResume', undefined, outcome.data));
        },
      });
    return {
      myResume: build.query<ResumeView, void>({
        queryFn: (_arg, api) => studentQuery<ResumeView>({ url: resumePaths.get, silent: true }, api),
        providesTags: ['Resume'],
      }),
      saveResume: post<ResumeSaveRequest>(resumePaths.save),
      attachResume: post<{ path: string }>(resumePaths.attach),
      detachResume: post<void>(resumePaths.detach),
      /** Stores a PDF in the resume bucket; resolves to its path, which attach then claims. */
      uploadResumeFile: build.mutation<string, File>({
        queryFn: async (file, api) => {
          const body = new FormData();
          body.append('bucket', RESUME_ATTACHMENT_BUCKET);
          body.append('file', file);
          const outcome = await studentQuery<UploadFileResult>(
            { url: FILE_UPLOAD_PATH, method: 'POST', body, silent: true },
            api,
          );
          return outcome.error ? { error: outcome.error } : { data: outcome.data[0] ?? '' };
        },
      }),
      resumeConsent: build.query<ConsentView, void>({
        queryFn: (_arg, api) => studentQuery<ConsentView>({ url: resumePaths.consent, silent: true }, api),
        providesTags: ['Resume'],
      }),
      setResumeConsent: build.mutation<ConsentView, ConsentRequest>({
        queryFn: (body, api) =>
          studentQuery<ConsentView>({ url: resumePaths.setConsent, method: 'POST', body, silent: true }, api),
        async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
          const outcome = await queryFulfilled.catch(() => null);
          if (!outcome) return;
          void dispatch(resumeApi.util.upsertQueryData('resumeConsent', undefined, outcome.data));
          dispatch(
            resumeApi.util.updateQueryData('myResume', undefined, (view) => {
              view.rck = outcome.data.ty;
            }),
          );
        },
      }),
    };
  },
});
