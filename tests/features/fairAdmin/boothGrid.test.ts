import { MAX_GRID_COLS, MAX_GRID_ROWS } from '../../../contract/fairs';
import {
  addColumn,
  addRow,
  gridOfHall,
  gridProblems,
  hallMapInputOf,
  moveFocus,
  newGrid,
  nextType,
  prefixOf,
  removeColumn,
  removeRow,
  resetNumbers,
  rowLetter,
  setCellNumber,
  setCellType,
  typeCounts,
  typeOfKey,
  type BoothGrid,
} from '../../../features/fairAdmin/boothGrid';

const numbers = (grid: BoothGrid) => grid.rows.map((row) => row.map((cell) => cell.bh));

describe('the booth grid rules', () => {
  it('names rows A … Z, AA, AB', () => {
    expect([0, 1, 25, 26, 27, 51, 52].map(rowLetter)).toEqual(['A', 'B', 'Z', 'AA', 'AB', 'AZ', 'BA']);
  });

  it('numbers a new hall row by row', () => {
    expect(numbers(newGrid('一号馆', 2, 3))).toEqual([
      ['A1', 'A2', 'A3'],
      ['B1', 'B2', 'B3'],
    ]);
  });

  it('numbers a later hall after its prefix, and reads the prefix back from its saved numbers', () => {
    const grid = newGrid('二号馆', 1, 2, '2-');
    expect(numbers(grid)).toEqual([['2-A1', '2-A2']]);
    expect(prefixOf(['2-A1', '2-B3'])).toBe('2-');
    expect(prefixOf(['A1', 'B3'])).toBe('');
    expect(prefixOf(['2-A1', 'X9'])).toBe('');
    const saved = gridOfHall(hallMapInputOf(grid, 'zph1'));
    expect(saved.prefix).toBe('2-');
    expect(saved.rows[0]?.every((cell) => !cell.manual)).toBe(true);
    expect(numbers(addColumn(saved))).toEqual([['2-A1', '2-A2', '2-A3']]);
  });

  it('skips aisles when numbering and numbers a booth again when the aisle becomes one', () => {
    const aisle = setCellType(newGrid('馆', 1, 4), { h: 0, l: 1 }, '0');
    expect(numbers(aisle)).toEqual([['A1', '', 'A2', 'A3']]);
    expect(typeCounts(aisle)).toEqual({ '0': 1, '1': 3, '2': 0, '3': 0 });
    const vip = setCellType(aisle, { h: 0, l: 1 }, '2');
    expect(vip.rows[0]?.[1]).toEqual({ lx: '2', bh: 'A2', manual: false });
    expect(numbers(vip)).toEqual([['A1', 'A2', 'A3', 'A4']]);
  });

  it('keeps a typed number while the grid changes, and goes back to automatic when it is cleared', () => {
    let grid = setCellNumber(newGrid('馆', 1, 3), { h: 0, l: 2 }, ' vip-1 ');
    expect(grid.rows[0]?.[2]).toEqual({ lx: '1', bh: 'VIP-1', manual: true });
    grid = setCellType(grid, { h: 0, l: 0 }, '0');
    expect(numbers(grid)).toEqual([['', 'A1', 'VIP-1']]);
    grid = setCellNumber(grid, { h: 0, l: 2 }, '');
    expect(numbers(grid)).toEqual([['', 'A1', 'A2']]);
    const typed = setCellNumber(newGrid('馆', 1, 2), { h: 0, l: 0 }, 'X9');
    expect(numbers(resetNumbers(typed))).toEqual([['A1', 'A2']]);
  });

  it('adds and removes rows and columns at the chosen place, within the limits', () => {
    const grid = newGrid('馆', 2, 2);
    expect(numbers(addRow(grid, 0))).toEqual([
      ['A1', 'A2'],
      ['B1', 'B2'],
      ['C1', 'C2'],
    ]);
    expect(addColumn(grid, -1).rows[0]?.length).toBe(3);
    expect(removeRow(grid, 0).rows).toHaveLength(1);
    expect(removeColumn(grid, 1).rows[0]).toHaveLength(1);
    const single = newGrid('馆', 1, 1);
    expect(removeRow(single, 0)).toBe(single);
    expect(removeColumn(single, 0)).toBe(single);
    const full = newGrid('馆', MAX_GRID_ROWS, MAX_GRID_COLS);
    expect(addRow(full)).toBe(full);
    expect(addColumn(full)).toBe(full);
  });

  it('saves booths only, rows and columns from 0', () => {
    const grid = setCellType(newGrid(' 一号馆 ', 1, 3), { h: 0, l: 1 }, '0');
    expect(hallMapInputOf({ ...grid, hcid: 'hc1' }, 'zph1')).toEqual({
      zphid: 'zph1',
      hcid: 'hc1',
      hcmc: '一号馆',
      hs: 1,
      ls: 3,
      cells: [
        { h: 0, l: 0, bh: 'A1', lx: '1' },
        { h: 0, l: 2, bh: 'A2', lx: '1' },
      ],
    });
  });

  it('reads a saved hall: absent cells are aisles, numbers unlike the automatic ones count as typed', () => {
    const grid = gridOfHall({
      hcid: 'hc1',
      hcmc: '一号馆',
      hs: 2,
      ls: 2,
      cells: [
        { h: 0, l: 0, bh: 'A1', lx: '1' },
        { h: 0, l: 1, bh: 'V8', lx: '2' },
        { h: 1, l: 1, bh: 'B1', lx: '3' },
      ],
    });
    expect(grid.hcid).toBe('hc1');
    expect(grid.rows).toEqual([
      [
        { lx: '1', bh: 'A1', manual: false },
        { lx: '2', bh: 'V8', manual: true },
      ],
      [
        { lx: '0', bh: '', manual: false },
        { lx: '3', bh: 'B1', manual: false },
      ],
    ]);
  });

  it('reports duplicate numbers and a missing hall name in the server’s words', () => {
    let grid = setCellNumber(newGrid('', 1, 2), { h: 0, l: 1 }, 'A1');
    expect(gridProblems(grid)).toEqual(['请填写会场名称', '展位号A1重复']);
    grid = { ...grid, hcmc: '馆' };
    expect(gridProblems(setCellNumber(grid, { h: 0, l: 1 }, 'A 2'))).toEqual([
      '第1行第2列的展位号只能包含字母、数字和-，最多10位',
    ]);
    expect(gridProblems(resetNumbers(grid))).toEqual([]);
  });

  it('moves the focus with the arrows and Home/End, staying inside', () => {
    const size = { rows: 3, cols: 4 };
    expect(moveFocus({ h: 0, l: 0 }, 'ArrowUp', size)).toEqual({ h: 0, l: 0 });
    expect(moveFocus({ h: 0, l: 0 }, 'ArrowDown', size)).toEqual({ h: 1, l: 0 });
    expect(moveFocus({ h: 1, l: 3 }, 'ArrowRight', size)).toEqual({ h: 1, l: 3 });
    expect(moveFocus({ h: 1, l: 3 }, 'ArrowLeft', size)).toEqual({ h: 1, l: 2 });
    expect(moveFocus({ h: 1, l: 2 }, 'Home', size)).toEqual({ h: 1, l: 0 });
    expect(moveFocus({ h: 1, l: 2 }, 'End', size, true)).toEqual({ h: 2, l: 3 });
    expect(moveFocus({ h: 1, l: 2 }, 'a', size)).toBeNull();
  });

  it('steps types in the click order and maps keys to types', () => {
    expect(['1', '2', '3', '0'].map((type) => nextType(type as '1'))).toEqual(['2', '3', '0', '1']);
    expect(['1', '2', '3', '0', 'Delete', 'x'].map(typeOfKey)).toEqual(['1', '2', '3', '0', '0', null]);
  });
});
