import type { BoothMove } from './bookings';
import type { FairsTable } from './tables';

type Held = { fairId: string; employerId: string; bookingId: string; until: number };

/** Past this many remembered holds, those whose time ran out are forgotten. */
const PRUNE_ABOVE = 10_000;
/**
 * How long a hold reuses its fair as read by another: in a rush a thousand holds of one fair read it
 * once. A school's change of the fair (its window, fees) reaches holds at most this much later.
 */
export const FAIR_REUSE_MS = 1000;
/** Past this many remembered fairs, those read too long ago are forgotten. */
const FAIRS_PRUNE_ABOVE = 1000;

/**
 * What this process knows of the booths its own holds took, so that in an opening-minute rush the
 * holds lined up behind a granted one are refused without going to the database. Only a fast
 * pre-check: a booth not known here, or whose hold may have run out, goes to the database, whose
 * claims alone decide. A hold is forgotten when its booth is freed (every freeing move is published,
 * see publishBoothMoves) or its time runs out.
 */
export class HeldBooths {
  private readonly held = new Map<string, Held>();
  /** The last hold of each booth in progress here, so the next one starts after it. */
  private readonly lines = new Map<string, Promise<void>>();
  /** Fairs as recently read (or being read) for holds, by site and id. */
  private readonly fairs = new Map<string, { fair: Promise<FairsTable>; readAt: number }>();

  /** The fair as read within FAIR_REUSE_MS (one read shared by the holds asking meanwhile), else `read`. */
  recentFair(siteCode: string, fairId: string, now: number, read: () => Promise<FairsTable>) {
    const key = `${siteCode}/${fairId}`;
    const known = this.fairs.get(key);
    if (known !== undefined && now - known.readAt < FAIR_REUSE_MS && known.readAt <= now) return known.fair;
    if (this.fairs.size >= FAIRS_PRUNE_ABOVE)
      for (const [other, entry] of this.fairs)
        if (now - entry.readAt >= FAIR_REUSE_MS) this.fairs.delete(other);
    const fair = read();
    const entry = { fair, readAt: now };
    this.fairs.set(key, entry);
    // A refusal (no such fair) is not kept.
    fair.catch(() => {
      if (this.fairs.get(key) === entry) this.fairs.delete(key);
    });
    return fair;
  }

  /**
   * Runs the holds of one booth one after another (a hundred employers going for a booth would
   * otherwise all reach the database before the first commits; in line, all but one are answered
   * from memory).
   */
  async inTurn<T>(boothId: string, work: () => Promise<T>): Promise<T> {
    const before = this.lines.get(boothId);
    let done: () => void = () => undefined;
    const mine = new Promise<void>((resolve) => (done = resolve));
    this.lines.set(boothId, mine);
    try {
      if (before !== undefined) await before;
      return await work();
    } finally {
      if (this.lines.get(boothId) === mine) this.lines.delete(boothId);
      done();
    }
  }

  /** The employer holding the booth of the fair, when known here and its hold still runs. */
  holderOf(fairId: string, boothId: string, now: number): string | null {
    const held = this.held.get(boothId);
    return held !== undefined && held.fairId === fairId && held.until > now ? held.employerId : null;
  }

  noteHeld(held: Held & { boothId: string }, now: number): void {
    if (this.held.size >= PRUNE_ABOVE)
      for (const [boothId, entry] of this.held) if (entry.until <= now) this.held.delete(boothId);
    this.held.set(held.boothId, held);
  }

  /** Forgets the holds the moves freed (a later hold of the same booth stays). */
  noteMoves(moves: readonly BoothMove[]): void {
    for (const move of moves)
      if (!move.taken && this.held.get(move.boothId)?.bookingId === move.bookingId)
        this.held.delete(move.boothId);
  }
}
