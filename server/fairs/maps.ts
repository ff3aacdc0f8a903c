import ExcelJS from 'exceljs';
import type { Kysely } from 'kysely';
import {
  BOOTH_TYPES,
  MAP_SHEET_TYPES,
  MAX_GRID_COLS,
  MAX_GRID_ROWS,
  checkHallMap,
  type BoothType,
  type GridCell,
  type HallMapInput,
  type MapImportProblem,
} from '../../contract/fairs';
import { inTransaction } from '../core/db/transactions';
import { ApiError, VALIDATION_FAILED_CODE } from '../core/http/envelope';
import { newId } from '../core/tokens';
import type { Database } from '../schema';
import type { FairBoothsTable } from './tables';

const refuse = (message: string) => new ApiError(VALIDATION_FAILED_CODE, message);

/**
 * Saves one hall's whole grid (a new hall without hcid). A cell kept in place keeps its booth id, so
 * bookings stay on it; a booked booth can be neither removed nor made unavailable; a booth with past
 * bookings that leaves the grid stays as an unavailable cell only if it is inside it, else refuses.
 * Booth numbers are unique within the fair. Answers the hall's id.
 */
export async function saveHallMap(db: Kysely<Database>, input: HallMapInput): Promise<string> {
  const [problem] = checkHallMap(input);
  if (problem !== undefined) throw refuse(problem);
  return inTransaction(db, async (trx) => {
    const hallId = input.hcid ?? newId();
    if (input.hcid === undefined) {
      const last = await trx
        .selectFrom('fair_halls')
        .select((eb) => eb.fn.max('position').as('position'))
        .where('fair_id', '=', input.zphid)
        .executeTakeFirst();
      await trx
        .insertInto('fair_halls')
        .values({
          id: hallId,
          fair_id: input.zphid,
          name: input.hcmc.trim(),
          grid_rows: input.hs,
          grid_cols: input.ls,
          position: Number(last?.position ?? 0) + 1,
        })
        .execute();
    } else {
      const updated = await trx
        .updateTable('fair_halls')
        .set({ name: input.hcmc.trim(), grid_rows: input.hs, grid_cols: input.ls })
        .where('id', '=', hallId)
        .where('fair_id', '=', input.zphid)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) throw refuse('会场不存在');
    }

    const elsewhere = await trx
      .selectFrom('fair_booths')
      .select('number')
      .where('fair_id', '=', input.zphid)
      .where('hall_id', '!=', hallId)
      .where('type', '!=', '0')
      .execute();
    const taken = new Set(elsewhere.map((row) => row.number.toUpperCase()));
    for (const cell of input.cells)
      if (cell.lx !== '0' && taken.has(cell.bh.trim().toUpperCase()))
        throw refuse(`展位号${cell.bh.trim()}已在本场招聘会的其他会场使用`);

    const existing = await trx.selectFrom('fair_booths').selectAll().where('hall_id', '=', hallId).execute();
    const claimed = new Set(
      (
        await trx
          .selectFrom('fair_booth_claims')
          .select('booth_id')
          .where('fair_id', '=', input.zphid)
          .execute()
      ).map((row) => row.booth_id),
    );
    const booked = new Set(
      (
        await trx
          .selectFrom('fair_bookings')
          .select('booth_id')
          .distinct()
          .where('fair_id', '=', input.zphid)
          .execute()
      ).map((row) => row.booth_id),
    );
    const byCell = new Map(existing.map((row) => [`${row.grid_row},${row.grid_col}`, row]));
    const wanted = new Map(input.cells.map((cell) => [`${cell.h},${cell.l}`, cell]));
    // Numbers are unique per hall: free the old numbers first so two booths may swap theirs.
    const changes: { row: FairBoothsTable; cell: GridCell }[] = [];
    for (const [key, row] of byCell) {
      const cell = wanted.get(key);
      if (cell === undefined) {
        if (claimed.has(row.id)) throw refuse(`展位${row.number}已被预订，不能删除`);
        if (booked.has(row.id)) {
          if (row.grid_row >= input.hs || row.grid_col >= input.ls)
            throw refuse(`展位${row.number}有预订记录，不能移出会场`);
          changes.push({ row, cell: { h: row.grid_row, l: row.grid_col, bh: row.number, lx: '0' } });
        } else await trx.deleteFrom('fair_booths').where('id', '=', row.id).execute();
        continue;
      }
      if (cell.lx === '0' && claimed.has(row.id)) throw refuse(`展位${row.number}已被预订，不能改为不可用`);
      changes.push({ row, cell });
    }
    for (const { row, cell } of changes)
      await trx
        .updateTable('fair_booths')
        .set({
          number: cell.lx === '0' ? (cell.bh.trim() === '' ? row.number : cell.bh.trim()) : cell.bh.trim(),
          type: cell.lx,
        })
        .where('id', '=', row.id)
        .execute();
    const added = [...wanted].filter(([key]) => !byCell.has(key)).map(([, cell]) => cell);
    for (let start = 0; start < added.length; start += 200)
      await trx
        .insertInto('fair_booths')
        .values(
          added.slice(start, start + 200).map((cell) => ({
            id: newId(),
            fair_id: input.zphid,
            hall_id: hallId,
            grid_row: cell.h,
            grid_col: cell.l,
            number: cell.bh.trim(),
            type: cell.lx,
          })),
        )
        .execute();
    return hallId;
  });
}

/** Removes a hall whose booths were never booked. */
export async function removeHall(db: Kysely<Database>, fairId: string, hallId: string): Promise<void> {
  await inTransaction(db, async (trx) => {
    const booked = await trx
      .selectFrom('fair_bookings')
      .innerJoin('fair_booths', 'fair_booths.id', 'fair_bookings.booth_id')
      .select('fair_bookings.id')
      .where('fair_booths.hall_id', '=', hallId)
      .executeTakeFirst();
    if (booked !== undefined) throw refuse('该会场的展位有预订记录，不能删除');
    await trx.deleteFrom('fair_booths').where('hall_id', '=', hallId).where('fair_id', '=', fairId).execute();
    const removed = await trx
      .deleteFrom('fair_halls')
      .where('id', '=', hallId)
      .where('fair_id', '=', fairId)
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) !== 1) throw refuse('会场不存在');
  });
}

const cellText = (value: ExcelJS.CellValue): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object' && 'richText' in value)
    return value.richText
      .map((part) => part.text)
      .join('')
      .trim();
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return String(value).trim();
  if (typeof value === 'object' && 'result' in value) {
    const result: unknown = value.result;
    return typeof result === 'string' || typeof result === 'number' ? String(result).trim() : '';
  }
  return '';
};

/**
 * A hall's cells read from a spreadsheet laid out as MAP_SHEET_HELP says: the grid's size is the
 * largest row and column used. Every bad row is named (第N行：…); the caller refuses when any is.
 */
export async function readMapSheet(
  bytes: Buffer,
): Promise<{ hs: number; ls: number; cells: GridCell[]; problems: MapImportProblem[] }> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    return {
      hs: 0,
      ls: 0,
      cells: [],
      problems: [{ row: 0, message: '无法读取文件，请上传 .xlsx 格式的表格' }],
    };
  }
  const sheet = workbook.worksheets[0];
  if (sheet === undefined)
    return { hs: 0, ls: 0, cells: [], problems: [{ row: 0, message: '表格中没有工作表' }] };
  const cells: GridCell[] = [];
  const problems: MapImportProblem[] = [];
  let hs = 0;
  let ls = 0;
  sheet.eachRow((row, rowNumber) => {
    if (rowNumber === 1) return;
    const [rowText, colText, number, typeText] = [1, 2, 3, 4].map((column) =>
      cellText(row.getCell(column).value),
    );
    if ([rowText, colText, number, typeText].every((text) => text === '')) return;
    const h = Number(rowText);
    const l = Number(colText);
    const lx: BoothType | undefined = MAP_SHEET_TYPES[typeText ?? ''];
    const say = (message: string) =>
      problems.push({ row: rowNumber, message: `第${rowNumber}行：${message}` });
    if (!Number.isInteger(h) || h < 1 || h > MAX_GRID_ROWS)
      return say(`行号应为1到${MAX_GRID_ROWS}之间的整数`);
    if (!Number.isInteger(l) || l < 1 || l > MAX_GRID_COLS)
      return say(`列号应为1到${MAX_GRID_COLS}之间的整数`);
    if (lx === undefined) return say(`展位类型应为 ${Object.keys(MAP_SHEET_TYPES).join('、')} 之一`);
    if (lx !== '0' && (number ?? '') === '') return say(`缺少展位号（${BOOTH_TYPES[lx]}）`);
    hs = Math.max(hs, h);
    ls = Math.max(ls, l);
    cells.push({ h: h - 1, l: l - 1, bh: number ?? '', lx });
  });
  if (cells.length === 0 && problems.length === 0) problems.push({ row: 0, message: '表格中没有展位数据' });
  if (problems.length === 0)
    for (const message of checkHallMap({ hcmc: '会场', hs, ls, cells })) problems.push({ row: 0, message });
  return { hs, ls, cells, problems };
}
