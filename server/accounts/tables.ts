import type { ColumnType } from 'kysely';
import type { EmployerReviewState, ProfileChangeState } from '../../contract/workflow';

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
  /** 单位性质 and 单位行业 codes (contract/codeLists.ts); '' for employers registered before they were asked. */
  nature: ColumnType<string, string | undefined, string>;
  industry: ColumnType<string, string | undefined, string>;
  /** The business-licence image: a stored upload path (bucket yyzz), '' when none. */
  licence_path: ColumnType<string, string | undefined, string>;
  /** The main account: every permission, and the only one managing sub-accounts and roles. */
  main_user_id: ColumnType<string | null, string | null | undefined, string | null>;
  // The profile (contract/employerProfile.ts): '' until filled in; band codes, GB/T 2260 codes.
  supervising_department: ProfileText;
  description: ProfileText;
  capital_band: ProfileText;
  size_band: ProfileText;
  province_code: ProfileText;
  city_code: ProfileText;
  address: ProfileText;
  postcode: ProfileText;
  website: ProfileText;
  contact_mobile: ProfileText;
  landline: ProfileText;
  email: ProfileText;
  /** A stored upload of bucket dwlogo, '' when none. */
  logo_path: ProfileText;
}

type ProfileText = ColumnType<string, string | undefined, string>;

/**
 * A change of the employer's name, credit code or licence, reviewed by the school of its registration
 * site (profileChangeWorkflow); the old values are those in force when it was submitted.
 */
export interface EmployerProfileChangesTable {
  id: string;
  employer_id: string;
  site_code: string;
  state: ProfileChangeState;
  old_name: string;
  old_credit_code: string;
  old_licence_path: string;
  new_name: string;
  new_credit_code: string;
  new_licence_path: string;
  /** The school's reason ('' when none). */
  reason: string;
  submitted_by: string;
  /** The submitter as the queue shows it (name or masked mobile). */
  submitter_name: string;
  submitted_at: number;
  decided_at: number | null;
}

/** One save of the profile (or a passed change request): the fields changed, as shown. */
export interface EmployerProfileHistoryTable {
  id: string;
  employer_id: string;
  /** JSON array of { zdmc, yz, xz }. */
  changes: string;
  actor_name: string;
  /** e.g. 学校审核通过; '' for the employer's own save. */
  note: string;
  created_at: number;
}

/** An employer's standing at a school site: its registration under that school's review. */
export interface EmployerSiteReviewsTable {
  employer_id: string;
  site_code: string;
  state: EmployerReviewState;
  /** The school's reason of the latest rejection or change request, '' when none. */
  reason: string;
  /** When it was (last) submitted for review. */
  submitted_at: number;
  decided_at: number | null;
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
  /** The role at the home employer: a built-in role id or an employer_roles id. */
  role_id: ColumnType<string, string | undefined, string>;
  /** Set while the main account has disabled the user at its home employer. */
  disabled_at: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A further employer a user acts for, besides its home employer. */
export interface EmployerMembershipsTable {
  user_id: string;
  employer_id: string;
  created_at: number;
  /** The role at this employer, as employer_users.role_id is at the home one. */
  role_id: ColumnType<string, string | undefined, string>;
  disabled_at: ColumnType<number | null, number | null | undefined, number | null>;
}

/** An employer's own role: a name and its grants (contract PermissionGrants, as JSON). */
export interface EmployerRolesTable {
  id: string;
  employer_id: string;
  name: string;
  grants: string;
  created_at: number;
  updated_at: number;
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
  // Where and when it was last used (screen zhsz), refreshed at most once a minute; null until used.
  user_agent: ColumnType<string | null, string | null | undefined, string | null>;
  address: ColumnType<string | null, string | null | undefined, string | null>;
  last_seen_at: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A WeChat identity or app device linked to a user so it can log in without a password. */
export interface EmployerLoginLinksTable {
  /** What its user unbinds it by (screen zhsz). */
  id: string;
  kind: 'wechat' | 'app';
  /** SHA-256 of the WeChat code or device id. */
  external_id_hash: string;
  user_id: string;
  created_at: number;
  /** The browser it was bound from, and when it last logged in. */
  user_agent: ColumnType<string | null, string | null | undefined, string | null>;
  last_used_at: ColumnType<number | null, number | null | undefined, number | null>;
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
  employer_site_reviews: EmployerSiteReviewsTable;
  employer_users: EmployerUsersTable;
  employer_memberships: EmployerMembershipsTable;
  employer_roles: EmployerRolesTable;
  employer_profile_changes: EmployerProfileChangesTable;
  employer_profile_history: EmployerProfileHistoryTable;
  employer_auth_codes: EmployerAuthCodesTable;
  employer_sessions: EmployerSessionsTable;
  employer_login_links: EmployerLoginLinksTable;
  password_reset_tickets: PasswordResetTicketsTable;
  password_appeals: PasswordAppealsTable;
  key_pairs: KeyPairsTable;
}
