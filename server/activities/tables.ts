// Students' sign-ups to talks and the employers' calendar subscriptions. Times are epoch milliseconds.

/** One student signed up to attend one talk (a cancelled sign-up is deleted). */
export interface TalkAttendanceTable {
  talk_id: string;
  student_id: string;
  site_code: string;
  created_at: number;
}

/**
 * A talk's student sign-up: whether the employer opened it, and how many students took a seat. Every
 * sign-up raises `taken` with one conditional update (below the capacity), so two students racing for
 * the last seat cannot both win.
 */
export interface TalkSignUpsTable {
  talk_id: string;
  employer_id: string;
  /** 1 open, 0 closed. */
  open: number;
  taken: number;
  updated_at: number;
}

/**
 * The secret address of a user's schedule at one employer (/web/calendar/<token>.ics). Kept in clear:
 * the user reads it again at 我的日程, as calendar services show theirs; resetting replaces it.
 */
export interface CalendarFeedsTable {
  token: string;
  user_id: string;
  employer_id: string;
  site_code: string;
  /** The kinds of activity the user's role let it see when the address was made (comma list). */
  kinds: string;
  created_at: number;
}

export interface ActivityTables {
  talk_attendance: TalkAttendanceTable;
  talk_sign_ups: TalkSignUpsTable;
  calendar_feeds: CalendarFeedsTable;
}
