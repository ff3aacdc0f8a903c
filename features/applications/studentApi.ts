import {
  studentApplicationPaths,
  type ApplyRequest,
  type CreatedId,
  type Invitation,
  type InvitationIdRequest,
  type InvitationQuery,
  type InvitationStateResult,
  type StudentApplicationDetail,
  type StudentApplicationItem,
  type StudentApplicationQuery,
  type StudentPositionDetail,
  type StudentPositionListItem,
  type StudentPositionQuery,
} from '../../contract/applications';
import type { Page } from '../../contract/paging';
import { baseApi } from '../../app/api/baseApi';
import { studentQuery } from '../../app/api/studentQuery';

/**
 * Every read here shows the student's own applications (a position's sqzt included), so one tag
 * covers them: applying or accepting an invitation refreshes them all.
 */
const APPLICATIONS = 'StudentApplication' as const;
const INVITATIONS = 'Invitation' as const;

/**
 * The student's side of applications (/stu/zpgw/*, /stu/grzx/sq/*), through the student client (spec
 * section 8's code table). Reads are silent: the screen shows their failure with a retry. Actions are
 * not: a refusal is the client's toast (4002: already applied, closed) or error dialog (4004: the resume
 * is incomplete, after which the client goes to /sc/myResume), so screens add no message of their own.
 */
export const studentApplicationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    studentPositions: build.query<Page<StudentPositionListItem>, StudentPositionQuery>({
      queryFn: (params, api) =>
        studentQuery<Page<StudentPositionListItem>>(
          { url: studentApplicationPaths.positions, params, silent: true },
          api,
        ),
      providesTags: [APPLICATIONS],
    }),
    recommendedPositions: build.query<StudentPositionListItem[], { size: number }>({
      queryFn: (params, api) =>
        studentQuery<StudentPositionListItem[]>(
          { url: studentApplicationPaths.recommended, params, silent: true },
          api,
        ),
      providesTags: [APPLICATIONS],
    }),
    studentPosition: build.query<StudentPositionDetail, string>({
      queryFn: (id, api) =>
        studentQuery<StudentPositionDetail>(
          { url: studentApplicationPaths.position, params: { id }, silent: true },
          api,
        ),
      providesTags: [APPLICATIONS],
    }),
    applyForPosition: build.mutation<CreatedId, ApplyRequest>({
      queryFn: (body, api) =>
        studentQuery<CreatedId>({ url: studentApplicationPaths.apply, method: 'POST', body }, api),
      // A refusal (already applied, closed meanwhile) also means the shown state may be stale.
      invalidatesTags: [APPLICATIONS],
    }),
    myApplications: build.query<Page<StudentApplicationItem>, StudentApplicationQuery>({
      queryFn: (params, api) =>
        studentQuery<Page<StudentApplicationItem>>(
          { url: studentApplicationPaths.list, params, silent: true },
          api,
        ),
      providesTags: [APPLICATIONS],
    }),
    myApplication: build.query<StudentApplicationDetail, string>({
      queryFn: (id, api) =>
        studentQuery<StudentApplicationDetail>(
          { url: studentApplicationPaths.detail, params: { id }, silent: true },
          api,
        ),
      providesTags: [APPLICATIONS],
    }),
    invitations: build.query<Page<Invitation>, InvitationQuery>({
      queryFn: (params, api) =>
        studentQuery<Page<Invitation>>(
          { url: studentApplicationPaths.invitations, params, silent: true },
          api,
        ),
      providesTags: [INVITATIONS],
    }),
    acceptInvitation: build.mutation<CreatedId, InvitationIdRequest>({
      queryFn: (body, api) =>
        studentQuery<CreatedId>({ url: studentApplicationPaths.accept, method: 'POST', body }, api),
      invalidatesTags: [INVITATIONS, APPLICATIONS],
    }),
    declineInvitation: build.mutation<InvitationStateResult, InvitationIdRequest>({
      queryFn: (body, api) =>
        studentQuery<InvitationStateResult>(
          { url: studentApplicationPaths.decline, method: 'POST', body },
          api,
        ),
      invalidatesTags: [INVITATIONS],
    }),
  }),
});
