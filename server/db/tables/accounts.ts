import type { ColumnType } from 'kysely';

// Employer accounts. Times are epoch milliseconds (bigint columns read back as numbers).

/** An employer organisation (dw). `profile_id` is the contract's jbxxid (basic-info record). */
export interface EmployersTable {
  id: string;
  profile_id: string;
  name: string;
  credit_code: string;
  contact_name: string;
  /** School site (xxdm) where the employer registered. */
  site_code: string;
  created_at: number;
}

/**
 * A person who logs in; the mobile is the login name and unique. `employer_id` is the home employer
 * (the one the login was opened for, and the one a login acts for); employer_memberships adds others.
 */
export interface EmployerUsersTable {
  id: string;
  employer_id: string;
  mobile: string;
  password_hash: string;
  created_at: number;
  password_changed_at: number;
  // The person's details (screen wsdwyh); null until filled in.
  name: ColumnType<string | null, string | null | undefined, string | null>;
  post: ColumnType<string | null, string | null | undefined, string | null>;
  email: ColumnType<string | null, string | null | undefined, string | null>;
  landline: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A further employer a user acts for, besides its home employer. */
export interface EmployerMembershipsTable {
  user_id: string;
  employer_id: string;
  created_at: number;
}

export interface EmployerSessionsTable {
  id: string;
  user_id: string;
  /** The employer the session acts for: the user's home employer or one of its memberships. */
  employer_id: string;
  /** SHA-256 of the bearer token; the token itself is never stored. */
  token_hash: string;
  site_code: string;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
}

/** A WeChat identity or app device linked to a user so it can log in without a password. */
export interface EmployerLoginLinksTable {
  kind: 'wechat' | 'app';
  /** SHA-256 of the WeChat code or device id. */
  external_id_hash: string;
  user_id: string;
  created_at: number;
}

/** One forgot-password attempt: employer info matched, then a code, then the new password. */
export interface PasswordResetTicketsTable {
  id: string;
  ticket_hash: string;
  user_id: string;
  site_code: string;
  code_verified_at: number | null;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface PasswordAppealsTable {
  id: string;
  employer_name: string;
  credit_code: string;
  contact_name: string;
  contact: string;
  reason: string;
  site_code: string;
  status: 'pending' | 'resolved';
  created_at: number;
}

/** The RSA key pair the login forms encrypt passwords with; one per database. */
export interface KeyPairsTable {
  id: string;
  public_key: string;
  private_key: string;
  created_at: number;
}

/** A one-time authorization code (getAuthcode), exchanged once at its site within a few minutes. */
export interface EmployerAuthCodesTable {
  id: string;
  /** SHA-256 of the code. */
  code_hash: string;
  /** The session that asked for it; the code dies with it. */
  session_id: string;
  user_id: string;
  employer_id: string;
  site_code: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface AccountTables {
  employers: EmployersTable;
  employer_users: EmployerUsersTable;
  employer_memberships: EmployerMembershipsTable;
  employer_auth_codes: EmployerAuthCodesTable;
  employer_sessions: EmployerSessionsTable;
  employer_login_links: EmployerLoginLinksTable;
  password_reset_tickets: PasswordResetTicketsTable;
  password_appeals: PasswordAppealsTable;
  key_pairs: KeyPairsTable;
}
