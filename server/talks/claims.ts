import type { Kysely } from 'kysely';
import {
  ROOM_TAKEN_CODE,
  ROOM_TAKEN_MESSAGE,
  TALK_CLAIMS_EVENT,
  talkVenuesTopic,
  type TalkClaimsEvent,
} from '../../contract/talks';
import { isUniqueViolation } from '../core/db/errors';
import { ApiError } from '../core/http/envelope';
import type { LiveHub } from '../live';
import type { Database } from '../schema';
import type { ClaimKind, VenueSlotClaimsTable } from './tables';

// The live claims on venues' slots. The unique key (venue_id, date, slot) of venue_slot_claims is the
// one guard against two talks in one room at one time: a hold inserts a claim and the database refuses
// the second; whatever ends a claim (expiry, cancellation, rejection) deletes its row in the
// transaction that changes the talk, so the slot is free the moment that commits.

/** A venue's slot whose claim changed: its site's watchers of that date are told after the commit. */
export type ClaimChange = { siteCode: string; date: string; venueId: string; slot: string };

/** Tells the watchers of each changed site-date (after the transaction committed). */
export function publishClaimChanges(live: LiveHub, changes: readonly ClaimChange[]): void {
  const seen = new Set<string>();
  for (const change of changes) {
    const key = `${change.siteCode}|${change.date}|${change.venueId}|${change.slot}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const data: TalkClaimsEvent = { rq: change.date, cdid: change.venueId, sd: change.slot };
    live.publish(talkVenuesTopic(change.siteCode, change.date), { name: TALK_CLAIMS_EVENT, data });
  }
}

const changeOf = (claim: Pick<VenueSlotClaimsTable, 'site_code' | 'date' | 'venue_id' | 'slot'>) => ({
  siteCode: claim.site_code,
  date: claim.date,
  venueId: claim.venue_id,
  slot: claim.slot,
});

/**
 * Deletes the holds that ended by `now` (of one talk, of a site's date, of one venue's slot, or all)
 * and marks their rooms expired. Every call touching availability runs this first, in its own
 * transaction; the periodic sweep runs it for all.
 */
export async function dropEndedHolds(
  trx: Kysely<Database>,
  now: number,
  scope: { siteCode?: string; date?: string; venueId?: string; slot?: string; talkId?: string } = {},
): Promise<ClaimChange[]> {
  const ended = await trx
    .selectFrom('venue_slot_claims')
    .select(['room_id', 'site_code', 'date', 'venue_id', 'slot'])
    .where('claim', '=', 'held')
    .where('expires_at', '<=', now)
    .$if(scope.siteCode !== undefined, (q) => q.where('site_code', '=', scope.siteCode ?? ''))
    .$if(scope.date !== undefined, (q) => q.where('date', '=', scope.date ?? ''))
    .$if(scope.venueId !== undefined, (q) => q.where('venue_id', '=', scope.venueId ?? ''))
    .$if(scope.slot !== undefined, (q) => q.where('slot', '=', scope.slot ?? ''))
    .$if(scope.talkId !== undefined, (q) => q.where('talk_id', '=', scope.talkId ?? ''))
    .limit(500)
    .execute();
  if (ended.length === 0) return [];
  const ids = ended.map((claim) => claim.room_id);
  await trx
    .deleteFrom('venue_slot_claims')
    .where('room_id', 'in', ids)
    .where('claim', '=', 'held')
    .where('expires_at', '<=', now)
    .execute();
  await trx
    .updateTable('talk_rooms')
    .set({ state: 'expired', expires_at: null })
    .where('id', 'in', ids)
    .where('state', '=', 'held')
    .execute();
  return ended.map(changeOf);
}

/**
 * Claims a venue's slot for a room. A slot someone else claims answers ROOM_TAKEN through the
 * unique key; on PostgreSQL the violation aborts the transaction, so the caller's whole transaction
 * runs inside refusingTakenSlots.
 */
export async function insertClaim(trx: Kysely<Database>, claim: VenueSlotClaimsTable): Promise<ClaimChange> {
  await trx.insertInto('venue_slot_claims').values(claim).execute();
  return changeOf(claim);
}

/** Runs work (a whole transaction), answering a unique violation on a claim as ROOM_TAKEN. */
export async function refusingTakenSlots<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(ROOM_TAKEN_CODE, ROOM_TAKEN_MESSAGE);
    throw error;
  }
}

/** Moves every live claim of a talk to `claim` (no expiry once submitted). */
export async function setTalkClaims(
  trx: Kysely<Database>,
  talkId: string,
  claim: ClaimKind,
): Promise<ClaimChange[]> {
  const claims = await trx
    .selectFrom('venue_slot_claims')
    .select(['site_code', 'date', 'venue_id', 'slot'])
    .where('talk_id', '=', talkId)
    .execute();
  await trx
    .updateTable('venue_slot_claims')
    .set({ claim, expires_at: null })
    .where('talk_id', '=', talkId)
    .execute();
  return claims.map(changeOf);
}

/** Deletes claims of a talk (all, or only these rooms'): their slots are free once this commits. */
export async function deleteTalkClaims(
  trx: Kysely<Database>,
  talkId: string,
  roomIds?: readonly string[],
): Promise<ClaimChange[]> {
  if (roomIds?.length === 0) return [];
  const claims = await trx
    .selectFrom('venue_slot_claims')
    .select(['site_code', 'date', 'venue_id', 'slot'])
    .where('talk_id', '=', talkId)
    .$if(roomIds !== undefined, (q) => q.where('room_id', 'in', roomIds ?? []))
    .execute();
  await trx
    .deleteFrom('venue_slot_claims')
    .where('talk_id', '=', talkId)
    .$if(roomIds !== undefined, (q) => q.where('room_id', 'in', roomIds ?? []))
    .execute();
  return claims.map(changeOf);
}
