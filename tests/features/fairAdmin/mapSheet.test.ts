import { cellsOfSheet, importProblemsOf, readSheetRows } from '../../../features/fairAdmin/mapSheet';

const HEADER = ['行号', '列号', '展位号', '展位类型'];

describe('reading a booth-map spreadsheet for the preview', () => {
  it('reads booths and aisles; the grid is as large as the largest row and column', () => {
    const reading = readSheetRows([
      HEADER,
      ['1', '1', 'a1', 'VIP'],
      ['1', '2', '', '不可用'],
      [],
      ['3', '4', 'C1', '转角'],
    ]);
    expect(reading.problems).toEqual([]);
    expect([reading.hs, reading.ls]).toEqual([3, 4]);
    expect(cellsOfSheet(reading)).toEqual([
      { h: 0, l: 0, bh: 'A1', lx: '2' },
      { h: 0, l: 1, bh: '', lx: '0' },
      { h: 2, l: 3, bh: 'C1', lx: '3' },
    ]);
  });

  it('names every bad row by its spreadsheet row number', () => {
    const reading = readSheetRows([
      HEADER,
      ['0', '1', 'A1', '标准'],
      ['1', 'x', 'A2', '标准'],
      ['1', '3', 'A3', '豪华'],
      ['1', '4', '', '标准'],
      ['1', '5', 'A5', '标准'],
      ['1', '5', 'A6', '标准'],
      ['1', '6', 'a5', '标准'],
      ['1', '7', 'A 7', '标准'],
    ]);
    expect(reading.problems.map((problem) => problem.message)).toEqual([
      '第2行：行号应为1到50之间的整数',
      '第3行：列号应为1到50之间的整数',
      '第4行：展位类型应为 标准、VIP、转角、不可用 之一',
      '第5行：缺少展位号（标准展位）',
      '第7行：第1行第5列与第6行重复',
      '第8行：展位号a5与第6行重复',
      '第9行：展位号只能包含字母、数字和-，最多10位',
    ]);
    expect(reading.rows).toHaveLength(1);
  });

  it('says when there is nothing to import', () => {
    expect(readSheetRows([HEADER, ['', '', '', '']]).problems).toEqual([
      { row: 0, message: '表格中没有展位数据' },
    ]);
  });

  it('takes the server’s row problems from a refusal’s result', () => {
    expect(importProblemsOf([{ row: 3, message: '第3行：缺少展位号（标准展位）' }, 'x'])).toEqual([
      { row: 3, message: '第3行：缺少展位号（标准展位）' },
    ]);
    expect(importProblemsOf(null)).toEqual([]);
  });
});

describe('the template', () => {
  it('is a spreadsheet the reading accepts', async () => {
    const { mapTemplate, sheetLinesOf } = await import('../../../features/fairAdmin/mapSheet');
    const blob = await mapTemplate();
    const bytes = await new Response(blob).arrayBuffer();
    const lines = await sheetLinesOf(bytes);
    expect(lines?.[0]).toEqual(HEADER);
    const reading = readSheetRows(lines ?? []);
    expect(reading.problems).toEqual([]);
    expect([reading.rows.length, reading.hs, reading.ls]).toEqual([6, 2, 4]);
  });

  it('says a file that is no spreadsheet cannot be read', async () => {
    const { sheetLinesOf } = await import('../../../features/fairAdmin/mapSheet');
    expect(await sheetLinesOf(new TextEncoder().encode('not a workbook').buffer)).toBeNull();
  });
});
