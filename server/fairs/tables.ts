// Job fairs (招聘会), their halls and booths, and the bookings. Times are epoch milliseconds (bigint
// columns read back as numbers); dates 'YYYY-MM-DD' and minutes 'YYYY-MM-DD HH:mm' are China time.

export interface FairsTable {
  id: string;
  site_code: string;
  name: string;
  /** FAIR_KINDS code. */
  kind: string;
  date: string;
  /** 'HH:mm'. */
  starts: string;
  ends: string;
  place: string;
  /** Registration window, to the minute. */
  opens_at: string;
  closes_at: string;
  /** BOOKING_SCOPES code, and the industries (JSON array of codes) when by industry. */
  booking_scope: string;
  industries: string;
  fee_standard: number;
  fee_vip: number;
  fee_corner: number;
  attendees: number;
  /** 1 when a booking must link a published announcement. */
  announcement_required: number;
  /** FAIR_REVIEW_MODES code. */
  review_mode: string;
  introduction: string;
  created_at: number;
  updated_at: number;
}

export interface FairHallsTable {
  id: string;
  fair_id: string;
  name: string;
  grid_rows: number;
  grid_cols: number;
  position: number;
}

/** Every cell of a hall's grid that is not empty: booths, and aisle cells drawn as unavailable. */
export interface FairBoothsTable {
  id: string;
  fair_id: string;
  hall_id: string;
  grid_row: number;
  grid_col: number;
  number: string;
  /** BOOTH_TYPES code ('0': unavailable). */
  type: string;
}

export interface FairBookingsTable {
  id: string;
  fair_id: string;
  booth_id: string;
  site_code: string;
  employer_id: string;
  employer_name: string;
  /** fairBookingWorkflow state name. */
  state: string;
  /** The booth's fee in yuan when held. */
  fee: number;
  /** While held: when the hold runs out; null otherwise. */
  hold_expires_at: number | null;
  /** JSON of the invoice snapshot, or null (free booth, or not given yet). */
  invoice: string | null;
  /** 1 once the invoice step is done (a free booth: at once). */
  invoice_done: number;
  /** 1 once attendees were saved. */
  entrants_done: number;
  announcement_id: string;
  announcement_title: string;
  review_reason: string;
  /** The check-in token (QR code) once passed; '' before. */
  check_in_token: string;
  checked_in_at: number | null;
  created_at: number;
  updated_at: number;
  submitted_at: number | null;
}

/**
 * The claims that make double booking impossible: a live booking inserts both rows in the transaction
 * that creates it, and the transition that ends it deletes them in its own. Primary keys on (fair,
 * booth) and (fair, employer) let only one live booking hold a booth, and an employer one booth a fair.
 */
export interface FairBoothClaimsTable {
  fair_id: string;
  booth_id: string;
  booking_id: string;
}

export interface FairEmployerClaimsTable {
  fair_id: string;
  employer_id: string;
  booking_id: string;
}

export interface FairTables {
  fairs: FairsTable;
  fair_halls: FairHallsTable;
  fair_booths: FairBoothsTable;
  fair_bookings: FairBookingsTable;
  fair_booth_claims: FairBoothClaimsTable;
  fair_employer_claims: FairEmployerClaimsTable;
}
