import type { FastifyInstance } from 'fastify';
import {
  CONTACTS_FULL_MESSAGE,
  CONTACTS_MAX,
  CONTACT_NOT_FOUND,
  contactPaths,
  type Contact,
  type SaveContactRequest,
} from '../../../contract/contacts';
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

const contact = (overrides: Partial<SaveContactRequest> = {}): SaveContactRequest => ({
  xm: '张敏',
  zw: '招聘主管',
  sjhm: '13812345678',
  gddh: '0591-87654321',
  yx: 'hr@example.com',
  ...overrides,
});

async function add(employer: EmployerSession, overrides: Partial<SaveContactRequest> = {}) {
  const { id } = okResult(
    await post<{ id: string }>(app, contactPaths.save, contact(overrides), employer.headers),
  );
  // Contacts list in the order added: each one a moment later.
  server.clock.advance(1000);
  return id;
}

const list = async (employer: EmployerSession) =>
  okResult(await get<Contact[]>(app, contactPaths.list, {}, employer.headers));

const defaults = (contacts: Contact[]) => contacts.filter((entry) => entry.mr).map((entry) => entry.xm);

describe('常用联系人 (/com/cylxr)', () => {
  it('adds, edits and lists contacts; the first added is the default', async () => {
    const employer = await employerAt(app);
    expect(await list(employer)).toEqual([]);
    const first = await add(employer, { xm: '张敏', sjhm: '+8613812345678' });
    await add(employer, { xm: '李强', zw: '', gddh: '', yx: '' });
    expect(await list(employer)).toEqual([
      {
        id: first,
        xm: '张敏',
        zw: '招聘主管',
        sjhm: '13812345678',
        gddh: '0591-87654321',
        yx: 'hr@example.com',
        mr: true,
      },
      expect.objectContaining({ xm: '李强', zw: '', gddh: '', yx: '', mr: false }),
    ]);
    expect(
      await post(
        app,
        contactPaths.save,
        contact({ id: first, xm: ' 张敏敏 ', yx: 'zm@example.com' }),
        employer.headers,
      ),
    ).toMatchObject({ code: 200, message: '联系人已保存' });
    expect((await list(employer))[0]).toMatchObject({
      id: first,
      xm: '张敏敏',
      yx: 'zm@example.com',
      mr: true,
    });
  });

  it.each([
    [{ xm: ' ' }, '请输入联系人姓名'],
    [{ xm: '张'.repeat(51) }, '姓名不能超过50个字'],
    [{ sjhm: '' }, '请输入手机号码'],
    [{ sjhm: '1381234567' }, '请输入正确的手机号码'],
    [{ gddh: '12345' }, '请输入正确的固定电话号码'],
    [{ yx: 'hr@' }, '请输入正确的电子邮箱'],
  ])('refuses %j with its message', async (overrides, message) => {
    const employer = await employerAt(app);
    expect(await post(app, contactPaths.save, contact(overrides), employer.headers)).toMatchObject({
      code: 400,
      message,
    });
    expect(await list(employer)).toEqual([]);
  });

  it('moves the default to the contact set as default, keeping exactly one', async () => {
    const employer = await employerAt(app);
    await add(employer, { xm: '甲' });
    const second = await add(employer, { xm: '乙' });
    await add(employer, { xm: '丙' });
    expect(await post(app, contactPaths.setDefault, { id: second }, employer.headers)).toMatchObject({
      code: 200,
    });
    const contacts = await list(employer);
    expect(defaults(contacts)).toEqual(['乙']);
    // The default is listed first, the others in the order added.
    expect(contacts.map((entry) => entry.xm)).toEqual(['乙', '甲', '丙']);
  });

  it('keeps one default under concurrent changes', async () => {
    const employer = await employerAt(app);
    const ids = [
      await add(employer, { xm: '甲' }),
      await add(employer, { xm: '乙' }),
      await add(employer, { xm: '丙' }),
    ];
    const answers = await Promise.all(
      ids.map((id) => post(app, contactPaths.setDefault, { id }, employer.headers)),
    );
    expect(answers.map((answer) => answer.code)).toEqual([200, 200, 200]);
    expect(defaults(await list(employer))).toHaveLength(1);
  });

  it('removing the default promotes the earliest left; removing the last leaves none', async () => {
    const employer = await employerAt(app);
    const first = await add(employer, { xm: '甲' });
    const second = await add(employer, { xm: '乙' });
    const third = await add(employer, { xm: '丙' });
    await post(app, contactPaths.setDefault, { id: third }, employer.headers);
    expect(await post(app, contactPaths.remove, { id: first }, employer.headers)).toMatchObject({
      code: 200,
    });
    expect(defaults(await list(employer))).toEqual(['丙']);
    await post(app, contactPaths.remove, { id: third }, employer.headers);
    expect(defaults(await list(employer))).toEqual(['乙']);
    await post(app, contactPaths.remove, { id: second }, employer.headers);
    expect(await list(employer)).toEqual([]);
    // A new first contact becomes the default again.
    await add(employer, { xm: '丁' });
    expect(defaults(await list(employer))).toEqual(['丁']);
  });

  it(`holds at most ${CONTACTS_MAX} contacts`, async () => {
    const employer = await employerAt(app);
    for (let index = 0; index < CONTACTS_MAX; index += 1) await add(employer, { xm: `联系人${index}` });
    expect(await post(app, contactPaths.save, contact(), employer.headers)).toMatchObject({
      code: 400,
      message: CONTACTS_FULL_MESSAGE,
    });
    expect(await list(employer)).toHaveLength(CONTACTS_MAX);
  });

  it('another employer can neither see nor change them', async () => {
    const owner = await employerAt(app);
    const stranger = await employerAt(app);
    const id = await add(owner, { xm: '甲' });
    await add(owner, { xm: '乙' });
    expect(await list(stranger)).toEqual([]);
    for (const [path, body] of [
      [contactPaths.save, contact({ id, xm: '越权' })],
      [contactPaths.remove, { id }],
      [contactPaths.setDefault, { id }],
    ] as const) {
      expect(await post(app, path, body, stranger.headers)).toMatchObject({
        code: 404,
        message: CONTACT_NOT_FOUND,
      });
    }
    expect(await list(owner)).toEqual([
      expect.objectContaining({ id, xm: '甲', mr: true }),
      expect.objectContaining({ xm: '乙', mr: false }),
    ]);
    // The stranger's own first contact is its default; the owner's default is untouched.
    await add(stranger, { xm: '丙' });
    expect(defaults(await list(stranger))).toEqual(['丙']);
    expect(defaults(await list(owner))).toEqual(['甲']);
  });
});
