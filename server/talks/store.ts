import type { Kysely } from 'kysely';
import { chinaDate } from '../../contract/chinaTime';
import {
  TALK_NOT_FOUND_MESSAGE,
  VENUE_KIND_CODES,
  talkWorkflow,
  type TalkContact,
  type TalkRoom,
  type TalkState,
} from '../../contract/talks';
import { addWorkingDays } from '../../contract/workingDays';
import { ApiError } from '../core/http/envelope';
import type { Database } from '../schema';
import type { TalkRoomsTable, TalksTable } from './tables';

// Reading talks and their rooms, and the dates the site's rules derive from a talk's date.

/** Where a session reaches: staff their whole site, an employer its own talks there. */
export type TalkReach = { siteCode: string; employerId?: string };

export const talkNotFound = () => new ApiError(404, TALK_NOT_FOUND_MESSAGE);

export async function findTalk(db: Kysely<Database>, reach: TalkReach, id: string): Promise<TalksTable> {
  const row = await db
    .selectFrom('talks')
    .selectAll()
    .where('id', '=', id)
    .where('site_code', '=', reach.siteCode)
    .$if(reach.employerId !== undefined, (q) => q.where('employer_id', '=', reach.employerId ?? ''))
    .executeTakeFirst();
  if (row === undefined) throw talkNotFound();
  return row;
}

export type RoomRow = TalkRoomsTable & { name: string; building: string; seats: number };

/** A talk's rooms (every one it ever held, for the record), oldest first, with their venues. */
export async function roomsOf(db: Kysely<Database>, talkIds: readonly string[]): Promise<RoomRow[]> {
  if (talkIds.length === 0) return [];
  return db
    .selectFrom('talk_rooms as r')
    .innerJoin('venues as v', 'v.id', 'r.venue_id')
    .selectAll('r')
    .select(['v.name', 'v.building', 'v.seats'])
    .where('r.talk_id', 'in', [...new Set(talkIds)])
    .orderBy('r.created_at')
    .orderBy('r.date')
    .orderBy('r.slot')
    .orderBy('r.id')
    .execute();
}

export const LIVE_ROOM_STATES = ['held', 'pending', 'booked'] as const;
export const isLiveRoom = (room: TalkRoomsTable) =>
  (LIVE_ROOM_STATES as readonly string[]).includes(room.state);

export function roomOf(row: RoomRow): TalkRoom {
  return {
    id: row.id,
    xjhid: row.talk_id,
    cdid: row.venue_id,
    cdmc: row.name,
    ld: row.building,
    cdlx: VENUE_KIND_CODES[row.kind],
    zws: row.seats,
    fy: row.fee,
    rq: row.date,
    sd: row.slot,
    zt: row.state,
    dqsj: row.state === 'held' ? row.expires_at : null,
  };
}

export const stateCode = (state: TalkState) => talkWorkflow.states[state].code;
export const stateLabel = (state: TalkState) => talkWorkflow.states[state].label;

/** The earliest date a talk may be booked for today (China), by the site's notice in working days. */
export function earliestTalkDate(now: number, noticeDays: number): string {
  return addWorkingDays(chinaDate(now), noticeDays);
}

/** The last day a talk on `date` may be cancelled, by the site's cutoff in working days. */
export function lastCancelDate(date: string, cancelDays: number): string {
  return addWorkingDays(date, -cancelDays);
}

/** Whether the employer may cancel now, and the last day it may ('' when the state has no cancel). */
export function cancellation(
  row: Pick<TalksTable, 'state' | 'date'>,
  now: number,
  cancelDays: number,
): { allowed: boolean; lastDay: string } {
  if (row.state === 'draft') return { allowed: true, lastDay: '' };
  if (row.state !== 'pending' && row.state !== 'passed' && row.state !== 'changes')
    return { allowed: false, lastDay: '' };
  const lastDay = lastCancelDate(row.date, cancelDays);
  return { allowed: chinaDate(now) <= lastDay, lastDay };
}

export const parseList = <T>(json: string): T[] => {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? (value as T[]) : [];
};
export const parseContacts = (json: string) => parseList<TalkContact>(json);
