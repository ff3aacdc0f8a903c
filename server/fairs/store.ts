import type { Kysely } from 'kysely';
import { chinaDateTime } from '../../contract/chinaTime';
import {
  FAIR_MESSAGES,
  fairStateAt,
  type BookableBoothType,
  type BookingScope,
  type FairInput,
  type FairKind,
  type FairReviewMode,
  type FairStateCode,
} from '../../contract/fairs';
import { preparedQuery } from '../core/db/preparedQueries';
import { ApiError, VALIDATION_FAILED_CODE } from '../core/http/envelope';
import type { Database } from '../schema';
import type { FairsTable } from './tables';

export const fairNotFound = () => new ApiError(VALIDATION_FAILED_CODE, FAIR_MESSAGES.fairNotFound);

/** The minute of `now` in China time, as the fairs' windows are written ('YYYY-MM-DD HH:mm'). */
export const chinaMinute = (now: number) => chinaDateTime(now).slice(0, 16);

/** Every booth hold, map and booking call reads its fair first (a rush: a thousand at once). */
const fairQuery = preparedQuery(2, (db, id: string, siteCode: string) =>
  db.selectFrom('fairs').selectAll().where('id', '=', id).where('site_code', '=', siteCode),
);

/** A fair of the site, else the not-found refusal. */
export async function findFair(db: Kysely<Database>, siteCode: string, id: string): Promise<FairsTable> {
  const { rows } = await db.executeQuery(fairQuery(db, id, siteCode));
  const row = rows[0];
  if (row === undefined) throw fairNotFound();
  return row;
}

export function feeOf(fair: FairsTable, type: string): number {
  if (type === '2') return fair.fee_vip;
  if (type === '3') return fair.fee_corner;
  return fair.fee_standard;
}

/** The school's input as stored. */
export function fairColumns(input: FairInput) {
  return {
    name: input.zphmc.trim(),
    kind: input.zphlx,
    date: input.jbrq,
    starts: input.kssj,
    ends: input.jssj,
    place: input.jbdd.trim(),
    opens_at: input.bmkssj,
    closes_at: input.bmjzsj,
    booking_scope: input.ydfw,
    industries: JSON.stringify(input.ydfw === '2' ? input.hyfw : []),
    fee_standard: input.zwfy['1'],
    fee_vip: input.zwfy['2'],
    fee_corner: input.zwfy['3'],
    attendees: input.cjrs,
    announcement_required: input.xyglgg === '1' ? 1 : 0,
    review_mode: input.shms,
    introduction: input.zphjs.trim(),
  };
}

/** A stored fair as the school's form reads it. */
export function fairInputOf(row: FairsTable): FairInput & { id: string } {
  return {
    id: row.id,
    zphmc: row.name,
    zphlx: row.kind as FairKind,
    jbrq: row.date,
    kssj: row.starts,
    jssj: row.ends,
    jbdd: row.place,
    bmkssj: row.opens_at,
    bmjzsj: row.closes_at,
    ydfw: row.booking_scope as BookingScope,
    hyfw: JSON.parse(row.industries) as string[],
    zwfy: { '1': row.fee_standard, '2': row.fee_vip, '3': row.fee_corner } satisfies Record<
      BookableBoothType,
      number
    >,
    cjrs: row.attendees,
    xyglgg: row.announcement_required === 1 ? '1' : '0',
    shms: row.review_mode as FairReviewMode,
    zphjs: row.introduction,
  };
}

export type BoothCounts = { total: number; free: number };

/** Bookable booths and those without a live booking, per fair (and per hall when asked). */
export async function boothCounts(
  db: Kysely<Database>,
  fairIds: readonly string[],
): Promise<Map<string, BoothCounts>> {
  const counts = new Map<string, BoothCounts>(fairIds.map((id) => [id, { total: 0, free: 0 }]));
  if (fairIds.length === 0) return counts;
  const [totals, taken] = await Promise.all([
    db
      .selectFrom('fair_booths')
      .select(['fair_id', (eb) => eb.fn.countAll<number | string>().as('count')])
      .where('fair_id', 'in', fairIds)
      .where('type', '!=', '0')
      .groupBy('fair_id')
      .execute(),
    db
      .selectFrom('fair_booth_claims')
      .select(['fair_id', (eb) => eb.fn.countAll<number | string>().as('count')])
      .where('fair_id', 'in', fairIds)
      .groupBy('fair_id')
      .execute(),
  ]);
  for (const row of totals) counts.set(row.fair_id, { total: Number(row.count), free: Number(row.count) });
  for (const row of taken) {
    const entry = counts.get(row.fair_id);
    if (entry !== undefined) entry.free = Math.max(0, entry.total - Number(row.count));
  }
  return counts;
}

export async function hallCounts(db: Kysely<Database>, fairId: string): Promise<Map<string, BoothCounts>> {
  const rows = await db
    .selectFrom('fair_booths')
    .leftJoin('fair_booth_claims', (join) =>
      join
        .onRef('fair_booth_claims.booth_id', '=', 'fair_booths.id')
        .on('fair_booth_claims.fair_id', '=', fairId),
    )
    .select([
      'fair_booths.hall_id',
      (eb) => eb.fn.countAll<number | string>().as('total'),
      (eb) => eb.fn.count<number | string>('fair_booth_claims.booking_id').as('taken'),
    ])
    .where('fair_booths.fair_id', '=', fairId)
    .where('fair_booths.type', '!=', '0')
    .groupBy('fair_booths.hall_id')
    .execute();
  return new Map(
    rows.map((row) => [
      row.hall_id,
      { total: Number(row.total), free: Number(row.total) - Number(row.taken) },
    ]),
  );
}

export function stateOfFair(row: FairsTable, now: number, free: number): FairStateCode {
  return fairStateAt(
    { bmkssj: row.opens_at, bmjzsj: row.closes_at, jbrq: row.date, jssj: row.ends },
    chinaMinute(now),
    free,
  );
}
