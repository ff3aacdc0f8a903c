import { BOOTH_EVENT, boothTopic, type BoothChange } from '../../contract/fairs';
import type { LiveHub } from '../live';
import type { BoothMove } from './bookings';
import { HeldBooths } from './heldBooths';

/** One memory of held booths per server (its hub), told of every move the maps are told of. */
const heldBooths = new WeakMap<LiveHub, HeldBooths>();

export function heldBoothsOf(hub: LiveHub): HeldBooths {
  let held = heldBooths.get(hub);
  if (held === undefined) {
    held = new HeldBooths();
    heldBooths.set(hub, held);
  }
  return held;
}

/**
 * Tells every open map of the fairs concerned which booths changed (called after the transactions
 * committed): one event per fair with its changed booths.
 */
export function publishBoothMoves(hub: LiveHub, moves: readonly BoothMove[]): void {
  heldBoothsOf(hub).noteMoves(moves);
  const byFair = new Map<string, BoothChange[]>();
  for (const move of moves) {
    const changes = byFair.get(move.fairId) ?? [];
    changes.push({ zwid: move.boothId, zt: move.taken ? '2' : '1', ydid: move.taken ? move.bookingId : '' });
    byFair.set(move.fairId, changes);
  }
  for (const [fairId, changes] of byFair)
    hub.publish(boothTopic(fairId), { name: BOOTH_EVENT, data: changes });
}
