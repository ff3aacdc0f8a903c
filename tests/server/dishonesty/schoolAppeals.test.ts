import { dishonestyPaths, type SchoolAppeal, type SchoolAppealDetail } from '../../../contract/dishonesty';
import type { Page } from '../../../contract/paging';
import { employerAt, newSite, staffAt } from '../support/postings';
import { fastPasswords } from '../support/sessions';
import { startTestServer, type TestServer } from '../support/testServer';
import { get, post } from '../fairs/support';
import { insertDishonestyRecord } from './support';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ deps: { passwords: fastPasswords } });
});
afterAll(() => server.close());

describe("the school's appeal queue", () => {
  it('lists appeals by state with their records, opens one, and answers it; other sites see nothing', async () => {
    const { app } = server;
    const staff = await staffAt(app);
    const employer = await employerAt(app);
    const recordId = await insertDishonestyRecord(app, employer.dwid);
    const filed = await post<{ id: string }>(
      app,
      dishonestyPaths.appeal,
      { jlid: recordId, ssly: '当天因暴雪停课，已提前告知', fjids: [] },
      employer.headers,
    );
    expect(filed.code).toBe(200);

    const pending = await get<Page<SchoolAppeal>>(
      app,
      dishonestyPaths.schoolAppeals,
      { zt: '1', keyword: '测试单位' },
      staff.headers,
    );
    expect(pending.result.total).toBe(1);
    expect(pending.result.records[0]).toMatchObject({
      id: filed.result.id,
      jlid: recordId,
      zt: '1',
      ssly: '当天因暴雪停课，已提前告知',
      dwid: employer.dwid,
      jl: { id: recordId, zt: '2', gzmc: '招聘会预订展位后未到场' },
    });

    const detail = await get<SchoolAppealDetail>(
      app,
      dishonestyPaths.schoolAppeal,
      { id: filed.result.id },
      staff.headers,
    );
    expect(detail.result).toMatchObject({ id: filed.result.id, dwmc: '测试单位' });
    expect(detail.result.appeals.map((appeal) => appeal.id)).toEqual([filed.result.id]);

    const elsewhere = await staffAt(app, await newSite(app));
    const hidden = await get(app, dishonestyPaths.schoolAppeal, { id: filed.result.id }, elsewhere.headers);
    expect(hidden.message).toBe('申诉不存在');
    const none = await get<Page<SchoolAppeal>>(
      app,
      dishonestyPaths.schoolAppeals,
      { zt: '' },
      elsewhere.headers,
    );
    expect(none.result.total).toBe(0);

    const answered = await post(
      app,
      dishonestyPaths.schoolAnswer,
      { ssid: filed.result.id, action: 'accept', reason: '情况属实' },
      staff.headers,
    );
    expect(answered.code).toBe(200);
    const accepted = await get<Page<SchoolAppeal>>(
      app,
      dishonestyPaths.schoolAppeals,
      { zt: '2', keyword: '测试单位' },
      staff.headers,
    );
    expect(accepted.result.records[0]).toMatchObject({ zt: '2', dfyy: '情况属实', jl: { zt: '3' } });
    const stillPending = await get<Page<SchoolAppeal>>(
      app,
      dishonestyPaths.schoolAppeals,
      { zt: '1', keyword: '测试单位' },
      staff.headers,
    );
    expect(stillPending.result.total).toBe(0);
  });
});
