import type { Kysely } from 'kysely';
import { addDays, chinaDate } from '../../contract/chinaTime';
import type { BoothType, FairInput, GridCell } from '../../contract/fairs';
import { newId, newToken } from '../core/tokens';
import type { Database } from '../schema';
import { recordCreation, SYSTEM_ACTOR } from '../workflow';
import { saveHallMap } from './maps';
import { chinaMinute, fairColumns } from './store';

/** A hall grid: row letters A…, numbers from 1 per row; `typeAt` says each cell's type. */
function grid(rows: number, cols: number, typeAt: (row: number, col: number) => BoothType): GridCell[] {
  const cells: GridCell[] = [];
  for (let h = 0; h < rows; h += 1) {
    let number = 0;
    for (let l = 0; l < cols; l += 1) {
      const lx = typeAt(h, l);
      if (lx !== '0') number += 1;
      cells.push({ h, l, bh: lx === '0' ? '' : `${String.fromCharCode(65 + h)}${number}`, lx });
    }
  }
  return cells;
}

async function insertFair(
  db: Kysely<Database>,
  now: number,
  siteCode: string,
  input: Omit<FairInput, 'id'>,
  hall: { name: string; rows: number; cols: number; typeAt: (row: number, col: number) => BoothType },
): Promise<{ fairId: string; boothIds: string[] }> {
  const fairId = newId();
  await db
    .insertInto('fairs')
    .values({ id: fairId, site_code: siteCode, ...fairColumns(input), created_at: now, updated_at: now })
    .execute();
  await saveHallMap(db, {
    zphid: fairId,
    hcmc: hall.name,
    hs: hall.rows,
    ls: hall.cols,
    cells: grid(hall.rows, hall.cols, hall.typeAt),
  });
  const booths = await db
    .selectFrom('fair_booths')
    .select('id')
    .where('fair_id', '=', fairId)
    .where('type', '!=', '0')
    .orderBy('grid_row')
    .orderBy('grid_col')
    .execute();
  return { fairId, boothIds: booths.map((booth) => booth.id) };
}

const base: Pick<FairInput, 'ydfw' | 'hyfw' | 'cjrs' | 'xyglgg' | 'kssj' | 'jssj'> = {
  ydfw: '1',
  hyfw: [],
  cjrs: 2,
  xyglgg: '0',
  kssj: '09:00',
  jssj: '16:00',
};

/** A passed booking of a finished fair the employer did not check in to (a no-show for staff to mark). */
async function passedBooking(
  db: Kysely<Database>,
  now: number,
  fair: { id: string; name: string; boothId: string; siteCode: string },
  employer: { id: string; name: string },
  at: number,
): Promise<void> {
  const id = newId();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('fair_employer_claims')
      .values({ fair_id: fair.id, employer_id: employer.id, booking_id: id })
      .execute();
    await trx
      .insertInto('fair_booth_claims')
      .values({ fair_id: fair.id, booth_id: fair.boothId, booking_id: id })
      .execute();
    await trx
      .insertInto('fair_bookings')
      .values({
        id,
        fair_id: fair.id,
        booth_id: fair.boothId,
        site_code: fair.siteCode,
        employer_id: employer.id,
        employer_name: employer.name,
        state: 'passed',
        fee: 0,
        hold_expires_at: null,
        invoice: null,
        invoice_done: 1,
        entrants_done: 1,
        announcement_id: '',
        announcement_title: '',
        review_reason: '',
        check_in_token: newToken(),
        checked_in_at: null,
        created_at: at,
        updated_at: now,
        submitted_at: at,
      })
      .execute();
    await recordCreation(trx, {
      object: { type: 'fairBooking', id, name: fair.name, siteCode: fair.siteCode, employerId: employer.id },
      initial: 'passed',
      actor: SYSTEM_ACTOR,
      now: at,
      note: '演示数据',
    });
  });
}

/**
 * The demo fairs of a site (once): one whose booking opens a minute after the server starts (paid
 * booths, reviewed by the school), one already open (free booths, passed automatically), and two that
 * are over, where `noShowEmployer` booked and never checked in, so staff can mark it no-show twice.
 */
export async function seedDemoFairs(
  db: Kysely<Database>,
  now: number,
  siteCode: string,
  noShowEmployer: { id: string; name: string },
): Promise<void> {
  const existing = await db
    .selectFrom('fairs')
    .select('id')
    .where('site_code', '=', siteCode)
    .executeTakeFirst();
  if (existing !== undefined) return;
  const today = chinaDate(now);
  const opening = chinaMinute(now + 119_999);
  const bigDate = addDays(today, 14);
  await insertFair(
    db,
    now,
    siteCode,
    {
      ...base,
      zphmc: '2027届毕业生秋季大型双选会',
      zphlx: '1',
      jbrq: bigDate,
      jbdd: '体育馆一层',
      bmkssj: opening,
      bmjzsj: `${addDays(bigDate, -2)} 17:00`,
      zwfy: { '1': 500, '2': 1500, '3': 800 },
      shms: '1',
      zphjs: '面向2027届毕业生的大型综合双选会，预计200余家单位参会。展位先到先得，提交后由学校审核。',
    },
    {
      name: '体育馆一层',
      rows: 6,
      cols: 11,
      typeAt: (row, col) =>
        col === 5 ? '0' : row === 0 ? '2' : row === 5 && (col === 0 || col === 10) ? '3' : '1',
    },
  );
  const itDate = addDays(today, 10);
  await insertFair(
    db,
    now,
    siteCode,
    {
      ...base,
      zphmc: '信息技术行业专场招聘会',
      zphlx: '3',
      jbrq: itDate,
      jbdd: '学生活动中心二楼',
      bmkssj: `${addDays(today, -1)} 09:00`,
      bmjzsj: `${addDays(itDate, -1)} 12:00`,
      zwfy: { '1': 0, '2': 0, '3': 0 },
      shms: '2',
      zphjs: '软件、互联网、通信行业专场，展位免费，提交后自动确认。',
    },
    { name: '学生活动中心二楼', rows: 4, cols: 8, typeAt: (_row, col) => (col === 4 ? '0' : '1') },
  );
  for (const daysAgo of [60, 20]) {
    const date = addDays(today, -daysAgo);
    const name = `${date.slice(0, 7).replace('-', '年')}月小型招聘会`;
    const { fairId, boothIds } = await insertFair(
      db,
      now,
      siteCode,
      {
        ...base,
        zphmc: name,
        zphlx: '2',
        jbrq: date,
        jbdd: '图书馆报告厅',
        bmkssj: `${addDays(date, -10)} 09:00`,
        bmjzsj: `${addDays(date, -2)} 17:00`,
        zwfy: { '1': 0, '2': 0, '3': 0 },
        shms: '2',
        zphjs: '往期招聘会。',
      },
      { name: '图书馆报告厅', rows: 2, cols: 5, typeAt: () => '1' },
    );
    const boothId = boothIds[0];
    if (boothId !== undefined)
      await passedBooking(
        db,
        now,
        { id: fairId, name, boothId, siteCode },
        noShowEmployer,
        now - (daysAgo + 5) * 86_400_000,
      );
  }
}
