import type { ApplicationState } from '../../contract/workflow';
import type { AccessKind, InvitationState } from '../../contract/applications';

// Applications (职位申请) and what hangs off them. Times are epoch milliseconds; the resume snapshot
// is JSON (contract/resumes.ts ResumeSnapshot), written once when the application is made.

export interface ApplicationsTable {
  id: string;
  student_id: string;
  /** The student's school site (the position's site: students apply at their own school). */
  site_code: string;
  position_id: string;
  employer_id: string;
  /** The position's name when applied (lists and messages need no join). */
  position_name: string;
  employer_name: string;
  state: ApplicationState;
  /** The resume as sent (JSON), never changed afterwards. */
  snapshot: string;
  /** Denormalised from the snapshot for the employer's filters and columns. */
  student_name: string;
  gender: string;
  school_name: string;
  major: string;
  education: string;
  /** null when the resume has no education end month. */
  graduation_year: number | null;
  mobile: string;
  email: string;
  /** 1 when the snapshot carries an attachment resume. */
  has_attachment: number;
  /** The invitation it came from, null for a plain application. */
  invitation_id: string | null;
  /** The latest interview (InterviewDetails JSON), null before any invitation to interview. */
  interview: string | null;
  /** The reason given with 不合适, '' otherwise. */
  reject_reason: string;
  created_at: number;
  updated_at: number;
}

/** Notes on an application: the employer's only, never shown to the student. */
export interface ApplicationNotesTable {
  id: string;
  application_id: string;
  employer_id: string;
  author_id: string;
  author_name: string;
  body: string;
  created_at: number;
}

/** An employer's invitation to a student to apply to one of its published positions. */
export interface ApplicationInvitationsTable {
  id: string;
  employer_id: string;
  employer_name: string;
  student_id: string;
  site_code: string;
  position_id: string;
  position_name: string;
  message: string;
  state: InvitationState;
  /** Who sent it (an employer user). */
  sender_id: string;
  created_at: number;
  answered_at: number | null;
  /** The application an acceptance made, else null. */
  application_id: string | null;
}

/**
 * Who saw which applications' personal information (PIPL accountability): one row per detail view,
 * attachment download or export, readable by the employer's main account.
 */
export interface ApplicationAccessLogTable {
  id: string;
  employer_id: string;
  user_id: string;
  user_name: string;
  kind: AccessKind;
  /** JSON array of application ids. */
  application_ids: string;
  count: number;
  created_at: number;
}

export interface ApplicationTables {
  applications: ApplicationsTable;
  application_notes: ApplicationNotesTable;
  application_invitations: ApplicationInvitationsTable;
  application_access_log: ApplicationAccessLogTable;
}
