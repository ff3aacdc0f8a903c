import type { FastifyInstance } from 'fastify';
import { addDays, chinaDate, chinaDateTime } from '../../../contract/chinaTime';
import type { Envelope } from '../../../contract/envelope';
import { fairPaths, type FairBookingDetail, type FairInput, type GridCell } from '../../../contract/fairs';
import type { Headers } from '../support/postings';
import { envelopeOf, postJson } from '../support/testServer';

// What the fairs' tests share: a fair made through the console's calls, its booths, and the calls.

export const minuteOf = (ms: number) => chinaDateTime(ms).slice(0, 16);

export async function get<T = unknown>(
  app: FastifyInstance,
  url: string,
  query: Record<string, string | number>,
  headers: Headers = {},
): Promise<Envelope<T>> {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  return envelopeOf<T>(await app.inject({ method: 'GET', url: `${url}?${search.toString()}`, headers }));
}

export async function post<T = unknown>(
  app: FastifyInstance,
  url: string,
  body: unknown,
  headers: Headers = {},
): Promise<Envelope<T>> {
  return envelopeOf<T>(await postJson(app, url, body, { headers }));
}

/** A grid of `count` standard booths in one row of a hall (numbers A1…). */
export function boothRow(count: number): GridCell[] {
  return Array.from({ length: count }, (_, index) => ({
    h: 0,
    l: index,
    bh: `A${index + 1}`,
    lx: '1' as const,
  }));
}

export type FairOptions = Partial<FairInput> & { booths?: number; cells?: GridCell[]; cols?: number };

/** A fair open now (unless the options say otherwise) with one hall of booths; answers its id and booth ids. */
export async function createFair(
  app: FastifyInstance,
  staff: Headers,
  options: FairOptions = {},
): Promise<{ fairId: string; boothIds: string[]; hallId: string }> {
  const now = app.clock.now();
  const today = chinaDate(now);
  const date = options.jbrq ?? addDays(today, 20);
  const { booths = 10, cells, cols, ...fields } = options;
  const input: FairInput = {
    zphmc: '测试双选会',
    zphlx: '1',
    jbrq: date,
    kssj: '09:00',
    jssj: '16:00',
    jbdd: '体育馆',
    bmkssj: minuteOf(now - 60_000),
    bmjzsj: `${addDays(date, -1)} 17:00`,
    ydfw: '1',
    hyfw: [],
    zwfy: { '1': 0, '2': 0, '3': 0 },
    cjrs: 2,
    xyglgg: '0',
    shms: '1',
    zphjs: '',
    ...fields,
  };
  const saved = await post<{ id: string }>(app, fairPaths.schoolSave, input, staff);
  if (saved.code !== 200) throw new Error(`fair refused: ${saved.message}`);
  const grid = cells ?? boothRow(booths);
  const map = await post<{ hcid: string }>(
    app,
    fairPaths.schoolSaveMap,
    {
      zphid: saved.result.id,
      hcmc: '一号馆',
      hs: 1 + Math.max(0, ...grid.map((cell) => cell.h)),
      ls: cols ?? Math.max(1, ...grid.map((cell) => cell.l + 1)),
      cells: grid,
    },
    staff,
  );
  if (map.code !== 200) throw new Error(`map refused: ${map.message}`);
  const rows = await app.db
    .selectFrom('fair_booths')
    .select('id')
    .where('fair_id', '=', saved.result.id)
    .where('type', '!=', '0')
    .orderBy('grid_row')
    .orderBy('grid_col')
    .execute();
  return { fairId: saved.result.id, boothIds: rows.map((row) => row.id), hallId: map.result.hcid };
}

/** A valid mainland ID card (checksum included) and mobile for attendees. */
export const ATTENDEE = { name: '张三', idCard: '11010519491231002X', mobile: '13800138000' };

export const hold = (app: FastifyInstance, headers: Headers, zphid: string, zwid: string) =>
  post<FairBookingDetail>(app, fairPaths.hold, { zphid, zwid }, headers);

/** Holds, saves the attendees (and an invoice for a paid booth) and submits; answers the booking. */
export async function bookAndSubmit(
  app: FastifyInstance,
  employer: { headers: Headers; creditCode: string },
  fairId: string,
  boothId: string,
): Promise<FairBookingDetail> {
  const held = await hold(app, employer.headers, fairId, boothId);
  if (held.code !== 200) throw new Error(`hold refused: ${held.message}`);
  const saved = await post(app, fairPaths.save, draftFor(held.result, employer.creditCode), employer.headers);
  if (saved.code !== 200) throw new Error(`save refused: ${saved.message}`);
  const submitted = await post<FairBookingDetail>(
    app,
    fairPaths.submit,
    { id: held.result.id },
    employer.headers,
  );
  if (submitted.code !== 200) throw new Error(`submit refused: ${submitted.message}`);
  return submitted.result;
}

export function draftFor(booking: { id: string; fy: number }, creditCode: string) {
  return {
    id: booking.id,
    fpxx:
      booking.fy > 0
        ? {
            fpxx: { fplx: 'pt', fptt: '测试单位', nsrsbh: creditCode, dz: '', dh: '', khyh: '', yhzh: '' },
            bcwcy: false,
          }
        : null,
    entrants: [ATTENDEE],
    glggid: '',
  };
}
