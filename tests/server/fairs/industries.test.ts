import { fairPaths, type FairListResult } from '../../../contract/fairs';
import { employerAt, staffAt, type EmployerSession, type StaffSession } from '../support/postings';
import { fastPasswords } from '../support/sessions';
import { startTestServer, type TestServer } from '../support/testServer';
import { createFair, get, hold } from './support';

let server: TestServer;
let staff: StaffSession;
let software: EmployerSession;
let maker: EmployerSession;
let unknown: EmployerSession;

const setIndustry = (employer: EmployerSession, industry: string) =>
  server.app.db.updateTable('employers').set({ industry }).where('id', '=', employer.dwid).execute();

beforeAll(async () => {
  server = await startTestServer({ deps: { passwords: fastPasswords } });
  staff = await staffAt(server.app);
  [software, maker, unknown] = [
    await employerAt(server.app),
    await employerAt(server.app),
    await employerAt(server.app),
  ];
  await setIndustry(software, '34');
  await setIndustry(maker, '22');
});
afterAll(() => server.close());

describe('a fair for listed industries', () => {
  it('lets an employer of a listed industry hold and refuses the others, naming the industries', async () => {
    const { app } = server;
    const { fairId, boothIds } = await createFair(app, staff.headers, {
      zphlx: '3',
      ydfw: '2',
      hyfw: ['34', '35'],
    });
    const refusedMaker = await hold(app, maker.headers, fairId, boothIds[0] as string);
    expect(refusedMaker.code).toBe(400);
    expect(refusedMaker.message).toBe(
      '本场招聘会仅限指定行业的单位预订（信息传输、软件和信息技术服务业、金融业），贵单位行业为“制造业”',
    );
    const refusedUnknown = await hold(app, unknown.headers, fairId, boothIds[0] as string);
    expect(refusedUnknown.message).toBe(
      '本场招聘会仅限指定行业的单位预订（信息传输、软件和信息技术服务业、金融业），贵单位尚未填写单位行业',
    );
    // Nothing was held by the refusals: the booth is still free for an employer of the industry.
    const claims = await app.db
      .selectFrom('fair_booth_claims')
      .selectAll()
      .where('fair_id', '=', fairId)
      .execute();
    expect(claims).toEqual([]);
    const held = await hold(app, software.headers, fairId, boothIds[0] as string);
    expect(held.code).toBe(200);
  });

  it("shows in the employer's list why it cannot book, and nothing for fairs open to all", async () => {
    const { app } = server;
    const restricted = await createFair(app, staff.headers, { zphmc: '金融专场', ydfw: '2', hyfw: ['35'] });
    const open = await createFair(app, staff.headers, { zphmc: '综合双选会' });
    const listOf = async (employer: EmployerSession) =>
      (await get<FairListResult>(app, fairPaths.list, { page: 1, size: 50 }, employer.headers)).result
        .records;
    const makerList = await listOf(maker);
    expect(makerList.find((fair) => fair.id === restricted.fairId)?.bkydyy).toBe(
      '本场招聘会仅限指定行业的单位预订（金融业），贵单位行业为“制造业”',
    );
    expect(makerList.find((fair) => fair.id === open.fairId)?.bkydyy).toBe('');
    await setIndustry(maker, '35');
    expect((await listOf(maker)).find((fair) => fair.id === restricted.fairId)?.bkydyy).toBe('');
    await setIndustry(maker, '22');
  });
});
