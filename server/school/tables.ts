/** A member of a school's career-centre staff: reviews what employers submit at that one site. */
export interface SchoolStaffTable {
  id: string;
  site_code: string;
  /** Login name, unique within the site. */
  username: string;
  /** Shown in the audit trail (e.g. 张老师). */
  name: string;
  password_hash: string;
  created_at: number;
  /** Set when the account may no longer log in. */
  disabled_at: number | null;
}

/** A staff session: apart from employer sessions, so one kind of token never passes for the other. */
export interface StaffSessionsTable {
  id: string;
  staff_id: string;
  /** SHA-256 of the bearer token. */
  token_hash: string;
  site_code: string;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
}

export interface SchoolTables {
  school_staff: SchoolStaffTable;
  staff_sessions: StaffSessionsTable;
}
