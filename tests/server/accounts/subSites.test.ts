import type { EmployerLoginResult, EmployerStanding } from '../../../contract/account';
import type { SchoolEmployerDetail, SchoolEmployerList } from '../../../contract/console';
import type { Page } from '../../../contract/paging';
import {
  schoolSiteMessages,
  schoolSitePaths,
  type EnterSiteResult,
  type SchoolSiteItem,
} from '../../../contract/schoolSites';
import { employerAt, get, newSite, okResult, post, staffAt, type Headers } from '../support/postings';
import { fastPasswords } from '../support/sessions';
import { freshAddress, startTestServer, type TestServer } from '../support/testServer';

// School sub-sites (/com/xxfz, dwsy/dlxxfz): the employer's standing at every site, one-step
// registration at another site under that school's own review, and entering only where passed.

let server: TestServer;
let manualSite: string;
let autoSite: string;
let homeStaff: Headers;
let manualStaff: Headers;

beforeAll(async () => {
  server = await startTestServer({ deps: { passwords: fastPasswords } });
  manualSite = await newSite(server.app);
  autoSite = await newSite(server.app, { employerReview: 'auto' });
  homeStaff = (await staffAt(server.app, '00000')).headers;
  manualStaff = (await staffAt(server.app, manualSite)).headers;
});
afterAll(() => server.close());

const app = () => server.app;
const list = (headers: Headers, query: Record<string, number> = {}) =>
  get<Page<SchoolSiteItem>>(app(), schoolSitePaths.list, query, headers);
const register = (headers: Headers, xxdm: string) => post(app(), schoolSitePaths.register, { xxdm }, headers);
const enter = (headers: Headers, xxdm: string) =>
  post<EnterSiteResult>(app(), schoolSitePaths.enter, { xxdm }, headers);
const itemAt = async (headers: Headers, xxdm: string) =>
  okResult(await list(headers, { size: 100 })).records.find((item) => item.xxdm === xxdm);
const queueOf = async (staff: Headers, zt = '1') =>
  okResult(await get<SchoolEmployerList>(app(), '/mgr/dw/list', { zt, size: 100 }, staff)).records;

describe('GET /com/xxfz/fzlb', () => {
  it('lists every site, the main one first, with the employer’s standing at each', async () => {
    const employer = await employerAt(app());
    const { records, total } = okResult(await list(employer.headers, { size: 100 }));
    expect(total).toBe(3);
    expect(records.map((item) => item.xxdm)).toEqual(['00000', manualSite, autoSite]);
    expect(records[0]).toEqual(
      expect.objectContaining({ zt: '2', shyj: '', dqzd: true, zczd: true, wzzsd: '#1677ff' }),
    );
    expect(records[1]).toEqual(
      expect.objectContaining({ zt: '', tjsj: '', dqzd: false, zczd: false, wzmc: `测试大学${manualSite}` }),
    );
  });

  it('answers one page at a time with the total', async () => {
    const employer = await employerAt(app());
    const second = okResult(await list(employer.headers, { page: 2, size: 1 }));
    expect(second).toEqual({ total: 3, records: [expect.objectContaining({ xxdm: manualSite })] });
  });
});

describe('POST /com/xxfz/yjzc', () => {
  it('opens a pending standing at that site only, in its console queue and not in the home site’s', async () => {
    const employer = await employerAt(app());
    expect(await register(employer.headers, manualSite)).toEqual({
      code: 200,
      message: schoolSiteMessages.registered,
      result: null,
    });
    expect(await itemAt(employer.headers, manualSite)).toEqual(expect.objectContaining({ zt: '1' }));
    expect(await itemAt(employer.headers, '00000')).toEqual(expect.objectContaining({ zt: '2' }));

    expect((await queueOf(manualStaff)).map((item) => item.id)).toContain(employer.dwid);
    expect((await queueOf(homeStaff)).map((item) => item.id)).not.toContain(employer.dwid);
    // The home site's console sees its own registration and history, none of the other site's.
    expect(
      okResult(await get<SchoolEmployerDetail>(app(), '/mgr/dw/detail', { id: employer.dwid }, homeStaff)),
    ).toEqual(expect.objectContaining({ zt: '2', history: [] }));

    const detail = okResult(
      await get<SchoolEmployerDetail>(app(), '/mgr/dw/detail', { id: employer.dwid }, manualStaff),
    );
    // The verified profile, not re-entered.
    expect(detail).toEqual(expect.objectContaining({ dwmc: employer.name, tyshxydm: employer.creditCode }));
    expect(detail.history).toEqual([expect.objectContaining({ dz: 'create', xzt: '1', czrlx: '1' })]);
  });

  it('passes at once where the site reviews registrations automatically', async () => {
    const employer = await employerAt(app());
    expect((await register(employer.headers, autoSite)).message).toBe(schoolSiteMessages.registeredPassed);
    expect(await itemAt(employer.headers, autoSite)).toEqual(expect.objectContaining({ zt: '2' }));
  });

  it('refuses a second registration, an unknown site, and an employer not passed at home', async () => {
    const employer = await employerAt(app());
    okResult(await register(employer.headers, manualSite));
    expect(await register(employer.headers, manualSite)).toEqual(
      expect.objectContaining({ code: 409, message: schoolSiteMessages.alreadyRegistered }),
    );
    expect(await register(employer.headers, '00000')).toEqual(
      expect.objectContaining({ code: 409, message: schoolSiteMessages.alreadyRegistered }),
    );
    expect(await register(employer.headers, '99999')).toEqual(
      expect.objectContaining({ code: 404, message: schoolSiteMessages.siteMissing }),
    );

    const unverified = await employerAt(app());
    await app()
      .db.updateTable('employer_site_reviews')
      .set({ state: 'pending' })
      .where('employer_id', '=', unverified.dwid)
      .execute();
    expect(await register(unverified.headers, manualSite)).toEqual(
      expect.objectContaining({ code: 400, message: schoolSiteMessages.homeNotPassed }),
    );
    expect(await itemAt(unverified.headers, manualSite)).toEqual(expect.objectContaining({ zt: '' }));
  });

  it('lets two registrations at once open one standing', async () => {
    const employer = await employerAt(app());
    const answers = await Promise.all([
      register(employer.headers, manualSite),
      register(employer.headers, manualSite),
    ]);
    expect(answers.map((answer) => answer.code).sort()).toEqual([200, 409]);
  });
});

describe('a rejected registration at a sub-site', () => {
  it('shows the school’s reason, and POST /com/xxfz/cxtj puts it under review again', async () => {
    const employer = await employerAt(app());
    okResult(await register(employer.headers, manualSite));
    okResult(
      await post(
        app(),
        '/mgr/dw/review',
        { id: employer.dwid, action: 'reject', reason: '请补充学校所在地的分支机构证明' },
        manualStaff,
      ),
    );
    expect(await itemAt(employer.headers, manualSite)).toEqual(
      expect.objectContaining({ zt: '3', shyj: '请补充学校所在地的分支机构证明' }),
    );
    expect(await enter(employer.headers, manualSite)).toEqual(
      expect.objectContaining({ code: 400, message: schoolSiteMessages.notPassed }),
    );

    expect(
      (await post(app(), schoolSitePaths.resubmit, { xxdm: manualSite }, employer.headers)).message,
    ).toBe(schoolSiteMessages.resubmitted);
    expect(await itemAt(employer.headers, manualSite)).toEqual(expect.objectContaining({ zt: '1' }));
    expect(await post(app(), schoolSitePaths.resubmit, { xxdm: manualSite }, employer.headers)).toEqual(
      expect.objectContaining({ code: 409, message: schoolSiteMessages.notResubmittable }),
    );
    expect(await post(app(), schoolSitePaths.resubmit, { xxdm: autoSite }, employer.headers)).toEqual(
      expect.objectContaining({ code: 400, message: schoolSiteMessages.notRegistered }),
    );
  });
});

describe('POST /com/xxfz/jrfz', () => {
  it('enters only where passed: the code logs the same account in at that site', async () => {
    const employer = await employerAt(app());
    expect(await enter(employer.headers, manualSite)).toEqual(
      expect.objectContaining({ code: 400, message: schoolSiteMessages.notRegistered }),
    );
    okResult(await register(employer.headers, manualSite));
    expect(await enter(employer.headers, manualSite)).toEqual(
      expect.objectContaining({ code: 400, message: schoolSiteMessages.notPassed }),
    );
    expect(await enter(employer.headers, '99999')).toEqual(
      expect.objectContaining({ code: 404, message: schoolSiteMessages.siteMissing }),
    );

    okResult(await post(app(), '/mgr/dw/review', { id: employer.dwid, action: 'pass' }, manualStaff));
    const { code, xxdm } = okResult(await enter(employer.headers, manualSite));
    expect(xxdm).toBe(manualSite);
    const login = okResult(
      await app()
        .inject({
          method: 'POST',
          url: '/com/openAuth/loginByAuthcode',
          payload: { code, xxdm },
          remoteAddress: freshAddress(),
        })
        .then((response) => response.json<{ code: number; message: string; result: EmployerLoginResult }>()),
    );
    expect(login).toEqual(expect.objectContaining({ dwid: employer.dwid, xxdm: manualSite }));

    const there = { accesstoken: login.token };
    expect(okResult(await get<EmployerStanding>(app(), '/com/dwyh/shzt', {}, there))).toEqual(
      expect.objectContaining({ xxdm: manualSite, zt: '2' }),
    );
    expect(await itemAt(there, manualSite)).toEqual(expect.objectContaining({ dqzd: true, zczd: false }));
  });

  it('keeps each site’s review its own: passing at one site leaves the other’s standing alone', async () => {
    const home = await employerAt(app());
    okResult(await register(home.headers, manualSite));
    okResult(await register(home.headers, autoSite));
    okResult(
      await post(
        app(),
        '/mgr/dw/review',
        { id: home.dwid, action: 'changes', reason: '补充材料' },
        manualStaff,
      ),
    );
    expect(await itemAt(home.headers, autoSite)).toEqual(expect.objectContaining({ zt: '2' }));
    expect(await itemAt(home.headers, '00000')).toEqual(expect.objectContaining({ zt: '2' }));
    expect(await itemAt(home.headers, manualSite)).toEqual(
      expect.objectContaining({ zt: '4', shyj: '补充材料' }),
    );
  });
});
