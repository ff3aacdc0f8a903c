import type { FastifyInstance } from 'fastify';
import {
  BANK_ACCOUNT_MESSAGE,
  INVOICE_CHOICE_MISSING,
  INVOICE_NOT_FOUND,
  INVOICE_PROFILES_FULL_MESSAGE,
  INVOICE_PROFILES_MAX,
  TAX_NUMBER_MESSAGE,
  invoicePaths,
  type InvoiceFields,
  type InvoiceProfile,
  type SaveInvoiceRequest,
} from '../../../contract/invoices';
import { resolveInvoice, seedDemoInvoices } from '../../../server/invoices';
import { DEMO_EMPLOYER } from '../../../server/demo/seed';
import { employerAt, get, okResult, post, type EmployerSession } from '../support/postings';
import { fastPasswords } from '../support/sessions';
import { startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
let app: FastifyInstance;

beforeAll(async () => {
  server = await startTestServer({ deps: { passwords: fastPasswords } });
  app = server.app;
});
afterAll(() => server.close());

const CREDIT_CODE = '91350100M000100Y43';

const ordinary = (overrides: Partial<SaveInvoiceRequest> = {}): SaveInvoiceRequest => ({
  fplx: 'pt',
  fptt: '福州示例科技有限公司',
  nsrsbh: CREDIT_CODE,
  dz: '',
  dh: '',
  khyh: '',
  yhzh: '',
  ...overrides,
});

const special = (overrides: Partial<SaveInvoiceRequest> = {}): SaveInvoiceRequest =>
  ordinary({
    fplx: 'zy',
    dz: '福州市鼓楼区工业路523号',
    dh: '0591-87654321',
    khyh: '中国工商银行福州鼓楼支行',
    yhzh: '1402023109000123456',
    ...overrides,
  });

async function add(employer: EmployerSession, body: SaveInvoiceRequest = ordinary()) {
  const { id } = okResult(await post<{ id: string }>(app, invoicePaths.save, body, employer.headers));
  // Profiles list in the order added: each one a moment later.
  server.clock.advance(1000);
  return id;
}

const list = async (employer: EmployerSession) =>
  okResult(await get<InvoiceProfile[]>(app, invoicePaths.list, {}, employer.headers));

const defaults = (profiles: InvoiceProfile[]) =>
  profiles.filter((entry) => entry.mr).map((entry) => entry.fptt);

describe('发票信息 (/com/fpxx)', () => {
  it('adds, edits, reads and lists profiles; the first added is the default', async () => {
    const employer = await employerAt(app);
    expect(await list(employer)).toEqual([]);
    const first = await add(employer, ordinary({ fptt: ' 甲公司 ', nsrsbh: CREDIT_CODE.toLowerCase() }));
    const second = await add(employer, special({ fptt: '乙公司', yhzh: '1402 0231 0900 0123 456' }));
    expect(await list(employer)).toEqual([
      { id: first, ...ordinary({ fptt: '甲公司' }), mr: true },
      { id: second, ...special({ fptt: '乙公司' }), mr: false },
    ]);
    expect(
      await post(app, invoicePaths.save, ordinary({ id: second, fptt: '乙公司（改）' }), employer.headers),
    ).toMatchObject({ code: 200, message: '发票信息已保存' });
    expect(
      okResult(await get<InvoiceProfile>(app, invoicePaths.detail, { id: second }, employer.headers)),
    ).toEqual({
      id: second,
      ...ordinary({ fptt: '乙公司（改）' }),
      mr: false,
    });
  });

  it.each([
    ['请输入发票抬头', ordinary({ fptt: ' ' })],
    ['请输入纳税人识别号', ordinary({ nsrsbh: '' })],
    [TAX_NUMBER_MESSAGE, ordinary({ nsrsbh: '91350100M000100Y44' })],
    [TAX_NUMBER_MESSAGE, ordinary({ nsrsbh: '12345' })],
    ['发票抬头不能超过100个字', ordinary({ fptt: '甲'.repeat(101) })],
    ['专用发票请填写注册地址', special({ dz: '' })],
    ['专用发票请填写注册电话', special({ dh: '' })],
    ['注册电话：请输入正确的手机号码或固定电话号码', special({ dh: '12345' })],
    ['专用发票请填写开户银行', special({ khyh: '' })],
    ['专用发票请填写银行账号', special({ yhzh: '' })],
    [BANK_ACCOUNT_MESSAGE, special({ yhzh: '62-1234' })],
  ])('refuses with “%s”', async (message, body) => {
    const employer = await employerAt(app);
    expect(await post(app, invoicePaths.save, body, employer.headers)).toMatchObject({ code: 400, message });
    expect(await list(employer)).toEqual([]);
  });

  it('accepts the legacy 15- and 20-character taxpayer numbers', async () => {
    const employer = await employerAt(app);
    await add(employer, ordinary({ nsrsbh: '350102123456789' }));
    await add(employer, ordinary({ nsrsbh: '35010212345678901234' }));
    expect((await list(employer)).map((entry) => entry.nsrsbh)).toEqual([
      '350102123456789',
      '35010212345678901234',
    ]);
  });

  it('moves the default, and removing it promotes the earliest left', async () => {
    const employer = await employerAt(app);
    const first = await add(employer, ordinary({ fptt: '甲' }));
    await add(employer, ordinary({ fptt: '乙' }));
    const third = await add(employer, ordinary({ fptt: '丙' }));
    expect(await post(app, invoicePaths.setDefault, { id: third }, employer.headers)).toMatchObject({
      code: 200,
      message: '已设为默认发票信息',
    });
    expect((await list(employer)).map((entry) => entry.fptt)).toEqual(['丙', '甲', '乙']);
    await post(app, invoicePaths.remove, { id: third }, employer.headers);
    expect(defaults(await list(employer))).toEqual(['甲']);
    expect(await post(app, invoicePaths.remove, { id: first }, employer.headers)).toMatchObject({
      code: 200,
      message: '发票信息已删除',
    });
    expect(defaults(await list(employer))).toEqual(['乙']);
  });

  it('keeps one default under concurrent changes', async () => {
    const employer = await employerAt(app);
    const ids = [await add(employer), await add(employer), await add(employer)];
    const answers = await Promise.all(
      ids.map((id) => post(app, invoicePaths.setDefault, { id }, employer.headers)),
    );
    expect(answers.map((answer) => answer.code)).toEqual([200, 200, 200]);
    expect(defaults(await list(employer))).toHaveLength(1);
  });

  it(`holds at most ${INVOICE_PROFILES_MAX} profiles`, async () => {
    const employer = await employerAt(app);
    for (let index = 0; index < INVOICE_PROFILES_MAX; index += 1)
      await add(employer, ordinary({ fptt: `单位${index}` }));
    expect(await post(app, invoicePaths.save, ordinary(), employer.headers)).toMatchObject({
      code: 400,
      message: INVOICE_PROFILES_FULL_MESSAGE,
    });
    expect(await list(employer)).toHaveLength(INVOICE_PROFILES_MAX);
  });

  it("refuses another employer's profile on every call", async () => {
    const owner = await employerAt(app);
    const stranger = await employerAt(app);
    const id = await add(owner, ordinary({ fptt: '本单位' }));
    const refused = { code: 404, message: INVOICE_NOT_FOUND };
    expect(await get(app, invoicePaths.detail, { id }, stranger.headers)).toMatchObject(refused);
    expect(
      await post(app, invoicePaths.save, ordinary({ id, fptt: '越权' }), stranger.headers),
    ).toMatchObject(refused);
    expect(await post(app, invoicePaths.setDefault, { id }, stranger.headers)).toMatchObject(refused);
    expect(await post(app, invoicePaths.remove, { id }, stranger.headers)).toMatchObject(refused);
    expect(await list(stranger)).toEqual([]);
    expect((await list(owner)).map((entry) => entry.fptt)).toEqual(['本单位']);
  });
});

describe('resolveInvoice (the qrfpxx step of talks and fairs)', () => {
  const resolve = (employer: EmployerSession, choice: Parameters<typeof resolveInvoice>[2]) =>
    resolveInvoice(app.db, employer.dwid, choice, app.clock.now());

  it('snapshots a saved profile as it is when submitted; later edits change nothing sent', async () => {
    const employer = await employerAt(app);
    const id = await add(employer, special({ fptt: '快照单位' }));
    const resolved = await resolve(employer, { fpid: id });
    expect(resolved).toEqual({ ok: true, snapshot: special({ fptt: '快照单位' }) });
    await post(app, invoicePaths.save, ordinary({ id, fptt: '改名后' }), employer.headers);
    expect(resolved).toEqual({ ok: true, snapshot: special({ fptt: '快照单位' }) });
    expect(await resolve(employer, { fpid: id })).toMatchObject({ ok: true, snapshot: { fptt: '改名后' } });
  });

  it("refuses another employer's profile, a missing choice and bad details", async () => {
    const owner = await employerAt(app);
    const stranger = await employerAt(app);
    const id = await add(owner);
    expect(await resolve(stranger, { fpid: id })).toEqual({ ok: false, message: INVOICE_NOT_FOUND });
    expect(await resolve(stranger, null)).toEqual({ ok: false, message: INVOICE_CHOICE_MISSING });
    expect(await resolve(stranger, { fpid: '' })).toEqual({ ok: false, message: INVOICE_CHOICE_MISSING });
    expect(
      await resolve(stranger, { fpxx: { nsrsbh: 1 } as unknown as InvoiceFields, bcwcy: false }),
    ).toEqual({ ok: false, message: INVOICE_CHOICE_MISSING });
    expect(await resolve(stranger, { fpxx: special({ khyh: '' }), bcwcy: true })).toEqual({
      ok: false,
      message: '专用发票请填写开户银行',
    });
    expect(await list(stranger)).toEqual([]);
  });

  it('takes typed details, saving them once as a profile when asked', async () => {
    const employer = await employerAt(app);
    expect(await resolve(employer, { fpxx: ordinary({ fptt: ' 不保存 ' }), bcwcy: false })).toEqual({
      ok: true,
      snapshot: ordinary({ fptt: '不保存' }),
    });
    expect(await list(employer)).toEqual([]);
    for (let round = 0; round < 2; round += 1)
      expect(await resolve(employer, { fpxx: special({ fptt: '保存' }), bcwcy: true })).toMatchObject({
        ok: true,
      });
    expect(await list(employer)).toEqual([
      expect.objectContaining({ ...special({ fptt: '保存' }), mr: true }),
    ]);
  });

  it("saves nothing when the booking's transaction rolls back", async () => {
    const employer = await employerAt(app);
    await expect(
      app.db.transaction().execute(async (trx) => {
        const resolved = await resolveInvoice(
          trx,
          employer.dwid,
          { fpxx: ordinary(), bcwcy: true },
          app.clock.now(),
        );
        expect(resolved.ok).toBe(true);
        throw new Error('the booking was refused');
      }),
    ).rejects.toThrow('the booking was refused');
    expect(await list(employer)).toEqual([]);
  });

  it('refuses saving past the maximum with the message that says so', async () => {
    const employer = await employerAt(app);
    for (let index = 0; index < INVOICE_PROFILES_MAX; index += 1)
      await add(employer, ordinary({ fptt: `单位${index}` }));
    expect(await resolve(employer, { fpxx: ordinary({ fptt: '再一个' }), bcwcy: true })).toEqual({
      ok: false,
      message: INVOICE_PROFILES_FULL_MESSAGE,
    });
  });
});

describe('the demo invoice profiles', () => {
  it('gives the demo employer a default 普通发票 and a 专用发票 that pass the rules', async () => {
    const employer = await employerAt(app);
    await seedDemoInvoices(app.db, app.clock.now(), { ...DEMO_EMPLOYER, id: employer.dwid });
    expect((await list(employer)).map(({ fplx, fptt, mr }) => ({ fplx, fptt, mr }))).toEqual([
      { fplx: 'pt', fptt: DEMO_EMPLOYER.name, mr: true },
      { fplx: 'zy', fptt: DEMO_EMPLOYER.name, mr: false },
    ]);
  });
});
