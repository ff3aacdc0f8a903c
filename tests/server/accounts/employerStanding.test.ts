import { EMPLOYER_NOT_PASSED_CODE, type EmployerStanding } from '../../../contract/account';
import { chinaDateTime } from '../../../contract/chinaTime';
import type { SchoolEmployerDetail } from '../../../contract/console';
import {
  employerReviewWorkflow,
  findTransition,
  refusalMessage,
  type EmployerReviewState,
} from '../../../contract/workflow';
import { assertEmployerPassed } from '../../../server/accounts';
import { openEmployerSession } from '../../../server/accounts/sessions';
import { attachedPaths } from '../../../server/files';
import { DEFAULT_RULES, saveSiteRules } from '../../../server/site';
import { registerEmployer, uploadLicence } from '../support/registration';
import { createSite } from '../support/sites';
import { staffWithToken } from '../support/staff';
import { envelopeOf, postJson, startTestServer, type TestServer } from '../support/testServer';

// The employer's own view of its registration under review: GET /com/dwyh/shzt, POST /com/dwyh/tjsh,
// and the gate every submission for review passes (assertEmployerPassed).

let server: TestServer;
let staffHeaders: Record<string, string>;
beforeAll(async () => {
  server = await startTestServer();
  staffHeaders = (await staffWithToken(server.app, '00000')).headers;
});
afterAll(() => server.close());

type Registered = Awaited<ReturnType<typeof registerEmployer>>;

const standingOf = (headers: Record<string, string>) =>
  server.app.inject({ method: 'GET', url: '/com/dwyh/shzt', headers });
const resubmit = (body: Record<string, string>, employer: Registered, cookies = employer.cookies) =>
  postJson(server.app, '/com/dwyh/tjsh', body, { headers: employer.headers, cookies });
const decide = (id: string, action: 'pass' | 'reject' | 'changes', reason = '营业执照不清晰') =>
  postJson(server.app, '/mgr/dw/review', { id, action, reason }, { headers: staffHeaders });

/** A registration moved to `state` by the school through the console. */
async function registeredIn(state: EmployerReviewState): Promise<Registered> {
  const employer = await registerEmployer(server.app);
  if (state !== 'pending') {
    const action = state === 'passed' ? 'pass' : state === 'rejected' ? 'reject' : 'changes';
    expect(envelopeOf(await decide(employer.login.dwid, action)).code).toBe(200);
  }
  return employer;
}

/** A corrected registration with a new licence uploaded by the employer's session, as the banner's form does. */
async function corrections(employer: Registered) {
  const licence = await uploadLicence(server.app, { headers: employer.headers });
  return { dwxz: '31', dwhy: '35', lxr: '孙八', yyzz: licence.path };
}

describe('GET /com/dwyh/shzt', () => {
  it('answers where the employer stands at the session’s site, with the school’s reason', async () => {
    const employer = await registeredIn('changes');
    expect(envelopeOf<EmployerStanding>(await standingOf(employer.headers))).toEqual({
      code: 200,
      message: '成功',
      result: {
        zt: '4',
        shyj: '营业执照不清晰',
        xxdm: '00000',
        dwmc: employer.body.dwmc,
        dwxz: '39',
        dwhy: '34',
        lxr: '赵六',
        yyzz: employer.body.yyzz,
        tjsj: chinaDateTime(server.clock.now()),
      },
    });
  });

  it('answers 单位信息不存在 at a site the employer never registered at, and 42 without a session', async () => {
    const employer = await registerEmployer(server.app);
    await createSite(server.app, '10001');
    const elsewhere = await openEmployerSession(
      server.app.db,
      server.clock.now(),
      await userIdOf(employer.login.dwid),
      '10001',
      employer.login.dwid,
    );
    expect(envelopeOf(await standingOf({ accesstoken: elsewhere }))).toEqual({
      code: 404,
      result: null,
      message: '单位信息不存在',
    });
    expect(envelopeOf(await standingOf({}))).toMatchObject({ code: 42 });
  });
});

/** The home user of an employer (registration makes exactly one). */
async function userIdOf(employerId: string): Promise<string> {
  const row = await server.app.db
    .selectFrom('employer_users')
    .select('id')
    .where('employer_id', '=', employerId)
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('POST /com/dwyh/tjsh', () => {
  it.each(['rejected', 'changes'] as const)(
    'from %s: the corrections are saved, the new licence replaces the old, and the school sees it pending again',
    async (from) => {
      const employer = await registeredIn(from);
      server.clock.advance(60_000);
      const body = await corrections(employer);
      const envelope = envelopeOf<EmployerStanding>(await resubmit(body, employer));
      expect(envelope).toMatchObject({
        code: 200,
        message: '已重新提交，请等待学校审核',
        result: {
          zt: '1',
          // The reason stays for the reviewer to compare until the next decision.
          shyj: '营业执照不清晰',
          dwxz: '31',
          dwhy: '35',
          lxr: '孙八',
          yyzz: body.yyzz,
          tjsj: chinaDateTime(server.clock.now()),
        },
      });
      expect(await attachedPaths(server.app.db, { kind: 'employer', id: employer.login.dwid })).toEqual([
        body.yyzz,
      ]);
      const detail = envelopeOf<SchoolEmployerDetail>(
        await server.app.inject({
          method: 'GET',
          url: `/mgr/dw/detail?id=${employer.login.dwid}`,
          headers: staffHeaders,
        }),
      ).result;
      expect(detail).toMatchObject({ zt: '1', dwxz: '31', dwhy: '35', lxr: '孙八', yyzz: body.yyzz });
      expect(detail.history.map(({ dz, yzt, xzt, czrlx }) => ({ dz, yzt, xzt, czrlx }))).toEqual([
        { dz: 'create', yzt: '', xzt: '1', czrlx: '1' },
        {
          dz: from === 'rejected' ? 'reject' : 'changes',
          yzt: '1',
          xzt: employerReviewWorkflow.states[from].code,
          czrlx: '2',
        },
        { dz: 'submit', yzt: employerReviewWorkflow.states[from].code, xzt: '1', czrlx: '1' },
      ]);
    },
  );

  it('keeps the same licence when it is sent again', async () => {
    const employer = await registeredIn('rejected');
    const body = { dwxz: '39', dwhy: '34', lxr: '赵六', yyzz: employer.body.yyzz };
    expect(envelopeOf(await resubmit(body, employer, {}))).toMatchObject({ code: 200, result: { zt: '1' } });
    expect(await attachedPaths(server.app.db, { kind: 'employer', id: employer.login.dwid })).toEqual([
      employer.body.yyzz,
    ]);
  });

  it.each(['pending', 'passed'] as const)(
    'is refused from %s, naming the state, changing nothing',
    async (from) => {
      const employer = await registeredIn(from);
      expect(findTransition(employerReviewWorkflow, from, 'submit', 'employer')).toBeUndefined();
      const body = await corrections(employer);
      expect(envelopeOf(await resubmit(body, employer))).toEqual({
        code: 400,
        result: null,
        message: refusalMessage(employerReviewWorkflow, from, 'submit'),
      });
      expect(envelopeOf<EmployerStanding>(await standingOf(employer.headers)).result).toMatchObject({
        zt: employerReviewWorkflow.states[from].code,
        dwxz: '39',
        yyzz: employer.body.yyzz,
      });
      expect(await attachedPaths(server.app.db, { kind: 'employer', id: employer.login.dwid })).toEqual([
        employer.body.yyzz,
      ]);
    },
  );

  it('refuses a licence another employer uploaded or holds, changing nothing', async () => {
    const employer = await registeredIn('rejected');
    const other = await registerEmployer(server.app);
    const foreignUpload = await uploadLicence(server.app, { headers: other.headers });
    for (const yyzz of [foreignUpload.path, other.body.yyzz]) {
      const answer = await resubmit({ dwxz: '31', dwhy: '35', lxr: '孙八', yyzz }, employer, {});
      expect(envelopeOf(answer)).toEqual({
        code: 400,
        result: null,
        message: '营业执照图片无效，请重新上传',
      });
    }
    expect(envelopeOf<EmployerStanding>(await standingOf(employer.headers)).result).toMatchObject({
      zt: '3',
      dwxz: '39',
      lxr: '赵六',
      yyzz: employer.body.yyzz,
    });
  });

  it.each([
    [{ dwxz: '' }, '请选择单位性质'],
    [{ dwxz: '00' }, '单位性质不正确，请重新选择'],
    [{ dwhy: '' }, '请选择单位行业'],
    [{ dwhy: '12' }, '单位行业不正确，请重新选择'],
    [{ lxr: '  ' }, '请输入联系人'],
    [{ lxr: 'select 1' }, '联系人：存在非法字符select，请重新输入！'],
    [{ yyzz: '' }, '请上传营业执照'],
    [{ yyzz: 'yyzz/../../etc/passwd' }, '营业执照图片无效，请重新上传'],
  ])('refuses %j with a message naming the field', async (change, message) => {
    const employer = await registeredIn('changes');
    const body = { ...(await corrections(employer)), ...change };
    expect(envelopeOf(await resubmit(body, employer))).toEqual({ code: 400, result: null, message });
  });

  it('passes at once where the site passes registrations automatically', async () => {
    const employer = await registeredIn('changes');
    await saveSiteRules(server.app.db, server.clock.now(), '00000', {
      ...DEFAULT_RULES,
      employerReview: 'auto',
    });
    try {
      const envelope = envelopeOf<EmployerStanding>(await resubmit(await corrections(employer), employer));
      expect(envelope).toMatchObject({
        code: 200,
        message: '已提交，注册信息已审核通过',
        result: { zt: '2', shyj: '' },
      });
    } finally {
      await saveSiteRules(server.app.db, server.clock.now(), '00000', DEFAULT_RULES);
    }
  });
});

describe('assertEmployerPassed: the gate of every submission for review', () => {
  it.each([
    ['pending', '贵单位的注册信息正在等待学校审核，审核通过后才能提交审核'],
    ['rejected', '贵单位的注册信息未通过学校审核，请在单位首页修改后重新提交'],
    ['changes', '学校要求修改贵单位的注册信息，请在单位首页修改后重新提交'],
  ] as const)(
    'refuses an employer %s with code EMPLOYER_NOT_PASSED_CODE and what to do',
    async (state, message) => {
      const employer = await registeredIn(state);
      await expect(assertEmployerPassed(server.app.db, employer.login.dwid, '00000')).rejects.toMatchObject({
        code: EMPLOYER_NOT_PASSED_CODE,
        message,
      });
    },
  );

  it('lets a passed employer through, and refuses it at a site it never registered at', async () => {
    const employer = await registeredIn('passed');
    await expect(assertEmployerPassed(server.app.db, employer.login.dwid, '00000')).resolves.toBeUndefined();
    await expect(assertEmployerPassed(server.app.db, employer.login.dwid, '10009')).rejects.toMatchObject({
      code: EMPLOYER_NOT_PASSED_CODE,
      message: '贵单位尚未在本站点注册',
    });
  });
});
