import type { TalkRoomState, TalkState, VenueKind } from '../../contract/talks';

// Venues and campus talks. Times are epoch milliseconds (bigint columns read back as numbers); dates
// are China dates 'YYYY-MM-DD'; slots 'HH:mm-HH:mm'.

export interface VenuesTable {
  id: string;
  site_code: string;
  name: string;
  building: string;
  kind: VenueKind;
  seats: number;
  equipment: string;
  /** Yuan per slot, 0 = free. */
  fee: number;
  /** 1 offered, 0 disabled. */
  enabled: number;
  created_at: number;
  updated_at: number;
}

/** A slot a venue can be booked in on a weekday (1 Monday … 7 Sunday). */
export interface VenueSlotsTable {
  venue_id: string;
  weekday: number;
  slot: string;
}

export interface VenueClosedDatesTable {
  venue_id: string;
  date: string;
}

/** What a live claim is: a hold, a submitted talk's room, a passed talk's room. */
export type ClaimKind = 'held' | 'pending' | 'passed';

/** A live claim on a venue's slot of a date: unique per (venue_id, date, slot). */
export interface VenueSlotClaimsTable {
  /** The talk room holding it. */
  room_id: string;
  venue_id: string;
  date: string;
  slot: string;
  claim: ClaimKind;
  site_code: string;
  employer_id: string;
  talk_id: string;
  /** While held: when the hold ends; else null. */
  expires_at: number | null;
}

export interface TalksTable {
  id: string;
  site_code: string;
  employer_id: string;
  employer_name: string;
  state: TalkState;
  title: string;
  date: string;
  slot: string;
  audience: number;
  /** '' when none. */
  announcement_id: string;
  /** JSON arrays of strings. */
  position_ids: string;
  faculties: string;
  majors: string;
  online: number;
  live_link: string;
  /** JSON array of TalkContact. */
  contacts: string;
  note: string;
  /** JSON InvoiceSnapshot, or null (none yet, or free). */
  invoice: string | null;
  /** The school's latest reason ('' when none). */
  review_reason: string;
  created_at: number;
  updated_at: number;
  submitted_at: number | null;
}

export interface TalkRoomsTable {
  id: string;
  talk_id: string;
  venue_id: string;
  kind: VenueKind;
  date: string;
  slot: string;
  state: TalkRoomState;
  fee: number;
  expires_at: number | null;
  created_at: number;
}

export interface TalkTables {
  venues: VenuesTable;
  venue_slots: VenueSlotsTable;
  venue_closed_dates: VenueClosedDatesTable;
  venue_slot_claims: VenueSlotClaimsTable;
  talks: TalksTable;
  talk_rooms: TalkRoomsTable;
}
