export interface StudentsTable {
  id: string;
  site_code: string;
  student_number: string;
  name: string;
  /** Comma-separated tags. */
  tags: string;
  password_hash: string;
  created_at: number;
}

export interface StudentSessionsTable {
  id: string;
  student_id: string;
  token_hash: string;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
}

export interface StudentTables {
  students: StudentsTable;
  student_sessions: StudentSessionsTable;
}
