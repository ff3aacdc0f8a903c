import type { Kysely } from 'kysely';
import type { ActivityItem, ActivityKind } from '../../contract/activities';
import type { Database } from '../schema';

// What each kind of activity (talks now, fairs later) hands the activity calendar: reading functions
// over its own tables, each answering the calendar's shape. The calendar merges the kinds.

/** A date filter: both ends optional, 'YYYY-MM-DD' China dates, inclusive; a keyword on title and organiser. */
export type ActivityFilter = { from?: string; to?: string; keyword?: string };

/** One activity with what the detail pages show and what sign-up needs. */
export type ActivityRecord = ActivityItem & {
  /** When it starts (epoch ms): sign-up closes then. */
  startsAt: number;
  note: string;
  liveLink: string;
  faculties: string;
  majors: string;
  positions: string[];
  /** Seats students may sign up for: the hall's (0 for an online talk or a kind without sign-up). */
  capacity: number;
};

/** An employer's own activity, in whatever state its workflow is. */
export type OwnActivity = ActivityItem & {
  state: string;
  stateName: string;
  /** Passed by the school: it takes place (else it waits for the review). */
  confirmed: boolean;
  /** As ActivityRecord's. */
  capacity: number;
  /** The employer page it opens (route path under /dwpage/). */
  page: string;
};

export type ActivitySource = {
  kind: ActivityKind;
  /** The site's public (passed, not cancelled) activities matching the filter, in time order, paged. */
  listPublic(
    db: Kysely<Database>,
    siteCode: string,
    filter: ActivityFilter,
    paging: { limit: number; offset: number },
  ): Promise<{ records: ActivityItem[]; total: number }>;
  /** Every public activity of a site between two dates (a calendar month), in time order. */
  publicBetween(db: Kysely<Database>, siteCode: string, from: string, to: string): Promise<ActivityItem[]>;
  /** Public activities with their details: by ids, of the site. */
  publicDetails(db: Kysely<Database>, siteCode: string, ids: readonly string[]): Promise<ActivityRecord[]>;
  /** The employer's own activities at a site between two dates (every state but drafts and cancelled). */
  ofEmployer(
    db: Kysely<Database>,
    employerId: string,
    siteCode: string,
    from: string,
    to: string,
  ): Promise<OwnActivity[]>;
};

/** What a talk's sign-up needs to know of it. */
export type SignUpTarget = {
  id: string;
  employerId: string;
  siteCode: string;
  /** Passed by the school (students see it). */
  confirmed: boolean;
  /** Neither cancelled nor rejected. */
  live: boolean;
  online: boolean;
  capacity: number;
  startsAt: number;
};

/** Talks hand the calendar one more reading: the talk a sign-up is about. */
export type TalkActivitySource = ActivitySource & {
  signUpTarget(db: Kysely<Database>, siteCode: string, id: string): Promise<SignUpTarget | undefined>;
};
