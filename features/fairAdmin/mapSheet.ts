import type * as ExcelJSModule from 'exceljs';
import {
  BOOTH_TYPES,
  MAP_SHEET_TYPES,
  MAX_GRID_COLS,
  MAX_GRID_ROWS,
  type BoothType,
  type GridCell,
  type MapImportProblem,
} from '../../contract/fairs';

/**
 * A booth-map spreadsheet (contract MAP_SHEET_HELP: 行号、列号、展位号、展位类型 under a header row)
 * read in the browser for the preview before the upload: the same rules and words as the server's
 * reading (server/fairs/maps.ts readMapSheet), plus which earlier row a duplicate repeats.
 */
export const MAP_SHEET_HEADER = ['行号', '列号', '展位号', '展位类型'] as const;
export const MAP_TEMPLATE_NAME = '展位图导入模板.xlsx';
export const MAP_FILE_LIMIT = 2 * 1024 * 1024;

export type SheetRow = { row: number; h: number; l: number; bh: string; lx: BoothType };
export type SheetReading = { hs: number; ls: number; rows: SheetRow[]; problems: MapImportProblem[] };

const TYPE_NAMES = Object.keys(MAP_SHEET_TYPES).join('、');

/** The sheet's rows as text, the header first (row numbers from 1, as the spreadsheet shows them). */
export function readSheetRows(lines: readonly (readonly string[])[]): SheetReading {
  const rows: SheetRow[] = [];
  const problems: MapImportProblem[] = [];
  const places = new Map<string, number>();
  const numbers = new Map<string, number>();
  lines.forEach((line, index) => {
    const rowNumber = index + 1;
    if (rowNumber === 1) return;
    const [rowText = '', colText = '', number = '', typeText = ''] = line.map((text) => text.trim());
    if ([rowText, colText, number, typeText].every((text) => text === '')) return;
    const say = (message: string) =>
      problems.push({ row: rowNumber, message: `第${rowNumber}行：${message}` });
    const h = Number(rowText);
    const l = Number(colText);
    const lx: BoothType | undefined = MAP_SHEET_TYPES[typeText];
    if (rowText === '' || !Number.isInteger(h) || h < 1 || h > MAX_GRID_ROWS)
      return say(`行号应为1到${MAX_GRID_ROWS}之间的整数`);
    if (colText === '' || !Number.isInteger(l) || l < 1 || l > MAX_GRID_COLS)
      return say(`列号应为1到${MAX_GRID_COLS}之间的整数`);
    if (lx === undefined) return say(`展位类型应为 ${TYPE_NAMES} 之一`);
    if (lx !== '0' && number === '') return say(`缺少展位号（${BOOTH_TYPES[lx]}）`);
    if (lx !== '0' && !/^[A-Za-z0-9-]{1,10}$/.test(number))
      return say('展位号只能包含字母、数字和-，最多10位');
    const place = `${h},${l}`;
    const samePlace = places.get(place);
    if (samePlace !== undefined) return say(`第${h}行第${l}列与第${samePlace}行重复`);
    const sameNumber = lx === '0' ? undefined : numbers.get(number.toUpperCase());
    if (sameNumber !== undefined) return say(`展位号${number}与第${sameNumber}行重复`);
    places.set(place, rowNumber);
    if (lx !== '0') numbers.set(number.toUpperCase(), rowNumber);
    rows.push({ row: rowNumber, h, l, bh: lx === '0' ? number : number.toUpperCase(), lx });
  });
  if (rows.length === 0 && problems.length === 0) problems.push({ row: 0, message: '表格中没有展位数据' });
  return {
    hs: Math.max(0, ...rows.map((row) => row.h)),
    ls: Math.max(0, ...rows.map((row) => row.l)),
    rows,
    problems,
  };
}

/** The rows as a hall's cells (row and column from 0). */
export function cellsOfSheet(reading: SheetReading): GridCell[] {
  return reading.rows.map((row) => ({ h: row.h - 1, l: row.l - 1, bh: row.bh, lx: row.lx }));
}

/** An import answer's row problems (the server answers them as the refusal's result), or none. */
export function importProblemsOf(result: unknown): MapImportProblem[] {
  if (!Array.isArray(result)) return [];
  return result.filter(
    (item): item is MapImportProblem =>
      typeof item === 'object' && item !== null && typeof (item as MapImportProblem).message === 'string',
  );
}

// exceljs is large: loaded only when staff open a file or ask for the template.
type ExcelModule = typeof ExcelJSModule;
const loadExcel = async (): Promise<ExcelModule> => {
  const loaded = (await import('exceljs')) as ExcelModule & { default?: ExcelModule };
  return loaded.default ?? loaded;
};

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return String(value);
  if (typeof value === 'object' && 'richText' in value && Array.isArray(value.richText))
    return (value.richText as { text: string }[]).map((part) => part.text).join('');
  if (typeof value === 'object' && 'result' in value) {
    const result: unknown = value.result;
    return typeof result === 'string' || typeof result === 'number' ? String(result) : '';
  }
  return '';
}

/** The first sheet's first four columns as text lines; null when the file is no readable .xlsx. */
export async function sheetLinesOf(bytes: ArrayBuffer): Promise<string[][] | null> {
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.Workbook();
  try {
    // A view, not the buffer: the zip reader recognises a Uint8Array of any realm (jsdom's tests too).
    await workbook.xlsx.load(new Uint8Array(bytes) as unknown as ArrayBuffer);
  } catch {
    return null;
  }
  const sheet = workbook.worksheets[0];
  if (sheet === undefined) return [];
  const lines: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    lines[rowNumber - 1] = [1, 2, 3, 4].map((column) => cellText(row.getCell(column).value));
  });
  return Array.from(lines, (line) => line ?? []);
}

/** The template: the header and a small example hall (two rows with an aisle and a VIP corner). */
export async function mapTemplate(): Promise<Blob> {
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('展位图');
  sheet.addRow([...MAP_SHEET_HEADER]);
  const example: [number, number, string, string][] = [
    [1, 1, 'A1', 'VIP'],
    [1, 2, 'A2', '标准'],
    [1, 3, '', '不可用'],
    [1, 4, 'A3', '转角'],
    [2, 1, 'B1', '标准'],
    [2, 2, 'B2', '标准'],
  ];
  for (const line of example) sheet.addRow(line);
  sheet.columns.forEach((column) => {
    column.width = 12;
  });
  const buffer = await workbook.xlsx.writeBuffer();
  return new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}
