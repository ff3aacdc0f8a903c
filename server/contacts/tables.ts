// An employer's frequent contacts (zhgl/cylxr). Times are epoch milliseconds.

export interface EmployerContactsTable {
  id: string;
  employer_id: string;
  name: string;
  /** '' when none, as landline and email. */
  post: string;
  mobile: string;
  landline: string;
  email: string;
  created_at: number;
  updated_at: number;
}

/** The employer's default contact; the row is also the lock every change of its contacts takes. */
export interface EmployerContactDefaultsTable {
  employer_id: string;
  contact_id: string | null;
}

export interface ContactTables {
  employer_contacts: EmployerContactsTable;
  employer_contact_defaults: EmployerContactDefaultsTable;
}
