// Dishonesty records (校招不诚信记录) and their appeals. Times are epoch milliseconds; dates China dates.

export interface DishonestyRecordsTable {
  id: string;
  site_code: string;
  employer_id: string;
  employer_name: string;
  /** DISHONESTY_RULES code. */
  rule: string;
  /** What it concerns (a fair) and its name as it was. */
  object_id: string;
  object_name: string;
  /** The breach date and the last day the record counts. */
  breach_date: string;
  expires_on: string;
  /** 'active' | 'appealed' | 'revoked'. */
  state: string;
  note: string;
  /** The booking (or other source) it was made for: one record per source. */
  source_id: string;
  created_at: number;
}

export interface DishonestyAppealsTable {
  id: string;
  record_id: string;
  site_code: string;
  employer_id: string;
  reason: string;
  /** JSON array of { id, name } of the attachments. */
  attachments: string;
  /** 'pending' | 'accepted' | 'rejected'. */
  state: string;
  answer_reason: string;
  answered_by: string;
  answered_at: number | null;
  created_at: number;
}

export interface DishonestyTables {
  dishonesty_records: DishonestyRecordsTable;
  dishonesty_appeals: DishonestyAppealsTable;
}
