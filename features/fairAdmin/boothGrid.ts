import {
  MAX_GRID_COLS,
  MAX_GRID_ROWS,
  checkHallMap,
  type BoothType,
  type GridCell,
  type HallMapInput,
} from '../../contract/fairs';

/**
 * The console's booth-grid editor as plain data: one hall, every cell of its rows x columns with a
 * type and a number. A booth's number is automatic (the hall's prefix, the row letter and its place
 * among the row's booths: A1, A2 … or 2-A1 …; numbers are unique across a fair's halls) until staff
 * type one; a typed number is kept as the grid changes around it.
 */
export type EditorCell = { lx: BoothType; bh: string; manual: boolean };
export type BoothGrid = { hcid?: string; hcmc: string; prefix: string; rows: EditorCell[][] };
export type CellPosition = { h: number; l: number };

/** The order a click (or Enter) steps a cell through: standard, VIP, corner, aisle. */
export const TYPE_CYCLE: readonly BoothType[] = ['1', '2', '3', '0'];

const AISLE: EditorCell = { lx: '0', bh: '', manual: false };

/** A, B … Z, AA, AB …: the letter of a row (from 0). */
export function rowLetter(index: number): string {
  let letter = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26))
    letter = String.fromCharCode(65 + ((rest - 1) % 26)) + letter;
  return letter;
}

export const columnCount = (grid: BoothGrid): number => grid.rows[0]?.length ?? 0;

/** Every booth without a typed number gets its automatic one; aisles carry none. */
export function renumber(grid: BoothGrid): BoothGrid {
  const rows = grid.rows.map((row, h) => {
    let place = 0;
    return row.map((cell) => {
      if (cell.lx === '0') return cell.manual ? cell : AISLE;
      place += 1;
      return cell.manual ? cell : { ...cell, bh: `${grid.prefix}${rowLetter(h)}${place}` };
    });
  });
  return { ...grid, rows };
}

/** A new hall of standard booths, numbered (after the prefix, if any). */
export function newGrid(hcmc: string, rowCount: number, colCount: number, prefix = ''): BoothGrid {
  const rows = Array.from({ length: rowCount }, () =>
    Array.from({ length: colCount }, (): EditorCell => ({ lx: '1', bh: '', manual: false })),
  );
  return renumber({ hcmc, prefix, rows });
}

/** The prefix of a saved hall's numbers (2- of 2-A1), so booths added later are numbered alike. */
export function prefixOf(numbers: readonly string[]): string {
  const [first] = numbers;
  const prefix = first === undefined ? '' : (/^(.*-)[A-Z]+\d+$/i.exec(first)?.[1] ?? '');
  return numbers.every((number) => number.startsWith(prefix)) ? prefix : '';
}

/**
 * A saved hall as the editor holds it: absent cells are aisles; a number that differs from the
 * automatic one counts as typed, so it stays.
 */
export function gridOfHall(hall: {
  hcid?: string;
  hcmc: string;
  hs: number;
  ls: number;
  cells: readonly Pick<GridCell, 'h' | 'l' | 'bh' | 'lx'>[];
}): BoothGrid {
  const rows = Array.from({ length: hall.hs }, () =>
    Array.from({ length: hall.ls }, (): EditorCell => AISLE),
  );
  for (const cell of hall.cells) {
    const row = rows[cell.h];
    if (row === undefined || cell.l < 0 || cell.l >= hall.ls || cell.lx === '0') continue;
    row[cell.l] = { lx: cell.lx, bh: cell.bh, manual: true };
  }
  const prefix = prefixOf(hall.cells.filter((cell) => cell.lx !== '0').map((cell) => cell.bh));
  const automatic = renumber({
    hcmc: hall.hcmc,
    prefix,
    rows: rows.map((row) => row.map((cell) => ({ ...cell, manual: false }))),
  });
  return {
    ...(hall.hcid === undefined ? {} : { hcid: hall.hcid }),
    hcmc: hall.hcmc,
    prefix,
    rows: rows.map((row, h) =>
      row.map((cell, l) => ({ ...cell, manual: cell.lx !== '0' && cell.bh !== automatic.rows[h]?.[l]?.bh })),
    ),
  };
}

function withCell(
  grid: BoothGrid,
  { h, l }: CellPosition,
  change: (cell: EditorCell) => EditorCell,
): BoothGrid {
  return {
    ...grid,
    rows: grid.rows.map((row, rowIndex) =>
      rowIndex === h ? row.map((cell, colIndex) => (colIndex === l ? change(cell) : cell)) : row,
    ),
  };
}

/** A cell made another type; an aisle forgets its number, a booth keeps a typed one. */
export function setCellType(grid: BoothGrid, at: CellPosition, lx: BoothType): BoothGrid {
  return renumber(
    withCell(grid, at, (cell) => (lx === '0' ? AISLE : { ...cell, lx, bh: cell.lx === '0' ? '' : cell.bh })),
  );
}

export function nextType(lx: BoothType): BoothType {
  return TYPE_CYCLE[(TYPE_CYCLE.indexOf(lx) + 1) % TYPE_CYCLE.length] ?? '1';
}

/** A typed number; an empty one goes back to the automatic number. */
export function setCellNumber(grid: BoothGrid, at: CellPosition, bh: string): BoothGrid {
  const number = bh.trim().toUpperCase();
  return renumber(
    withCell(grid, at, (cell) => (cell.lx === '0' ? cell : { ...cell, bh: number, manual: number !== '' })),
  );
}

/** Every typed number dropped: the whole hall numbered A1, A2 … again. */
export function resetNumbers(grid: BoothGrid): BoothGrid {
  return renumber({ ...grid, rows: grid.rows.map((row) => row.map((cell) => ({ ...cell, manual: false }))) });
}

/** A row of standard booths after row `at` (-1: at the top), while the hall has room. */
export function addRow(grid: BoothGrid, at = grid.rows.length - 1): BoothGrid {
  if (grid.rows.length >= MAX_GRID_ROWS) return grid;
  const row = Array.from({ length: Math.max(columnCount(grid), 1) }, (): EditorCell => ({
    lx: '1',
    bh: '',
    manual: false,
  }));
  return renumber({ ...grid, rows: [...grid.rows.slice(0, at + 1), row, ...grid.rows.slice(at + 1)] });
}

export function removeRow(grid: BoothGrid, at: number): BoothGrid {
  if (grid.rows.length <= 1) return grid;
  return renumber({ ...grid, rows: grid.rows.filter((_row, index) => index !== at) });
}

/** A column of standard booths after column `at` (-1: at the left), while the hall has room. */
export function addColumn(grid: BoothGrid, at = columnCount(grid) - 1): BoothGrid {
  if (columnCount(grid) >= MAX_GRID_COLS) return grid;
  const cell: EditorCell = { lx: '1', bh: '', manual: false };
  return renumber({
    ...grid,
    rows: grid.rows.map((row) => [...row.slice(0, at + 1), cell, ...row.slice(at + 1)]),
  });
}

export function removeColumn(grid: BoothGrid, at: number): BoothGrid {
  if (columnCount(grid) <= 1) return grid;
  return renumber({ ...grid, rows: grid.rows.map((row) => row.filter((_cell, index) => index !== at)) });
}

/** The grid as POST saveMap takes it: the booths only (absent cells are aisles). */
export function hallMapInputOf(grid: BoothGrid, zphid: string): HallMapInput {
  const cells: GridCell[] = [];
  grid.rows.forEach((row, h) =>
    row.forEach((cell, l) => {
      if (cell.lx !== '0') cells.push({ h, l, bh: cell.bh.trim(), lx: cell.lx });
    }),
  );
  return {
    zphid,
    ...(grid.hcid === undefined ? {} : { hcid: grid.hcid }),
    hcmc: grid.hcmc.trim(),
    hs: grid.rows.length,
    ls: columnCount(grid),
    cells,
  };
}

/** The grid's problems in the server's words (contract checkHallMap): none means it may be saved. */
export function gridProblems(grid: BoothGrid): string[] {
  return checkHallMap(hallMapInputOf(grid, ''));
}

/** How many cells of each type. */
export function typeCounts(grid: BoothGrid): Record<BoothType, number> {
  const counts: Record<BoothType, number> = { '0': 0, '1': 0, '2': 0, '3': 0 };
  for (const row of grid.rows) for (const cell of row) counts[cell.lx] += 1;
  return counts;
}

/** Where a key moves the focus in a rows x cols grid (arrows, Home/End in the row, Ctrl+Home/End), or null. */
export function moveFocus(
  at: CellPosition,
  key: string,
  size: { rows: number; cols: number },
  ctrl = false,
): CellPosition | null {
  const clamp = (value: number, count: number) => Math.min(Math.max(value, 0), count - 1);
  switch (key) {
    case 'ArrowUp':
      return { h: clamp(at.h - 1, size.rows), l: at.l };
    case 'ArrowDown':
      return { h: clamp(at.h + 1, size.rows), l: at.l };
    case 'ArrowLeft':
      return { h: at.h, l: clamp(at.l - 1, size.cols) };
    case 'ArrowRight':
      return { h: at.h, l: clamp(at.l + 1, size.cols) };
    case 'Home':
      return ctrl ? { h: 0, l: 0 } : { h: at.h, l: 0 };
    case 'End':
      return ctrl ? { h: size.rows - 1, l: size.cols - 1 } : { h: at.h, l: size.cols - 1 };
    default:
      return null;
  }
}

/** The type a key sets directly: 1 standard, 2 VIP, 3 corner, 0 (or Delete) aisle. */
export function typeOfKey(key: string): BoothType | null {
  if (key === '1' || key === '2' || key === '3' || key === '0') return key;
  return key === 'Delete' || key === 'Backspace' ? '0' : null;
}
