import type { ColumnType } from 'kysely';

export interface StudentsTable {
  id: string;
  site_code: string;
  student_number: string;
  name: string;
  /** Comma-separated tags. */
  tags: string;
  password_hash: string;
  created_at: number;
  /** The bound mobile (账号), null until the student binds one by SMS code. */
  mobile: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface StudentSessionsTable {
  id: string;
  student_id: string;
  token_hash: string;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
  /** SHA-256 of the device id when the session was opened by the app login (getAppToken). */
  device_id_hash: string | null;
}

/** A device of the student app linked to a student (getAppToken with xh + pwd); unbindAppAccount ends it. */
export interface StudentAppLinksTable {
  /** SHA-256 of the device id: the id itself logs in, so it is kept like a password. */
  device_id_hash: string;
  student_id: string;
  created_at: number;
}

export interface StudentTables {
  students: StudentsTable;
  student_sessions: StudentSessionsTable;
  student_app_links: StudentAppLinksTable;
}
