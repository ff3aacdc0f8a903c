import Fastify, { type FastifyInstance } from 'fastify';
import { SESSION_INVALID_CODE } from '../../../contract/envelope';
import {
  MAIN_ACCOUNT_ONLY_MESSAGE,
  NO_GRANTS,
  PERMISSION_DENIED_CODE,
  PERMISSION_SECTIONS,
  accountAdminPaths,
  permissionName,
  type Permission,
  type PermissionGrants,
} from '../../../contract/permissions';
import { announcementPaths } from '../../../contract/announcements';
import { positionPaths } from '../../../contract/positions';
import { profilePaths } from '../../../contract/employerProfile';
import { accountSettingsPaths } from '../../../contract/accountSettings';
import { contactPaths } from '../../../contract/contacts';
import { invoicePaths } from '../../../contract/invoices';
import { applicationPaths } from '../../../contract/applications';
import { talkPaths } from '../../../contract/talks';
import { activityPaths } from '../../../contract/activities';
import { fairPaths } from '../../../contract/fairs';
import { dishonestyPaths } from '../../../contract/dishonesty';
import { employerAuthPlugin } from '../../../server/accounts';
import { openEmployerSession } from '../../../server/accounts/sessions';
import { newId, sha256Hex } from '../../../server/core/tokens';
import type { RouteAccess } from '../../../server/fastifyTypes';
import { validAnnouncement } from '../announcements/support';
import { insertApplication } from '../applications/support';
import { validDraft } from '../positions/support';
import { addVenue, dateAhead, SLOT as TALK_SLOT, validTalk } from '../talks/support';
import { createFair, draftFor } from '../fairs/support';
import { insertDishonestyRecord } from '../dishonesty/support';
import { uniqueMobile } from '../support/employers';
import { employerAt, okResult, post, staffAt, type EmployerSession, type Headers } from '../support/postings';
import { fastPasswords } from '../support/sessions';
import { freshAddress, startTestServer, type TestServer } from '../support/testServer';

// Every /com route, picked up from what the server declared, called as the employer's main account,
// a sub-account holding the route's permission, one without it, another employer and no session.

let server: TestServer;
let app: FastifyInstance;
let owner: EmployerSession;
let stranger: EmployerSession;

beforeAll(async () => {
  server = await startTestServer({ deps: { passwords: fastPasswords } });
  app = server.app;
  owner = await employerAt(app);
  stranger = await employerAt(app);
});
afterAll(() => server.close());

/** The declared routes as the matrix walks them (HEAD answers as its GET). */
const declaredRoutes = () => app.employerRoutes.filter((route) => route.method !== 'HEAD');

const roleIds = new Map<string, string>();

/** A custom role of the owner granting exactly these levels; created once per set of grants. */
async function roleGranting(grants: PermissionGrants): Promise<string> {
  const key = JSON.stringify(grants);
  const known = roleIds.get(key);
  if (known !== undefined) return known;
  const { id } = okResult(
    await post<{ id: string }>(
      app,
      accountAdminPaths.saveRole,
      { name: `角色${roleIds.size}`, grants },
      await freshSession(owner),
    ),
  );
  roleIds.set(key, id);
  return id;
}

/** A fresh session (a call may end it: logout) of a new sub-account of the owner holding the role. */
async function subAccountHolding(roleId: string): Promise<Headers> {
  const { id } = okResult(
    await post<{ id: string }>(
      app,
      accountAdminPaths.saveSubAccount,
      { name: '矩阵', mobile: uniqueMobile(), roleId, enabled: true },
      await freshSession(owner),
    ),
  );
  return { accesstoken: await openEmployerSession(app.db, app.clock.now(), id, '00000', owner.dwid) };
}

/** A session of its own for each call: a call the matrix walks may end the others (/com/zhsz/tcqtsb). */
async function freshSession(employer: EmployerSession): Promise<Headers> {
  return {
    accesstoken: await openEmployerSession(app.db, app.clock.now(), employer.userId, '00000', employer.dwid),
  };
}

function call(method: string, url: string, headers: Headers, body: object = {}) {
  const remoteAddress = freshAddress();
  return app
    .inject(
      method === 'GET'
        ? { method: 'GET', url, query: body as Record<string, string>, headers, remoteAddress }
        : { method: 'POST', url, payload: body, headers, remoteAddress },
    )
    .then((response) =>
      // A download (the received-resumes export) answers its bytes, not an envelope.
      String(response.headers['content-type']).startsWith('application/json')
        ? response.json<{ code: number; message: string }>()
        : { code: response.statusCode, message: '' },
    );
}

const isPermission = (access: RouteAccess): access is Permission => typeof access === 'object';

const exactly = (permission: Permission): PermissionGrants => ({
  ...NO_GRANTS,
  [permission.section]: permission.level,
});

/** Whether a route's schema takes the id of an object (body or query). */
function takesId(schema: unknown): boolean {
  const parts = schema as
    { body?: { properties?: object }; querystring?: { properties?: object } } | undefined;
  return [parts?.body, parts?.querystring].some(
    (part) => part?.properties !== undefined && 'id' in part.properties,
  );
}

/**
 * For each route taking an object's id: an object of the owner's and the complete request a stranger
 * sends about it (complete, so that only ownership can refuse it). A new such route must be added here.
 */
const ownedObjects: Record<string, () => Promise<object>> = {
  ...Object.fromEntries(
    [positionPaths, announcementPaths].flatMap((paths) =>
      [
        paths.submit,
        paths.withdraw,
        paths.offline,
        paths.remove,
        paths.copy,
        paths.detail,
        paths.history,
      ].map((path) => [path, async () => ({ id: await ownedPosting(paths === positionPaths) })]),
    ),
  ),
  [positionPaths.save]: async () => ({ ...validDraft(app), id: await ownedPosting(true) }),
  [announcementPaths.save]: async () => ({ ...validAnnouncement(app), id: await ownedPosting(false) }),
  [accountAdminPaths.saveSubAccount]: async () => {
    const id = await ownedSubAccount();
    return { id, name: '越权', mobile: uniqueMobile(), roleId: 'admin', enabled: true };
  },
  [accountAdminPaths.setSubAccountEnabled]: async () => ({ id: await ownedSubAccount(), enabled: false }),
  [accountAdminPaths.resetSubAccount]: async () => ({ id: await ownedSubAccount() }),
  [accountAdminPaths.handOverMainAccount]: async () => ({ id: await ownedSubAccount() }),
  [accountAdminPaths.saveRole]: async () => ({ id: await ownedRole(), name: '越权', grants: NO_GRANTS }),
  [accountAdminPaths.removeRole]: async () => ({ id: await ownedRole() }),
  [profilePaths.withdrawChange]: async () => ({ id: await ownedProfileChange() }),
  [contactPaths.save]: async () => ({
    id: await ownedContact(),
    xm: '越权',
    zw: '',
    sjhm: uniqueMobile(),
    gddh: '',
    yx: '',
  }),
  [contactPaths.remove]: async () => ({ id: await ownedContact() }),
  [contactPaths.setDefault]: async () => ({ id: await ownedContact() }),
  [invoicePaths.detail]: async () => ({ id: await ownedInvoice() }),
  [invoicePaths.save]: async () => ({ ...matrixInvoice, id: await ownedInvoice() }),
  [invoicePaths.remove]: async () => ({ id: await ownedInvoice() }),
  [invoicePaths.setDefault]: async () => ({ id: await ownedInvoice() }),
  [accountSettingsPaths.endSession]: async () => ({
    id: (
      await app.db
        .selectFrom('employer_sessions')
        .select('id')
        .where('token_hash', '=', sha256Hex((await freshSession(owner)).accesstoken ?? ''))
        .executeTakeFirstOrThrow()
    ).id,
  }),
  [accountSettingsPaths.unbindLink]: async () => ({ id: await ownedLoginLink() }),
  ...Object.fromEntries(
    [applicationPaths.detail, applicationPaths.attachment].map((path) => [
      path,
      async () => ({ id: await insertApplication(app, owner) }),
    ]),
  ),
  [applicationPaths.note]: async () => ({ id: await insertApplication(app, owner), nr: '越权' }),
  [talkPaths.save]: async () => ({ ...validTalk(dateAhead(app)), id: await ownedTalk() }),
  ...Object.fromEntries(
    [talkPaths.submit, talkPaths.cancel, talkPaths.detail, talkPaths.history].map((path) => [
      path,
      async () => ({ id: await ownedTalk() }),
    ]),
  ),
  [talkPaths.hold]: async () => ({
    id: await ownedTalk(),
    cdlx: '1',
    cdid: await addVenue(app),
    rq: dateAhead(app),
    sd: TALK_SLOT,
  }),
  [talkPaths.release]: async () => ({ id: await ownedTalkRoom() }),
  [activityPaths.signUpSetting]: async () => ({ id: await ownedTalk(), kfbm: true }),
  ...Object.fromEntries(
    [fairPaths.release, fairPaths.submit, fairPaths.cancel, fairPaths.booking, fairPaths.history].map(
      (path) => [path, async () => ({ id: await ownedFairBooking() })],
    ),
  ),
  [fairPaths.save]: async () => draftFor({ id: await ownedFairBooking(), fy: 0 }, owner.creditCode),
  [dishonestyPaths.detail]: async () => ({ id: await insertDishonestyRecord(app, owner.dwid) }),
};

/** A booth held by the owner in a fair of its own (one booth per employer per fair). */
async function ownedFairBooking(): Promise<string> {
  const staff = await staffAt(app);
  const { fairId, boothIds } = await createFair(app, staff.headers, { booths: 1 });
  const body = { zphid: fairId, zwid: boothIds[0] };
  return okResult(await post<{ id: string }>(app, fairPaths.hold, body, await freshSession(owner))).id;
}

async function ownedPosting(position: boolean): Promise<string> {
  const [path, body] = position
    ? [positionPaths.save, validDraft(app)]
    : [announcementPaths.save, validAnnouncement(app)];
  return okResult(await post<{ id: string }>(app, path, body, await freshSession(owner))).id;
}

async function ownedTalk(): Promise<string> {
  const body = validTalk(dateAhead(app));
  return okResult(await post<{ id: string }>(app, talkPaths.save, body, await freshSession(owner))).id;
}

/** A hall held for a talk of the owner's: the room's id. */
async function ownedTalkRoom(): Promise<string> {
  const body = {
    id: await ownedTalk(),
    cdlx: '1',
    cdid: await addVenue(app),
    rq: dateAhead(app),
    sd: TALK_SLOT,
  };
  return okResult(await post<{ cyid: string }>(app, talkPaths.hold, body, await freshSession(owner))).cyid;
}

async function ownedSubAccount(): Promise<string> {
  const body = { name: '被操作', mobile: uniqueMobile(), roleId: 'readonly', enabled: true };
  return okResult(
    await post<{ id: string }>(app, accountAdminPaths.saveSubAccount, body, await freshSession(owner)),
  ).id;
}

const matrixInvoice = {
  fplx: 'pt',
  fptt: '越权单位',
  nsrsbh: '91350100M000100Y43',
  dz: '',
  dh: '',
  khyh: '',
  yhzh: '',
};

async function ownedInvoice(): Promise<string> {
  return okResult(
    await post<{ id: string }>(app, invoicePaths.save, matrixInvoice, await freshSession(owner)),
  ).id;
}

async function ownedContact(): Promise<string> {
  const body = { xm: '被操作', zw: '', sjhm: uniqueMobile(), gddh: '', yx: '' };
  return okResult(await post<{ id: string }>(app, contactPaths.save, body, await freshSession(owner))).id;
}

/** A WeChat link of the owner's user, as a WeChat login with its password would bind it. */
async function ownedLoginLink(): Promise<string> {
  const id = newId();
  await app.db
    .insertInto('employer_login_links')
    .values({ id, kind: 'wechat', external_id_hash: sha256Hex(id), user_id: owner.userId, created_at: 0 })
    .execute();
  return id;
}

async function ownedRole(): Promise<string> {
  const grants = { ...NO_GRANTS, talks: 'view' as const };
  const body = { name: `被操作${Math.random().toString(36).slice(2, 8)}`, grants };
  return okResult(
    await post<{ id: string }>(app, accountAdminPaths.saveRole, body, await freshSession(owner)),
  ).id;
}

/** A pending change of the owner's name (one at a time: made once, for the withdrawal's row). */
async function ownedProfileChange(): Promise<string> {
  const id = newId();
  await app.db
    .insertInto('employer_profile_changes')
    .values({
      id,
      employer_id: owner.dwid,
      site_code: '00000',
      state: 'pending',
      old_name: '原名称',
      old_credit_code: '',
      old_licence_path: '',
      new_name: '新名称',
      new_credit_code: '',
      new_licence_path: '',
      reason: '',
      submitted_by: owner.userId,
      submitter_name: '矩阵',
      submitted_at: app.clock.now(),
      decided_at: null,
    })
    .execute();
  return id;
}

const refusedAs = (code: number): unknown => expect.objectContaining({ code });

describe('the permission matrix over every /com route', () => {
  it('picks up the routes the server declares, each with a known kind of access', () => {
    const routes = declaredRoutes();
    expect(routes.length).toBeGreaterThan(50);
    const urls = routes.map((route) => route.url);
    for (const url of [
      positionPaths.save,
      announcementPaths.list,
      accountAdminPaths.subAccounts,
      '/com/dwdl/dlmmjy',
    ]) {
      expect(urls).toContain(url);
    }
    const sections = PERMISSION_SECTIONS.map((section) => section.key) as string[];
    for (const { access } of routes) {
      if (isPermission(access)) expect(sections).toContain(access.section);
      else expect(['public', 'signedIn', 'mainAccount']).toContain(access);
    }
  });

  it('answers every route that is not public with code 42 without a session', async () => {
    for (const route of declaredRoutes()) {
      if (route.access === 'public') continue;
      const answer = await call(route.method, route.url, {});
      expect([route.url, answer]).toEqual([route.url, refusedAs(SESSION_INVALID_CODE)]);
    }
  });

  it('refuses a sub-account without the permission (4030, naming it) and lets one with it through', async () => {
    const noGrants = await roleGranting(NO_GRANTS);
    for (const route of declaredRoutes()) {
      const { access, method, url } = route;
      if (access === 'public') continue;
      const without = await call(method, url, await subAccountHolding(noGrants));
      if (access === 'signedIn') {
        expect([url, without.code]).not.toEqual([url, PERMISSION_DENIED_CODE]);
        expect([url, without.code]).not.toEqual([url, SESSION_INVALID_CODE]);
        continue;
      }
      const expected: unknown =
        access === 'mainAccount'
          ? MAIN_ACCOUNT_ONLY_MESSAGE
          : expect.stringContaining(`“${permissionName(access)}”`);
      expect([url, without]).toEqual([
        url,
        { code: PERMISSION_DENIED_CODE, result: null, message: expected },
      ]);

      const holder =
        access === 'mainAccount'
          ? await subAccountHolding('admin')
          : await subAccountHolding(await roleGranting(exactly(access)));
      const withIt = await call(method, url, holder);
      // Even a 管理员 sub-account is not the main account.
      if (access === 'mainAccount') expect([url, withIt.code]).toEqual([url, PERMISSION_DENIED_CODE]);
      else expect([url, withIt.code]).not.toEqual([url, PERMISSION_DENIED_CODE]);
      expect([url, withIt.code]).not.toEqual([url, SESSION_INVALID_CODE]);
    }
  });

  it('lets the main account through every route', async () => {
    for (const { access, method, url } of declaredRoutes()) {
      if (access === 'public') continue;
      const answer = await call(method, url, await freshSession(owner));
      expect([url, answer.code]).not.toEqual([url, PERMISSION_DENIED_CODE]);
      expect([url, answer.code]).not.toEqual([url, SESSION_INVALID_CODE]);
    }
  });

  it('refuses another employer every route that names one of the owner’s objects', async () => {
    const routes = declaredRoutes().filter((route) => route.access !== 'public' && takesId(route.schema));
    expect(routes.length).toBeGreaterThan(10);
    for (const { method, url } of routes) {
      const owned = ownedObjects[url];
      if (owned === undefined)
        throw new Error(`${url} takes an id: add how the owner holds one to ownedObjects`);
      const answer = await call(method, url, await freshSession(stranger), await owned());
      expect([url, answer.code]).not.toEqual([url, 200]);
    }
  });
});

describe('declaring access', () => {
  async function serverWith(route: (instance: FastifyInstance) => void): Promise<FastifyInstance> {
    const instance = Fastify();
    await instance.register(employerAuthPlugin);
    route(instance);
    return instance;
  }

  it('refuses to start with a /com route that declares no access', async () => {
    await expect(serverWith((fastify) => fastify.get('/com/new/route', () => ({})))).rejects.toThrow(
      'GET /com/new/route declares no access (config.access)',
    );
  });

  it('starts with declared routes and leaves other prefixes alone', async () => {
    const instance = await serverWith((fastify) => {
      fastify.get('/com/new/route', { config: { access: 'signedIn' } }, () => ({}));
      fastify.get('/pub/other', () => ({}));
    });
    await expect(instance.ready()).resolves.toBeDefined();
    expect(instance.employerRoutes.map((route) => `${route.method} ${route.url}`)).toContain(
      'GET /com/new/route',
    );
    await instance.close();
  });
});
