import ExcelJS from 'exceljs';
import { fairPaths, type HallMap, type MapImportProblem, type SchoolFair } from '../../../contract/fairs';
import type { Envelope } from '../../../contract/envelope';
import { employerAt, staffAt, type StaffSession } from '../support/postings';
import { fastPasswords } from '../support/sessions';
import { envelopeOf, startTestServer, type TestServer } from '../support/testServer';
import { boothRow, createFair, get, hold, post } from './support';

let server: TestServer;
let staff: StaffSession;

beforeAll(async () => {
  server = await startTestServer({ deps: { passwords: fastPasswords } });
  staff = await staffAt(server.app);
});
afterAll(() => server.close());

async function sheet(rows: (string | number)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const worksheet = workbook.addWorksheet('展位');
  worksheet.addRow(['行号', '列号', '展位号', '展位类型']);
  for (const row of rows) worksheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function importSheet(zphid: string, hcmc: string, bytes: Buffer): Promise<Envelope<unknown>> {
  const boundary = '----fairmap';
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const payload = Buffer.concat([
    Buffer.from(field('zphid', zphid) + field('hcmc', hcmc)),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="map.xlsx"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await server.app.inject({
    method: 'POST',
    url: fairPaths.schoolImportMap,
    headers: { ...staff.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  return envelopeOf(response);
}

describe('fairs and booth maps in the console', () => {
  it('refuses a fair with bad fields, naming the field', async () => {
    const refused = await post(
      server.app,
      fairPaths.schoolSave,
      {
        zphmc: '',
        zphlx: '1',
        jbrq: '2030-01-01',
        kssj: '09:00',
        jssj: '16:00',
        jbdd: '体育馆',
        bmkssj: '2029-12-01 09:00',
        bmjzsj: '2029-12-31 17:00',
        ydfw: '1',
        hyfw: [],
        zwfy: { '1': 0, '2': 0, '3': 0 },
        cjrs: 2,
        xyglgg: '0',
        shms: '1',
        zphjs: '',
      },
      staff.headers,
    );
    expect(refused).toMatchObject({ code: 400, message: '请填写招聘会名称' });
  });

  it('saves a grid whole, keeping booth ids in place and refusing to remove or close a booked booth', async () => {
    const { app } = server;
    const { fairId, boothIds, hallId } = await createFair(app, staff.headers, { booths: 3 });
    const employer = await employerAt(app);
    expect((await hold(app, employer.headers, fairId, boothIds[0] as string)).code).toBe(200);

    const without = await post(
      app,
      fairPaths.schoolSaveMap,
      { zphid: fairId, hcid: hallId, hcmc: '一号馆', hs: 1, ls: 3, cells: boothRow(3).slice(1) },
      staff.headers,
    );
    expect(without.message).toBe('展位A1已被预订，不能删除');
    const closed = boothRow(3).map((cell, index) => (index === 0 ? { ...cell, lx: '0' } : cell));
    expect(
      (
        await post(
          app,
          fairPaths.schoolSaveMap,
          { zphid: fairId, hcid: hallId, hcmc: '一号馆', hs: 1, ls: 3, cells: closed },
          staff.headers,
        )
      ).message,
    ).toBe('展位A1已被预订，不能改为不可用');
    const duplicate = [...boothRow(2), { h: 0, l: 2, bh: 'A1', lx: '1' }];
    expect(
      (
        await post(
          app,
          fairPaths.schoolSaveMap,
          { zphid: fairId, hcid: hallId, hcmc: '一号馆', hs: 1, ls: 3, cells: duplicate },
          staff.headers,
        )
      ).message,
    ).toBe('展位号A1重复');

    const renamed = boothRow(3).map((cell, index) => (index === 2 ? { ...cell, bh: 'B9', lx: '2' } : cell));
    const saved = await post(
      app,
      fairPaths.schoolSaveMap,
      { zphid: fairId, hcid: hallId, hcmc: '主馆', hs: 2, ls: 3, cells: renamed },
      staff.headers,
    );
    expect(saved.code).toBe(200);
    const [hall] = (await get<HallMap[]>(app, fairPaths.schoolMap, { zphid: fairId }, staff.headers)).result;
    expect(hall).toMatchObject({ hcmc: '主馆', hs: 2, ls: 3, zzws: 3, kxzws: 2 });
    expect(hall?.cells.map((cell) => [cell.zwid, cell.bh, cell.lx, cell.zt])).toEqual([
      [boothIds[0], 'A1', '1', '2'],
      [boothIds[1], 'A2', '1', '1'],
      [boothIds[2], 'B9', '2', '1'],
    ]);
    const detail = await get<SchoolFair>(app, fairPaths.schoolDetail, { id: fairId }, staff.headers);
    expect(detail.result).toMatchObject({ zzws: 3, kxzws: 2 });
  });

  it('imports a hall from a spreadsheet, or names every bad row', async () => {
    const { app } = server;
    const { fairId } = await createFair(app, staff.headers, { booths: 1 });
    const bad = await importSheet(
      fairId,
      '二号馆',
      await sheet([
        [1, 1, 'C1', '标准'],
        [1, 2, 'C2', '豪华'],
        [0, 3, 'C3', 'VIP'],
      ]),
    );
    expect(bad.code).toBe(400);
    expect((bad.result as MapImportProblem[]).map((problem) => problem.row)).toEqual([3, 4]);
    expect(bad.message).toContain('第3行：展位类型应为');

    const good = await importSheet(
      fairId,
      '二号馆',
      await sheet([
        [1, 1, 'C1', '标准'],
        [1, 2, '', '不可用'],
        [1, 3, 'C2', 'VIP'],
        [2, 1, 'C3', '转角'],
      ]),
    );
    expect(good).toMatchObject({ code: 200, message: '已导入3个展位' });
    const halls = (await get<HallMap[]>(app, fairPaths.schoolMap, { zphid: fairId }, staff.headers)).result;
    expect(halls.map((hall) => [hall.hcmc, hall.hs, hall.ls, hall.zzws])).toEqual([
      ['一号馆', 1, 1, 1],
      ['二号馆', 2, 3, 3],
    ]);
  });
});
