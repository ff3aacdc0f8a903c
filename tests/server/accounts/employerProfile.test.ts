import type { FastifyInstance } from 'fastify';
import type { EmployerUserInfo } from '../../../contract/account';
import {
  CHANGE_PENDING_MESSAGE,
  CREDIT_CODE_IN_USE_MESSAGE,
  PROFILE_CHANGE_NOT_FOUND,
  WEBSITE_MESSAGE,
  profileChangeConsolePaths,
  profilePaths,
  type EmployerProfile,
  type EmployerProfileFields,
  type ProfileChangeDetail,
  type ProfileChangeList,
  type ProfileHistoryPage,
  type SavedProfile,
} from '../../../contract/employerProfile';
import type { MessageListResult } from '../../../contract/messages';
import { NO_GRANTS, PERMISSION_DENIED_CODE, accountAdminPaths } from '../../../contract/permissions';
import { announcementPaths } from '../../../contract/announcements';
import { positionPaths } from '../../../contract/positions';
import { CITY_UNKNOWN } from '../../../server/accounts/profile/regions';
import { openEmployerSession } from '../../../server/accounts/sessions';
import { validAnnouncement } from '../announcements/support';
import { validDraft } from '../positions/support';
import { uniqueCreditCode, uniqueMobile } from '../support/employers';
import {
  employerAt,
  get,
  newSite,
  okResult,
  post,
  staffAt,
  type EmployerSession,
  type Headers,
  type StaffSession,
} from '../support/postings';
import { uploadLicence } from '../support/registration';
import { fastPasswords } from '../support/sessions';
import { startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
let app: FastifyInstance;
let staff: StaffSession;

beforeAll(async () => {
  server = await startTestServer({ deps: { passwords: fastPasswords } });
  app = server.app;
  staff = await staffAt(app);
});
afterAll(() => server.close());

/** A licence (or logo) uploaded by the employer's session, which may then claim it. */
async function uploaded(employer: { headers: Headers }, bucket = 'yyzz'): Promise<string> {
  return (await uploadLicence(app, { headers: employer.headers }, bucket)).path;
}

/** Every field filled in validly, for the employer as it stands. */
function completeFields(employer: EmployerSession, licence: string): EmployerProfileFields {
  return {
    dwmc: employer.name,
    tyshxydm: employer.creditCode,
    dwxz: '31',
    dwhy: '34',
    zgbm: '',
    dwjj: '一家做教育软件的公司，欢迎应届毕业生加入。',
    zczj: '3',
    dwgm: '3',
    sf: '330000',
    cs: '330100',
    xxdz: '西湖区文三路1号',
    yzbm: '310000',
    dwwz: 'https://www.example.com',
    lxr: '张三',
    sjhm: '13800138000',
    gddh: '0571-87654321',
    yx: 'hr@example.com',
    yyzz: licence,
    logo: '',
  };
}

const profileOf = async (employer: { headers: Headers }) =>
  okResult(await get<EmployerProfile>(app, profilePaths.profile, {}, employer.headers));

const save = (employer: { headers: Headers }, fields: EmployerProfileFields) =>
  post<SavedProfile>(app, profilePaths.save, fields, employer.headers);

const review = (id: string, action: 'pass' | 'reject', reason?: string, by: { headers: Headers } = staff) =>
  post<ProfileChangeDetail>(
    app,
    profileChangeConsolePaths.review,
    { id, action, ...(reason === undefined ? {} : { reason }) },
    by.headers,
  );

const nameOf = async (employer: { headers: Headers }) =>
  okResult(await get<EmployerUserInfo>(app, '/com/dwyh/info', {}, employer.headers)).dwmc;

/** A new employer whose profile is complete: its first save (with the licence) passed by the school. */
async function completedEmployer(): Promise<{ employer: EmployerSession; fields: EmployerProfileFields }> {
  const employer = await employerAt(app);
  const fields = completeFields(employer, await uploaded(employer));
  const saved = okResult(await save(employer, fields));
  okResult(await review(saved.change?.id ?? '', 'pass'));
  return { employer, fields };
}

describe('reading the profile', () => {
  it('says which required fields a new employer still lacks, and that no change is pending', async () => {
    const employer = await employerAt(app);
    const profile = await profileOf(employer);
    expect(profile.fields.dwmc).toBe(employer.name);
    expect(profile.missing).toEqual(
      expect.arrayContaining(['dwxz', 'dwhy', 'dwgm', 'dwjj', 'sf', 'cs', 'xxdz', 'yyzz']),
    );
    expect(profile.missing).not.toContain('dwmc');
    expect(profile.change).toBeNull();
  });
});

describe('saving', () => {
  it('applies the other fields at once, records them in the history, and sends the licence to review', async () => {
    const employer = await employerAt(app);
    const fields = completeFields(employer, await uploaded(employer));
    const answer = await save(employer, fields);
    expect(answer.message).toBe('已保存；单位名称等变更已提交学校审核，审核通过后生效');
    const saved = okResult(answer);
    expect(saved.submitted).toBe(true);
    expect(saved.applied).toEqual(expect.arrayContaining(['单位简介', '详细地址', '电子邮箱']));
    expect(saved.fields.xxdz).toBe('西湖区文三路1号');
    // The licence is not in force until passed.
    expect(saved.fields.yyzz).toBe('');
    expect(saved.missing).toEqual(['yyzz']);
    expect(saved.change).toEqual(expect.objectContaining({ zt: '1', bgx: ['营业执照'], yyzz: fields.yyzz }));

    const history = okResult(await get<ProfileHistoryPage>(app, profilePaths.history, {}, employer.headers));
    expect(history.total).toBe(1);
    expect(history.records[0]?.bgnr).toEqual(
      expect.arrayContaining([
        { zdmc: '所在省份', yz: '（未填写）', xz: '浙江省' },
        { zdmc: '单位性质', yz: '（未填写）', xz: '国有企业' },
      ]),
    );
  });

  it('records a later change of a minor field with its old and new value, without any review', async () => {
    const { employer, fields } = await completedEmployer();
    const saved = okResult(await save(employer, { ...fields, xxdz: '滨江区网商路2号', dwgm: '4' }));
    expect(saved.submitted).toBe(false);
    expect(saved.applied).toEqual(['单位规模', '详细地址']);
    expect(saved.missing).toEqual([]);
    const history = okResult(await get<ProfileHistoryPage>(app, profilePaths.history, {}, employer.headers));
    expect(history.records[0]?.bgnr).toEqual([
      { zdmc: '单位规模', yz: '100-499人', xz: '500-999人' },
      { zdmc: '详细地址', yz: '西湖区文三路1号', xz: '滨江区网商路2号' },
    ]);
    expect(history.records[0]?.czr).not.toBe('');
    expect((await save(employer, { ...fields, xxdz: '滨江区网商路2号', dwgm: '4' })).message).toBe(
      '没有需要保存的修改',
    );
  });

  it('refuses bad input with the form’s words', async () => {
    const { employer, fields } = await completedEmployer();
    const refusals: [Partial<EmployerProfileFields>, string][] = [
      [{ yx: 'hr@' }, '请输入正确的电子邮箱'],
      [{ dwjj: '简'.repeat(501) }, '单位简介不能超过500个字'],
      [{ dwxz: '77' }, '请选择单位性质'],
      [{ dwwz: 'www.example.com' }, WEBSITE_MESSAGE],
      [{ sf: '330000', cs: '320100' }, CITY_UNKNOWN],
      [{ sjhm: '' }, '请输入联系人手机号码'],
      [{ tyshxydm: '91330106000000001' }, '统一社会信用代码'],
    ];
    for (const [change, message] of refusals) {
      const answer = await save(employer, { ...fields, ...change });
      expect([change, answer.code]).toEqual([change, 400]);
      expect(answer.message).toContain(message);
    }
    expect((await profileOf(employer)).fields).toEqual(fields);
  });

  it('keeps a logo upload as the employer’s and refuses someone else’s', async () => {
    const { employer, fields } = await completedEmployer();
    const other = await employerAt(app);
    const foreign = await uploaded(other, 'dwlogo');
    expect((await save(employer, { ...fields, logo: foreign })).message).toBe('单位标志图片无效，请重新上传');
    const logo = await uploaded(employer, 'dwlogo');
    expect(okResult(await save(employer, { ...fields, logo })).fields.logo).toBe(logo);
  });
});

describe('a change of the name under the school’s review', () => {
  it('stays pending, leaving the name in force everywhere, until the school passes it', async () => {
    const { employer, fields } = await completedEmployer();
    okResult(await post(app, positionPaths.save, validDraft(app), employer.headers));
    okResult(await post(app, announcementPaths.save, validAnnouncement(app), employer.headers));
    const newName = `${employer.name}（更名）`;
    const saved = okResult(await save(employer, { ...fields, dwmc: newName }));
    expect(saved.submitted).toBe(true);
    expect(saved.fields.dwmc).toBe(employer.name);
    expect(saved.change).toEqual(
      expect.objectContaining({ zt: '1', ydwmc: employer.name, dwmc: newName, bgx: ['单位名称'] }),
    );
    expect(await nameOf(employer)).toBe(employer.name);

    // The console's queue shows old and new side by side.
    const queue = okResult(
      await get<ProfileChangeList>(app, profileChangeConsolePaths.list, { keyword: newName }, staff.headers),
    );
    expect(queue.records).toEqual([
      expect.objectContaining({
        id: saved.change?.id,
        ydwmc: employer.name,
        dwmc: newName,
        dwid: employer.dwid,
      }),
    ]);

    const passed = await review(saved.change?.id ?? '', 'pass');
    expect(passed.message).toBe('已审核通过');
    expect(okResult(passed).zt).toBe('2');
    expect(await nameOf(employer)).toBe(newName);
    const profile = await profileOf(employer);
    expect(profile.fields.dwmc).toBe(newName);
    expect(profile.change?.zt).toBe('2');
    // Its positions and announcements show the new name too.
    const positions = await app.db
      .selectFrom('positions')
      .select('employer_name')
      .where('employer_id', '=', employer.dwid)
      .execute();
    expect(positions.map((row) => row.employer_name)).toEqual([newName]);
    const announcements = await app.db
      .selectFrom('announcements')
      .select('employer_name')
      .where('employer_id', '=', employer.dwid)
      .execute();
    expect(announcements.map((row) => row.employer_name)).toEqual([newName]);
    // The employer is told, and the history says who passed it.
    const messages = okResult(await get<MessageListResult>(app, '/com/xxzx/list', {}, employer.headers));
    expect(messages.records[0]?.bt).toContain('单位信息变更已通过');
    const history = okResult(await get<ProfileHistoryPage>(app, profilePaths.history, {}, employer.headers));
    expect(history.records[0]).toEqual(
      expect.objectContaining({
        bz: '变更申请经学校审核通过',
        bgnr: [{ zdmc: '单位名称', yz: employer.name, xz: newName }],
      }),
    );
  });

  it('accepts the same values again while pending, and refuses different ones until withdrawn', async () => {
    const { employer, fields } = await completedEmployer();
    const first = okResult(await save(employer, { ...fields, dwmc: `${employer.name}甲` }));
    const again = okResult(await save(employer, { ...fields, dwmc: `${employer.name}甲`, lxr: '李四' }));
    expect(again.submitted).toBe(false);
    expect(again.change?.id).toBe(first.change?.id);
    expect(again.fields.lxr).toBe('李四');

    const other = await save(employer, { ...fields, dwmc: `${employer.name}乙`, lxr: '王五' });
    expect(other).toEqual({ code: 400, result: null, message: CHANGE_PENDING_MESSAGE });
    // Nothing of a refused save applies.
    expect((await profileOf(employer)).fields.lxr).toBe('李四');

    const withdrawn = await post<EmployerProfile>(
      app,
      profilePaths.withdrawChange,
      { id: first.change?.id },
      employer.headers,
    );
    expect(withdrawn.message).toBe('已撤回变更申请');
    expect(okResult(withdrawn).change?.zt).toBe('4');
    expect(okResult(await save(employer, { ...fields, dwmc: `${employer.name}乙` })).submitted).toBe(true);
  });

  it('keeps the old name when rejected, with the reason the employer reads', async () => {
    const { employer, fields } = await completedEmployer();
    const licence = await uploaded(employer);
    const saved = okResult(await save(employer, { ...fields, dwmc: `${employer.name}丙`, yyzz: licence }));
    const id = saved.change?.id ?? '';
    expect(await review(id, 'reject')).toEqual(
      expect.objectContaining({ code: 400, message: '请填写驳回的原因' }),
    );
    okResult(await review(id, 'reject', '营业执照上的名称与填写的不一致'));

    const profile = await profileOf(employer);
    expect(profile.fields.dwmc).toBe(employer.name);
    expect(profile.fields.yyzz).toBe(fields.yyzz);
    expect(profile.change).toEqual(
      expect.objectContaining({
        zt: '3',
        shyj: '营业执照上的名称与填写的不一致',
        dwmc: `${employer.name}丙`,
      }),
    );
    expect(await nameOf(employer)).toBe(employer.name);
    // The licence asked for is let go; the one in force stays the employer's.
    const files = await app.db
      .selectFrom('files')
      .select(['path', 'attached_id'])
      .where('path', 'in', [licence, fields.yyzz])
      .execute();
    expect(Object.fromEntries(files.map((file) => [file.path, file.attached_id]))).toEqual({
      [licence]: null,
      [fields.yyzz]: employer.dwid,
    });
    // A decided request cannot be decided again.
    expect((await review(id, 'pass')).code).toBe(400);
  });

  it('refuses a credit code another employer holds', async () => {
    const { employer, fields } = await completedEmployer();
    const other = await employerAt(app);
    const answer = await save(employer, { ...fields, tyshxydm: other.creditCode });
    expect(answer.message).toBe(CREDIT_CODE_IN_USE_MESSAGE);
    expect(okResult(await save(employer, { ...fields, tyshxydm: uniqueCreditCode() })).submitted).toBe(true);
  });

  it('is passed at once where the site passes registrations automatically', async () => {
    const site = await newSite(app, { employerReview: 'auto' });
    const employer = await employerAt(app);
    await app.db.updateTable('employers').set({ site_code: site }).where('id', '=', employer.dwid).execute();
    const fields = completeFields(employer, await uploaded(employer));
    const answer = await save(employer, fields);
    expect(answer.message).toBe('已保存，单位名称等变更已自动审核通过');
    expect(okResult(answer).fields.yyzz).toBe(fields.yyzz);
  });
});

describe('who may read, save and decide', () => {
  async function subAccount(owner: EmployerSession, grants: typeof NO_GRANTS): Promise<Headers> {
    const role = okResult(
      await post<{ id: string }>(
        app,
        accountAdminPaths.saveRole,
        { name: `单位信息${Math.random().toString(36).slice(2, 6)}`, grants },
        owner.headers,
      ),
    );
    const { id } = okResult(
      await post<{ id: string }>(
        app,
        accountAdminPaths.saveSubAccount,
        { name: '只看', mobile: uniqueMobile(), roleId: role.id, enabled: true },
        owner.headers,
      ),
    );
    return { accesstoken: await openEmployerSession(app.db, app.clock.now(), id, '00000', owner.dwid) };
  }

  it('lets 账号管理·查看 read but not save; 账号管理·管理 saves', async () => {
    const { employer, fields } = await completedEmployer();
    const viewer = { headers: await subAccount(employer, { ...NO_GRANTS, account: 'view' }) };
    expect((await profileOf(viewer)).fields.dwmc).toBe(employer.name);
    const refused = await save(viewer, { ...fields, lxr: '越权' });
    expect(refused.code).toBe(PERMISSION_DENIED_CODE);
    expect(refused.message).toContain('账号管理·管理');
    const manager = { headers: await subAccount(employer, { ...NO_GRANTS, account: 'manage' }) };
    expect(okResult(await save(manager, { ...fields, lxr: '经理' })).applied).toEqual(['联系人']);
  });

  it('hides one employer’s request from another employer and from another site’s staff', async () => {
    const { employer, fields } = await completedEmployer();
    const saved = okResult(await save(employer, { ...fields, dwmc: `${employer.name}丁` }));
    const id = saved.change?.id ?? '';
    const stranger = await employerAt(app);
    expect(await post(app, profilePaths.withdrawChange, { id }, stranger.headers)).toEqual({
      code: 404,
      result: null,
      message: PROFILE_CHANGE_NOT_FOUND,
    });
    expect((await profileOf(stranger)).change).toBeNull();

    const elsewhere = await staffAt(app, await newSite(app));
    expect((await get(app, profileChangeConsolePaths.detail, { id }, elsewhere.headers)).code).toBe(404);
    expect((await review(id, 'pass', undefined, elsewhere)).code).toBe(404);
    const theirs = okResult(
      await get<ProfileChangeList>(app, profileChangeConsolePaths.list, { zt: '' }, elsewhere.headers),
    );
    expect(theirs.records.map((item) => item.id)).not.toContain(id);
    expect(await nameOf(employer)).toBe(employer.name);
  });
});
