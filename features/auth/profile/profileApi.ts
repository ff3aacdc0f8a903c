import {
  profilePaths,
  type EmployerProfile,
  type EmployerProfileFields,
  type ProfileHistoryPage,
  type SavedProfile,
} from '../../../contract/employerProfile';
import type { Envelope } from '../../../contract/envelope';
import { FILE_UPLOAD_PATH, LOGO_BUCKET, type UploadFileResult } from '../../../contract/files';
import type { PageQuery } from '../../../contract/paging';
import { baseApi } from '../../../app/api/baseApi';

/** A save's answer with the server's message (what applied at once, what went to review). */
export type SaveOutcome = { profile: SavedProfile; message: string };

/**
 * The employer profile (/com/dwxx): read, saved, a pending change withdrawn, the history. A save or a
 * withdrawal answers the profile, which replaces the cached one; the history and the home's name are
 * read again.
 */
export const profileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    employerProfile: build.query<EmployerProfile, void>({
      query: () => profilePaths.profile,
      transformResponse: (envelope: Envelope<EmployerProfile>) => envelope.result,
      providesTags: ['EmployerProfile'],
    }),
    saveEmployerProfile: build.mutation<SaveOutcome, EmployerProfileFields>({
      query: (body) => ({ url: profilePaths.save, method: 'POST', body }),
      transformResponse: (envelope: Envelope<SavedProfile>) => ({
        profile: envelope.result,
        message: envelope.message,
      }),
      invalidatesTags: ['EmployerProfile', 'EmployerUser'],
    }),
    withdrawProfileChange: build.mutation<string, string>({
      query: (id) => ({ url: profilePaths.withdrawChange, method: 'POST', body: { id } }),
      transformResponse: (envelope: Envelope<unknown>) => envelope.message,
      invalidatesTags: ['EmployerProfile'],
    }),
    profileHistory: build.query<ProfileHistoryPage, PageQuery>({
      query: (params) => ({ url: profilePaths.history, params }),
      transformResponse: (envelope: Envelope<ProfileHistoryPage>) => envelope.result,
      providesTags: ['EmployerProfile'],
    }),
    uploadLogo: build.mutation<string, File>({
      query: (file) => ({
        url: FILE_UPLOAD_PATH,
        method: 'POST',
        body: { file, bucket: LOGO_BUCKET },
        bodyFormat: 'multipart',
      }),
      transformResponse: (envelope: Envelope<UploadFileResult | null>) => envelope.result?.[0] ?? '',
    }),
  }),
});
