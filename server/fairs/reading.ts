import type { Kysely } from 'kysely';
import QRCode from 'qrcode';
import { chinaDateTime } from '../../contract/chinaTime';
import {
  checkInAddress,
  fairBookingWorkflow,
  type BookableBoothType,
  type BoothCell,
  type BoothStateCode,
  type FairBookingDetail,
  type FairBookingState,
  type FairBookingSummary,
  type FairDetail,
  type FairMap,
  type FairSummary,
  type HallMap,
} from '../../contract/fairs';
import type { BookingInvoice } from '../../contract/invoices';
import { employerIndustryOf } from '../accounts';
import { listEntrants } from '../entrants';
import type { Database } from '../schema';
import { historyEntriesOf, historyOf } from '../workflow';
import { cancellation, lastCancelDay, type BookingContext, type HoldResult } from './bookings';
import { industryRefusal } from './eligibility';
import { boothCounts, feeOf, fairInputOf, hallCounts, stateOfFair } from './store';
import type { FairBookingsTable, FairBoothsTable, FairsTable } from './tables';

type BookingParts = {
  booking: FairBookingsTable;
  fair: Pick<FairsTable, 'id' | 'name' | 'date'>;
  booth: Pick<FairBoothsTable, 'id' | 'number' | 'type'>;
  hallName: string;
};

export function bookingSummaryOf(
  { booking, fair, booth, hallName }: BookingParts,
  now: number,
): FairBookingSummary {
  const state = booking.state as FairBookingState;
  const { allowed, why } = cancellation(booking, fair, now);
  return {
    id: booking.id,
    zphid: fair.id,
    zphmc: fair.name,
    jbrq: fair.date,
    zwid: booth.id,
    zwbh: booth.number,
    zwlx: booth.type as BookableBoothType,
    hcmc: hallName,
    fy: booking.fee,
    zt: fairBookingWorkflow.states[state].code,
    ztmc: fairBookingWorkflow.states[state].label,
    sdjzsj: booking.hold_expires_at === null ? '' : chinaDateTime(booking.hold_expires_at),
    sdjzsjms: booking.hold_expires_at ?? 0,
    kqx: allowed,
    bkqxyy: why,
    yy: booking.review_reason,
    tjsj: booking.submitted_at === null ? '' : chinaDateTime(booking.submitted_at),
  };
}

/** Bookings with their fair, booth and hall (lists). */
export function bookingRows(db: Kysely<Database>) {
  return db
    .selectFrom('fair_bookings')
    .innerJoin('fairs', 'fairs.id', 'fair_bookings.fair_id')
    .innerJoin('fair_booths', 'fair_booths.id', 'fair_bookings.booth_id')
    .innerJoin('fair_halls', 'fair_halls.id', 'fair_booths.hall_id');
}

export const BOOKING_ROW_COLUMNS = [
  'fair_bookings.id',
  'fair_bookings.fair_id',
  'fair_bookings.booth_id',
  'fair_bookings.site_code',
  'fair_bookings.employer_id',
  'fair_bookings.employer_name',
  'fair_bookings.state',
  'fair_bookings.fee',
  'fair_bookings.hold_expires_at',
  'fair_bookings.invoice',
  'fair_bookings.invoice_done',
  'fair_bookings.entrants_done',
  'fair_bookings.announcement_id',
  'fair_bookings.announcement_title',
  'fair_bookings.review_reason',
  'fair_bookings.check_in_token',
  'fair_bookings.checked_in_at',
  'fair_bookings.created_at',
  'fair_bookings.updated_at',
  'fair_bookings.submitted_at',
  'fairs.name as fair_name',
  'fairs.date as fair_date',
  'fair_booths.number as booth_number',
  'fair_booths.type as booth_type',
  'fair_halls.name as hall_name',
] as const;

export type BookingRow = FairBookingsTable & {
  fair_name: string;
  fair_date: string;
  booth_number: string;
  booth_type: string;
  hall_name: string;
};

export const partsOfRow = (row: BookingRow): BookingParts => ({
  booking: row,
  fair: { id: row.fair_id, name: row.fair_name, date: row.fair_date },
  booth: { id: row.booth_id, number: row.booth_number, type: row.booth_type },
  hallName: row.hall_name,
});

/** The check-in QR code of a token, as an SVG data URL (the confirmation shows it; staff scan it). */
async function qrCodeOf(token: string, origin: string): Promise<string> {
  const svg = await QRCode.toString(checkInAddress(origin, token), {
    type: 'svg',
    margin: 1,
    errorCorrectionLevel: 'M',
  });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** A booking in full: the owner reads the attendees' ID cards whole, the school masked. */
export async function bookingDetailOf(
  db: Kysely<Database>,
  context: BookingContext,
  now: number,
  reader: 'owner' | 'school',
  /** The server's public address, for the QR code's check-in link. */
  origin = '',
): Promise<FairBookingDetail> {
  const { booking, fair, booth } = context;
  const hall = await db
    .selectFrom('fair_halls')
    .select('name')
    .where('id', '=', booth.hall_id)
    .executeTakeFirst();
  const [entrants, history] = await Promise.all([
    listEntrants(db, 'fair', booking.id, { unmasked: reader === 'owner' }),
    historyOf(db, fairBookingWorkflow, 'fairBooking', booking.id),
  ]);
  const token = ['passed', 'checkedIn'].includes(booking.state) ? booking.check_in_token : '';
  return {
    ...bookingSummaryOf({ booking, fair, booth, hallName: hall?.name ?? '' }, now),
    fpxx: booking.invoice === null ? null : (JSON.parse(booking.invoice) as BookingInvoice),
    entrants,
    glggid: booking.announcement_id,
    glggmc: booking.announcement_title,
    qdzt: booking.checked_in_at === null ? '0' : '1',
    qdsj: booking.checked_in_at === null ? '' : chinaDateTime(booking.checked_in_at),
    qdlm: token,
    qdewm: token === '' ? '' : await qrCodeOf(token, origin),
    history,
    fwqsj: now,
  };
}

/** A booking just held, answered from what the hold wrote (nothing else is filled in yet). */
export function heldDetailOf(held: HoldResult, now: number): FairBookingDetail {
  const { booking, fair, booth, hallName } = held;
  return {
    ...bookingSummaryOf({ booking, fair, booth, hallName }, now),
    fpxx: null,
    entrants: [],
    glggid: '',
    glggmc: '',
    qdzt: '0',
    qdsj: '',
    qdlm: '',
    qdewm: '',
    history: historyEntriesOf(fairBookingWorkflow, held.history),
    fwqsj: now,
  };
}

/** The employer's live booking of each fair, by fair id. */
async function liveBookingsOf(db: Kysely<Database>, employerId: string, fairIds: readonly string[]) {
  if (fairIds.length === 0) return new Map<string, BookingRow>();
  const rows = await bookingRows(db)
    .innerJoin('fair_employer_claims', 'fair_employer_claims.booking_id', 'fair_bookings.id')
    .select(BOOKING_ROW_COLUMNS)
    .where('fair_employer_claims.employer_id', '=', employerId)
    .where('fair_employer_claims.fair_id', 'in', fairIds)
    .execute();
  return new Map(rows.map((row) => [row.fair_id, row as BookingRow]));
}

/** Fairs as the employer's list shows them (with its own booking when it has one). */
export async function fairSummaries(
  db: Kysely<Database>,
  rows: readonly FairsTable[],
  now: number,
  employerId: string | null,
): Promise<FairSummary[]> {
  const ids = rows.map((row) => row.id);
  const restricted = employerId !== null && rows.some((row) => row.booking_scope === '2');
  const [counts, own, industry] = await Promise.all([
    boothCounts(db, ids),
    employerId === null
      ? Promise.resolve(new Map<string, BookingRow>())
      : liveBookingsOf(db, employerId, ids),
    restricted ? employerIndustryOf(db, employerId) : Promise.resolve(''),
  ]);
  return rows.map((row) => {
    const count = counts.get(row.id) ?? { total: 0, free: 0 };
    const mine = own.get(row.id);
    return {
      id: row.id,
      zphmc: row.name,
      zphlx: row.kind as FairSummary['zphlx'],
      jbrq: row.date,
      kssj: row.starts,
      jssj: row.ends,
      jbdd: row.place,
      bmkssj: row.opens_at,
      bmjzsj: row.closes_at,
      zt: stateOfFair(row, now, count.free),
      kxzws: count.free,
      zzws: count.total,
      wdyd:
        mine === undefined
          ? null
          : {
              id: mine.id,
              zwbh: mine.booth_number,
              zt: fairBookingWorkflow.states[mine.state as FairBookingState].code,
            },
      ...(employerId === null ? {} : { bkydyy: industryRefusal(row, industry) }),
    };
  });
}

export async function fairDetailOf(
  db: Kysely<Database>,
  row: FairsTable,
  now: number,
  employerId: string | null,
): Promise<FairDetail> {
  const [summary] = await fairSummaries(db, [row], now, employerId);
  const input = fairInputOf(row);
  return {
    ...(summary as FairSummary),
    ydfw: input.ydfw,
    hyfw: input.hyfw,
    zwfy: input.zwfy,
    cjrs: input.cjrs,
    xyglgg: input.xyglgg,
    shms: input.shms,
    zphjs: input.zphjs,
    zhqxrq: lastCancelDay(row.date),
  };
}

/** Every hall's grid with each cell's state for the reader (its own booking's booth is '3'). */
export async function hallMaps(
  db: Kysely<Database>,
  fair: FairsTable,
  ownBookingId: string | null,
): Promise<HallMap[]> {
  const [halls, booths, claims, counts] = await Promise.all([
    db.selectFrom('fair_halls').selectAll().where('fair_id', '=', fair.id).orderBy('position').execute(),
    db
      .selectFrom('fair_booths')
      .selectAll()
      .where('fair_id', '=', fair.id)
      .orderBy('hall_id')
      .orderBy('grid_row')
      .orderBy('grid_col')
      .execute(),
    db
      .selectFrom('fair_booth_claims')
      .select(['booth_id', 'booking_id'])
      .where('fair_id', '=', fair.id)
      .execute(),
    hallCounts(db, fair.id),
  ]);
  const claimOf = new Map(claims.map((claim) => [claim.booth_id, claim.booking_id]));
  const cellsOf = new Map<string, BoothCell[]>();
  for (const booth of booths) {
    const claim = claimOf.get(booth.id);
    const zt: BoothStateCode =
      booth.type === '0' ? '0' : claim === undefined ? '1' : claim === ownBookingId ? '3' : '2';
    const cells = cellsOf.get(booth.hall_id) ?? [];
    cells.push({
      zwid: booth.type === '0' ? '' : booth.id,
      h: booth.grid_row,
      l: booth.grid_col,
      bh: booth.number,
      lx: booth.type as BoothCell['lx'],
      zt,
      fy: booth.type === '0' ? 0 : feeOf(fair, booth.type),
    });
    cellsOf.set(booth.hall_id, cells);
  }
  return halls.map((hall) => ({
    hcid: hall.id,
    hcmc: hall.name,
    hs: hall.grid_rows,
    ls: hall.grid_cols,
    kxzws: counts.get(hall.id)?.free ?? 0,
    zzws: counts.get(hall.id)?.total ?? 0,
    cells: cellsOf.get(hall.id) ?? [],
  }));
}

/** The employer's map: halls, its live booking, its suspension, the server's now. */
export async function fairMapOf(
  db: Kysely<Database>,
  fair: FairsTable,
  now: number,
  employerId: string,
  suspension: { jsrq: string; yy: string } | null,
): Promise<FairMap> {
  const own = (await liveBookingsOf(db, employerId, [fair.id])).get(fair.id);
  const halls = await hallMaps(db, fair, own?.id ?? null);
  const free = halls.reduce((sum, hall) => sum + hall.kxzws, 0);
  return {
    zphid: fair.id,
    zt: stateOfFair(fair, now, free),
    bmkssj: fair.opens_at,
    bmjzsj: fair.closes_at,
    fwqsj: now,
    halls,
    wdyd: own === undefined ? null : bookingSummaryOf(partsOfRow(own), now),
    tjyd: suspension,
  };
}
