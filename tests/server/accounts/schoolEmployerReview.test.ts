import type { InjectOptions } from 'fastify';
import type { SchoolEmployerDetail, SchoolEmployerList, StaffInfo } from '../../../contract/console';
import type { MessageListResult } from '../../../contract/messages';
import {
  employerReviewWorkflow,
  findTransition,
  refusalMessage,
  type EmployerReviewState,
} from '../../../contract/workflow';
import { moveStanding } from '../../../server/accounts/standing';
import type { ApiError } from '../../../server/core/http/envelope';
import { maskMobile } from '../../../server/core/masking';
import { registerEmployer } from '../support/registration';
import { employerWithToken } from '../support/sessions';
import { createSite } from '../support/sites';
import { staffWithToken } from '../support/staff';
import { envelopeOf, postJson, startTestServer, type TestServer } from '../support/testServer';

// The console's employer queue (/mgr/dw) over registrations made through the API, at a site of their own.

const SITE = '10001';
const OTHER_SITE = '10002';

let server: TestServer;
let staff: Awaited<ReturnType<typeof staffWithToken>>;
let otherStaff: Awaited<ReturnType<typeof staffWithToken>>;
/** How the audit trail names the reviewer. */
let staffName: string;
beforeAll(async () => {
  server = await startTestServer();
  await createSite(server.app, SITE);
  await createSite(server.app, OTHER_SITE);
  staff = await staffWithToken(server.app, SITE);
  otherStaff = await staffWithToken(server.app, OTHER_SITE);
  staffName = envelopeOf<StaffInfo>(await get('/mgr/dl/info')).result.xm;
});
afterAll(() => server.close());

const get = (url: string, headers: Record<string, string> = staff.headers) =>
  server.app.inject({ method: 'GET', url, headers });
const list = (query = '', headers: Record<string, string> = staff.headers) =>
  get(`/mgr/dw/list${query}`, headers);
const detail = (id: string, headers: Record<string, string> = staff.headers) =>
  get(`/mgr/dw/detail?id=${encodeURIComponent(id)}`, headers);
const review = (
  body: { id: string; action: string; reason?: string },
  headers: InjectOptions['headers'] = staff.headers,
) => postJson(server.app, '/mgr/dw/review', body, { headers });

/** A new registration at `site`, through the API (pending unless the site passes automatically). */
async function registered(overrides: { dwmc?: string; tyshxydm?: string; site?: string } = {}) {
  const { site = SITE, ...fields } = overrides;
  server.clock.advance(1000);
  return registerEmployer(server.app, { xxdm: site, ...fields });
}

/** Moves a fresh registration to `state` through the console, as a school would. */
async function registeredIn(state: EmployerReviewState) {
  const employer = await registered();
  const id = employer.login.dwid;
  if (state === 'pending') return employer;
  const action = state === 'passed' ? 'pass' : state === 'rejected' ? 'reject' : 'changes';
  expect(envelopeOf(await review({ id, action, reason: '营业执照不清晰' })).code).toBe(200);
  return employer;
}

const inboxOf = async (headers: Record<string, string>) =>
  envelopeOf<MessageListResult>(await get('/com/xxzx/list', headers)).result;

describe('GET /mgr/dw/list', () => {
  // A site of its own, so the counts are this block's: two pending registrations to begin with.
  const site = '10003';
  let siteStaff: Awaited<ReturnType<typeof staffWithToken>>;
  let first: Awaited<ReturnType<typeof registered>>;
  let second: Awaited<ReturnType<typeof registered>>;
  beforeAll(async () => {
    await createSite(server.app, site);
    siteStaff = await staffWithToken(server.app, site);
    first = await registered({ site, dwmc: '甲单位有限公司' });
    second = await registered({ site, dwmc: '乙单位Acme有限公司' });
  });
  const siteList = (query = '') => list(query, siteStaff.headers);

  it('lists the pending registrations of the staff’s site, who waited longest first, mobiles masked', async () => {
    const envelope = envelopeOf<SchoolEmployerList>(await siteList());
    expect(envelope.code).toBe(200);
    expect(envelope.result.total).toBe(2);
    expect(envelope.result.records.map((item) => item.id)).toEqual([first.login.dwid, second.login.dwid]);
    expect(envelope.result.records[0]).toEqual({
      id: first.login.dwid,
      dwmc: '甲单位有限公司',
      tyshxydm: first.body.tyshxydm,
      dwxz: '39',
      dwhy: '34',
      lxr: '赵六',
      sjhm: maskMobile(first.body.sjhm),
      zt: '1',
      shyj: '',
      zcsj: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/) as string,
      tjsj: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/) as string,
    });
  });

  it("filters by state ('' for all, newest first), by name or credit code, and pages", async () => {
    const decided = await registered({ site, dwmc: '丙单位有限公司' });
    expect(envelopeOf(await review({ id: decided.login.dwid, action: 'pass' }, siteStaff.headers)).code).toBe(
      200,
    );
    const passed = envelopeOf<SchoolEmployerList>(await siteList('?zt=2')).result;
    expect(passed.records.map((item) => item.id)).toEqual([decided.login.dwid]);
    expect(passed.records[0]?.zt).toBe('2');

    const all = envelopeOf<SchoolEmployerList>(await siteList('?zt=')).result;
    expect(all.total).toBe(3);
    expect(all.records[0]?.id).toBe(decided.login.dwid);

    for (const keyword of ['乙单位', 'aCME']) {
      const byName = envelopeOf<SchoolEmployerList>(
        await siteList(`?zt=&keyword=${encodeURIComponent(keyword)}`),
      );
      expect(byName.result.records.map((item) => item.dwmc)).toEqual(['乙单位Acme有限公司']);
    }
    const code = decided.body.tyshxydm.slice(10).toLowerCase();
    const byCode = envelopeOf<SchoolEmployerList>(await siteList(`?zt=&keyword=${code}`));
    expect(byCode.result.records.map((item) => item.id)).toEqual([decided.login.dwid]);
    // Wildcards are taken literally.
    expect(envelopeOf<SchoolEmployerList>(await siteList('?zt=&keyword=%25')).result.total).toBe(0);

    const page2 = envelopeOf<SchoolEmployerList>(await siteList('?zt=&page=2&size=2')).result;
    expect(page2).toMatchObject({ total: 3 });
    expect(page2.records).toHaveLength(1);
  });

  it.each([
    ['?zt=9', '参数 zt 格式不正确'],
    ['?size=101', '参数 size 格式不正确'],
    ['?page=0', '参数 page 格式不正确'],
  ])('refuses %s naming the field', async (query, message) => {
    expect(envelopeOf(await siteList(query))).toEqual({ code: 400, result: null, message });
  });
});

describe('GET /mgr/dw/detail', () => {
  it('shows exactly what the employer submitted: full mobile, licence, history of this site', async () => {
    const employer = await registered({ dwmc: '丁单位有限公司' });
    const envelope = envelopeOf<SchoolEmployerDetail>(await detail(employer.login.dwid));
    expect(envelope.result).toMatchObject({
      id: employer.login.dwid,
      dwmc: '丁单位有限公司',
      tyshxydm: employer.body.tyshxydm,
      sjhm: employer.body.sjhm,
      yyzz: employer.body.yyzz,
      zt: '1',
    });
    expect(envelope.result.history).toEqual([
      expect.objectContaining({ dxlx: 'employer', dxid: employer.login.dwid, dz: 'create', xzt: '1' }),
    ]);
    // The licence is there for the reviewer to open.
    const image = await get(`/pub/file/previewFile?path=${envelope.result.yyzz}`);
    expect(image.headers['content-type']).toBe('image/png');
  });
});

describe('POST /mgr/dw/review', () => {
  const walks = (['pending', 'passed', 'rejected', 'changes'] as const).flatMap((from) =>
    (['pass', 'reject', 'changes'] as const).map((action) => [from, action] as const),
  );

  it.each(walks)('from %s, %s is allowed exactly when the table allows it', async (from, action) => {
    const employer = await registeredIn(from);
    const id = employer.login.dwid;
    const response = envelopeOf<SchoolEmployerDetail>(await review({ id, action, reason: '资料需补充' }));
    const allowed = findTransition(employerReviewWorkflow, from, action, 'school');
    if (allowed === undefined) {
      expect(response).toEqual({
        code: 400,
        result: null,
        message: refusalMessage(employerReviewWorkflow, from, action),
      });
      expect(envelopeOf<SchoolEmployerDetail>(await detail(id)).result.zt).toBe(
        employerReviewWorkflow.states[from].code,
      );
      return;
    }
    expect(response.code).toBe(200);
    expect(response.message).toBe(`已${employerReviewWorkflow.actions[action]}`);
    expect(response.result.zt).toBe(employerReviewWorkflow.states[allowed.to].code);
    expect(response.result.shyj).toBe(allowed.to === 'passed' ? '' : '资料需补充');
    expect(response.result.history.at(-1)).toMatchObject({
      dz: action,
      yzt: employerReviewWorkflow.states[from].code,
      xzt: employerReviewWorkflow.states[allowed.to].code,
      czrlx: '2',
      czr: staffName,
      // A pass may carry a note: the history keeps it, the standing has nothing outstanding.
      yy: '资料需补充',
    });
    // Only once: the same decision again is refused, naming the state it led to.
    expect(envelopeOf(await review({ id, action, reason: '资料需补充' }))).toMatchObject({
      code: 400,
      message: refusalMessage(employerReviewWorkflow, allowed.to, action),
    });
  });

  it.each([
    ['reject', '请填写驳回的原因'],
    ['changes', '请填写要求修改的原因'],
  ] as const)('asks for a reason to %s', async (action, message) => {
    const employer = await registered();
    for (const reason of [undefined, '  '])
      expect(
        envelopeOf(
          await review({ id: employer.login.dwid, action, ...(reason === undefined ? {} : { reason }) }),
        ),
      ).toEqual({ code: 400, result: null, message });
  });

  it.each([
    [{ action: 'pass' }, '参数 id 不能为空'],
    [{ id: 'x', action: 'approve' }, '参数 action 格式不正确'],
    [{ id: 'x' }, '参数 action 不能为空'],
  ])('refuses %j naming the field', async (body, message) => {
    expect(
      envelopeOf(await postJson(server.app, '/mgr/dw/review', body, { headers: staff.headers })),
    ).toEqual({
      code: 400,
      result: null,
      message,
    });
  });

  it('tells the employer’s users of each decision, with the reason, and not of its own resubmission', async () => {
    const employer = await registered({ dwmc: '戊单位有限公司' });
    const id = employer.login.dwid;
    await review({ id, action: 'changes', reason: '请上传清晰的营业执照' });
    const changed = await inboxOf(employer.headers);
    expect(changed.records).toEqual([
      expect.objectContaining({
        bt: '单位注册需修改：戊单位有限公司',
        nr: expect.stringContaining('请上传清晰的营业执照') as string,
        fsr: '学校审核',
        dxlx: 'employer',
        dxid: id,
        sfyd: '0',
      }),
    ]);
    const resubmitted = await postJson(
      server.app,
      '/com/dwyh/tjsh',
      { dwxz: '39', dwhy: '34', lxr: '赵六', yyzz: employer.body.yyzz },
      { headers: employer.headers },
    );
    expect(envelopeOf(resubmitted).code).toBe(200);
    expect((await inboxOf(employer.headers)).total).toBe(1);
    server.clock.advance(1000);
    await review({ id, action: 'pass' });
    const passed = await inboxOf(employer.headers);
    expect(passed.total).toBe(2);
    expect(passed.records[0]).toMatchObject({ bt: '单位注册已通过：戊单位有限公司', dxid: id });
  });

  it('lets one of two parallel decisions win; the other is refused, and only one is recorded and told', async () => {
    const employer = await registered();
    const id = employer.login.dwid;
    const answers = await Promise.all([
      review({ id, action: 'pass' }),
      review({ id, action: 'reject', reason: '信息不实' }),
      review({ id, action: 'changes', reason: '补充材料' }),
    ]);
    const codes = answers.map((answer) => envelopeOf(answer).code);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    // A loser read the state before the winner wrote it (409), or after (refused naming the new state).
    for (const code of codes.filter((code) => code !== 200)) expect([400, 409]).toContain(code);
    const { result } = envelopeOf<SchoolEmployerDetail>(await detail(id));
    expect(result.history).toHaveLength(2);
    expect((await inboxOf(employer.headers)).total).toBe(1);
  });

  it('refuses a decision made on a state read before another decision (code 409), changing nothing', async () => {
    const employer = await registered({ dwmc: '己单位有限公司' });
    const id = employer.login.dwid;
    expect(envelopeOf(await review({ id, action: 'pass' })).code).toBe(200);
    const stale = moveStanding(server.app.db, {
      employer: { id, name: '己单位有限公司' },
      siteCode: SITE,
      from: 'pending',
      action: 'reject',
      actor: { kind: 'school', id: staff.staffId, name: staffName },
      reason: '信息不实',
      now: server.clock.now(),
    });
    await expect(stale).rejects.toMatchObject({
      code: 409,
      message: '状态已发生变化，请刷新后重试',
    } satisfies Partial<ApiError>);
    const { result } = envelopeOf<SchoolEmployerDetail>(await detail(id));
    expect(result).toMatchObject({ zt: '2', shyj: '' });
    expect(result.history).toHaveLength(2);
  });
});

describe('who may call /mgr/dw', () => {
  type Caller = 'own staff' | 'another site’s staff' | 'an employer' | 'no session';
  let employerHeaders: Record<string, string>;
  beforeAll(async () => {
    employerHeaders = (await employerWithToken(server.app, SITE)).headers;
  });
  const headersOf = (caller: Caller): Record<string, string> =>
    caller === 'own staff'
      ? staff.headers
      : caller === 'another site’s staff'
        ? otherStaff.headers
        : caller === 'an employer'
          ? employerHeaders
          : {};

  const callers: Caller[] = ['own staff', 'another site’s staff', 'an employer', 'no session'];
  const notFound = { code: 404, result: null, message: '单位信息不存在' };
  const sessionInvalid = { code: 42, result: null, message: '登录已失效，请重新登录' };

  it.each(callers)('detail and review: %s', async (caller) => {
    const employer = await registered();
    const id = employer.login.dwid;
    const headers = headersOf(caller);
    const seen = envelopeOf(await detail(id, headers));
    const decided = envelopeOf(await review({ id, action: 'reject', reason: '不符合要求' }, headers));
    if (caller === 'own staff') {
      expect(seen.code).toBe(200);
      expect(decided.code).toBe(200);
      return;
    }
    const expected = caller === 'another site’s staff' ? notFound : sessionInvalid;
    expect(seen).toEqual(expected);
    expect(decided).toEqual(expected);
    // Nothing changed.
    expect(envelopeOf<SchoolEmployerDetail>(await detail(id)).result.zt).toBe('1');
  });

  it('answers another site’s employer exactly as an unknown one', async () => {
    const elsewhere = await registered({ site: OTHER_SITE });
    expect(envelopeOf(await detail(elsewhere.login.dwid))).toEqual(notFound);
    expect(envelopeOf(await detail('no-such-employer'))).toEqual(notFound);
    expect(envelopeOf(await review({ id: elsewhere.login.dwid, action: 'pass' }))).toEqual(notFound);
    expect(envelopeOf(await review({ id: 'no-such-employer', action: 'pass' }))).toEqual(notFound);
    expect(
      envelopeOf<SchoolEmployerDetail>(await detail(elsewhere.login.dwid, otherStaff.headers)).result.zt,
    ).toBe('1');
  });

  it.each(callers)('list: %s sees only its own site’s registrations', async (caller) => {
    const employer = await registered();
    const envelope = envelopeOf<SchoolEmployerList>(await list('?zt=&size=100', headersOf(caller)));
    if (caller === 'own staff' || caller === 'another site’s staff') {
      const ids = envelope.result.records.map((item) => item.id);
      expect(ids.includes(employer.login.dwid)).toBe(caller === 'own staff');
      return;
    }
    expect(envelope).toEqual(sessionInvalid);
  });
});
