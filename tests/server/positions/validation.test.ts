import { addDays, addOneYear, chinaDate } from '../../../contract/chinaTime';
import {
  positionPaths,
  type PositionDetail,
  type PositionDraft,
  type SchoolPositionListItem,
} from '../../../contract/positions';
import type { Page } from '../../../contract/paging';
import type { TestServer } from '../support/testServer';
import {
  employerAt,
  get,
  newSite,
  okResult,
  post,
  startPostingServer,
  type EmployerSession,
  type StaffSession,
} from '../support/postings';
import { saveDraft, stateOf, validDraft } from './support';

let server: TestServer;
let employer: EmployerSession;
let staff: StaffSession;
beforeAll(async () => {
  ({ server, employer, staff } = await startPostingServer());
});
afterAll(() => server.close());

const today = () => chinaDate(server.clock.now());
const save = (draft: Partial<PositionDraft> & Record<string, unknown>) =>
  post(server.app, positionPaths.save, { ...validDraft(server.app), ...draft }, employer.headers);

describe('field rules at save (code 400, the message naming the field)', () => {
  it.each<[string, () => Record<string, unknown>, string]>([
    ['no name', () => ({ zwmc: '  ' }), '请输入职位名称'],
    ['a long name', () => ({ zwmc: '职'.repeat(51) }), '职位名称不能超过50个字'],
    ['illegal characters', () => ({ zwmc: "开发' or 1=1 --" }), "职位名称：存在非法字符'、--，请重新输入！"],
    ['an unknown nature', () => ({ gzxz: '9' }), '请选择工作性质'],
    ['an unknown category', () => ({ zwlb: '12' }), '请选择职位类别'],
    ['no headcount', () => ({ zprs: 0 }), '招聘人数须为1至9999之间的整数'],
    ['a fractional headcount', () => ({ zprs: 2.5 }), '招聘人数须为1至9999之间的整数'],
    ['a salary range upside down', () => ({ xzxx: 20000, xzsx: 10000 }), '最高薪资不能低于最低薪资'],
    ['an absurd monthly salary', () => ({ xzsx: 300000 }), '最高薪资：月薪不能超过200,000元'],
    ['a negotiable salary with a range', () => ({ xzlx: '3' }), '最低薪资：薪资面议时不填写薪资范围'],
    ['a city instead of a district', () => ({ gzdq: '370100' }), '请选择到区县一级的工作地点'],
    ['an unknown area', () => ({ gzdq: '379999' }), '请选择到区县一级的工作地点'],
    ['a deadline in the past', () => ({ jzrq: addDays(today(), -1) }), '截止日期不能早于今天'],
    [
      'a deadline over a year ahead',
      () => ({ jzrq: addDays(addOneYear(today()), 1) }),
      '截止日期不能晚于一年之后',
    ],
    ['a start after the deadline', () => ({ kssj: addDays(today(), 40) }), '开始日期不能晚于截止日期'],
    ['an impossible date', () => ({ jzrq: '2026-02-30' }), '截止日期格式不正确'],
    ['a bad phone', () => ({ lxdh: '12345' }), '联系电话：请输入正确的手机号码或固定电话号码'],
    ['a bad e-mail', () => ({ jlyx: 'hr@' }), '接收邮箱：请输入正确的电子邮箱'],
    [
      'too many welfare tags',
      () => ({ fl: Array.from({ length: 11 }, (_, i) => `福利${i}`) }),
      '福利标签最多10个',
    ],
    ['a too long description', () => ({ zwms: '职'.repeat(2001) }), '职位描述不能超过2000个汉字'],
    ['a headcount that is no number', () => ({ zprs: '五个' }), '参数 zprs 格式不正确'],
    ['a missing field', () => ({ zwmc: undefined }), '参数 zwmc 不能为空'],
    ['a name past the read bound', () => ({ zwmc: 'x'.repeat(201) }), '参数 zwmc 长度超出限制'],
  ])('refuses %s', async (_case, draft, message) => {
    expect(await save(draft())).toEqual({ code: 400, result: null, message });
  });

  it('a site offering only some salary types refuses the others', async () => {
    const site = await newSite(server.app);
    const there = await employerAt(server.app, site);
    const answer = await post(
      server.app,
      positionPaths.save,
      validDraft(server.app, { xzlx: '2', xzxx: 100000, xzsx: 200000 }),
      there.headers,
    );
    expect(answer).toEqual({ code: 400, result: null, message: '本站点不提供该薪资类型，请重新选择' });
  });

  it('saves an unfinished draft, and names what is missing only at submission', async () => {
    const id = await saveDraft(server.app, employer.headers, {
      gzxz: '',
      zwlb: '',
      xzlx: '',
      xzxx: null,
      xzsx: null,
      zwms: '',
      lxr: '',
      jzrq: '',
      kssj: '',
    });
    expect(await stateOf(server.app, id)).toBe('draft');
    expect(await post(server.app, positionPaths.submit, { id }, employer.headers)).toEqual({
      code: 400,
      result: null,
      message: '请选择工作性质',
    });
    okResult(
      await save({
        id,
        zwlb: '',
        xzlx: '',
        xzxx: null,
        xzsx: null,
        zwms: '',
        lxr: '',
        kssj: '',
        jzrq: '',
        gzxz: '3',
      }),
    );
    expect(await post(server.app, positionPaths.submit, { id }, employer.headers)).toMatchObject({
      message: '请选择职位类别',
    });
    okResult(await save({ id, gzxz: '3', zwms: '负责销售' }));
    expect(await post(server.app, positionPaths.submit, { id }, employer.headers)).toMatchObject({
      message: '职位描述：请写明岗位职责与任职要求（至少10个汉字）',
    });
    expect(await stateOf(server.app, id)).toBe('draft');
  });

  it('stores the content trimmed, with the city of the work location', async () => {
    const id = await saveDraft(server.app, employer.headers, {
      zwmc: '  数据分析师  ',
      gzdq: '110105',
      fl: [' 餐补 '],
    });
    const detail = okResult(
      await get<PositionDetail>(server.app, positionPaths.detail, { id }, employer.headers),
    );
    expect(detail).toMatchObject({
      zwmc: '数据分析师',
      gzdq: '110105',
      gzdqmc: '北京市 朝阳区',
      fl: ['餐补'],
      zt: '0',
      sqrs: 0,
    });
    const row = await server.app.db
      .selectFrom('positions')
      .select('city_code')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.city_code).toBe('110000');
  });
});

describe('the content check (三严禁)', () => {
  it('saves flagged wording in a draft, and shows the flags', async () => {
    const id = await saveDraft(server.app, employer.headers, {
      gzxz: '3',
      zwms: `${validDraft(server.app).zwms}限男性，985、211院校优先。`,
    });
    const detail = okResult(
      await get<PositionDetail>(server.app, positionPaths.detail, { id }, employer.headers),
    );
    expect(detail.flags).toEqual([
      { field: 'zwms', category: 'schoolTier', words: ['985', '211'] },
      { field: 'zwms', category: 'gender', words: ['限男性'] },
    ]);
  });

  it('refuses to submit flagged wording without an explanation, naming the field and the words', async () => {
    const id = await saveDraft(server.app, employer.headers, {
      gzxz: '3',
      zyyq: '限本地户口',
      zwmc: '销售代表（限男性）',
    });
    expect(await post(server.app, positionPaths.submit, { id }, employer.headers)).toEqual({
      code: 400,
      result: null,
      message: '职位名称含有限制“性别”的用语：限男性。请修改，或在“内容说明”中向审核老师说明理由',
    });
    expect(await stateOf(server.app, id)).toBe('draft');
  });

  it('submits it with an explanation; the school sees the flags and the explanation, and filters by them', async () => {
    const flagged = await saveDraft(server.app, employer.headers, {
      gzxz: '3',
      zwmc: '井下采掘工（限男性）',
      nrsm: '井下作业，依《女职工劳动保护特别规定》不安排女职工',
    });
    const clean = await saveDraft(server.app, employer.headers, { gzxz: '3' });
    okResult(await post(server.app, positionPaths.submit, { id: flagged }, employer.headers));
    okResult(await post(server.app, positionPaths.submit, { id: clean }, employer.headers));

    const detail = okResult(
      await get<PositionDetail>(server.app, positionPaths.schoolDetail, { id: flagged }, staff.headers),
    );
    expect(detail.flags).toEqual([{ field: 'zwmc', category: 'gender', words: ['限男性'] }]);
    expect(detail.nrsm).toBe('井下作业，依《女职工劳动保护特别规定》不安排女职工');

    const onlyFlagged = okResult(
      await get<Page<SchoolPositionListItem>>(
        server.app,
        positionPaths.schoolList,
        { flagged: '1', size: 100 },
        staff.headers,
      ),
    );
    expect(onlyFlagged.records.map((item) => item.id)).toContain(flagged);
    expect(onlyFlagged.records.map((item) => item.id)).not.toContain(clean);
    expect(onlyFlagged.records.find((item) => item.id === flagged)?.flags).toEqual(detail.flags);
    const all = okResult(
      await get<Page<SchoolPositionListItem>>(
        server.app,
        positionPaths.schoolList,
        { size: 100 },
        staff.headers,
      ),
    );
    expect(all.records.find((item) => item.id === clean)?.flags).toEqual([]);
  });

  it('checks the wording again when a published position is edited', async () => {
    const id = await saveDraft(server.app, employer.headers, { gzxz: '3' });
    okResult(await post(server.app, positionPaths.submit, { id }, employer.headers));
    okResult(await post(server.app, positionPaths.schoolReview, { id, action: 'pass' }, staff.headers));
    expect(await save({ id, gzxz: '3', fl: ['限已婚'] })).toEqual({
      code: 400,
      result: null,
      message: '福利标签含有限制“婚育状况”的用语：已婚。请修改，或在“内容说明”中向审核老师说明理由',
    });
    expect(await stateOf(server.app, id)).toBe('published');
    expect(await save({ id, gzxz: '3', fl: ['限已婚'], nrsm: '夫妻岗，需双方共同驻站' })).toMatchObject({
      code: 200,
    });
    expect(await stateOf(server.app, id)).toBe('pending');
  });

  it('an edit of a published position must be complete and valid, like a submission', async () => {
    const id = await saveDraft(server.app, employer.headers, { gzxz: '3' });
    okResult(await post(server.app, positionPaths.submit, { id }, employer.headers));
    okResult(await post(server.app, positionPaths.schoolReview, { id, action: 'pass' }, staff.headers));
    expect(await save({ id, gzxz: '3', lxr: '' })).toEqual({
      code: 400,
      result: null,
      message: '请输入联系人',
    });
    expect(await stateOf(server.app, id)).toBe('published');
  });
});
