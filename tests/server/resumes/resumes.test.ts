import type { Envelope } from '../../../contract/envelope';
import {
  RESUME_CONSENT_TEXT,
  resumePaths,
  type ConsentView,
  type ResumeView,
} from '../../../contract/resumes';
import { readResume, resumeSnapshotOf } from '../../../server/resumes';
import { studentWithToken } from '../support/sessions';
import { envelopeOf, postJson, startTestServer, type TestServer } from '../support/testServer';
import { blankResume, fortyPercentResume, fullResume, saveResumeAs, setConsentAs } from './fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const getView = async (cookies: Record<string, string>) =>
  envelopeOf<ResumeView>(await server.app.inject({ method: 'GET', url: resumePaths.get, cookies }));

describe('reading and saving my resume (/stu/grzx/jl)', () => {
  it('answers an empty resume at 0% before the first save, out of the talent pool', async () => {
    const { cookies } = await studentWithToken(server.app);
    const { code, result } = await getView(cookies);
    expect(code).toBe(200);
    expect(result.jl).toMatchObject({ ...blankResume(), fjjl: null, gxsj: '' });
    expect(result.wzd.percent).toBe(0);
    expect(result.rck).toBe(false);
  });

  it('saves the whole resume and reads it back with its completeness and time', async () => {
    const { cookies, studentId } = await studentWithToken(server.app);
    const saved = await saveResumeAs(server.app, cookies, fullResume());
    expect(saved).toMatchObject({ code: 200, message: '简历已保存' });
    const { result } = await getView(cookies);
    expect(result.jl).toMatchObject({ ...fullResume(), fjjl: null });
    expect(result.jl.gxsj).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(result.wzd).toEqual({ percent: 100, missing: [] });
    expect(await readResume(server.app.db, studentId)).toEqual(result.jl);
  });

  it('replaces the previous version on each save and trims what it stores', async () => {
    const { cookies } = await studentWithToken(server.app);
    await saveResumeAs(server.app, cookies, fullResume());
    const second = fortyPercentResume();
    await saveResumeAs(server.app, cookies, { ...second, zwpj: '  乐观开朗  ' });
    const { result } = await getView(cookies);
    expect(result.jl.xmjl).toEqual([]);
    expect(result.jl.zwpj).toBe('乐观开朗');
    expect(result.wzd.percent).toBe(50);
    expect(result.wzd.missing).toEqual([
      '实习/工作经历',
      '项目经历',
      '校园活动/获奖',
      '技能证书',
      '求职意向',
    ]);
  });

  it('keeps a snapshot self-contained: later saves do not change it', async () => {
    const { cookies, studentId } = await studentWithToken(server.app);
    await saveResumeAs(server.app, cookies, fullResume());
    const snapshot = await resumeSnapshotOf(server.app.db, studentId, server.clock.now());
    await saveResumeAs(server.app, cookies, fortyPercentResume());
    expect(snapshot).toMatchObject({ ...fullResume(), wzd: 100 });
    expect(JSON.parse(JSON.stringify(snapshot))).toEqual(snapshot);
    expect(await resumeSnapshotOf(server.app.db, 'no-such-student', server.clock.now())).toBeNull();
  });

  it.each([
    ['a wrong mobile', { jbxx: { ...fullResume().jbxx, sjhm: '1381234' } }, '基本信息：请输入正确的手机号码'],
    ['a wrong e-mail', { jbxx: { ...fullResume().jbxx, dzyx: 'li@' } }, '基本信息：请输入正确的电子邮箱'],
    [
      'SQL in a project description',
      { xmjl: [{ ...fullResume().xmjl[0]!, ms: '1; drop table resumes' }] },
      '项目经历第1条：存在非法字符drop，请重新输入！',
    ],
    [
      'an end month before the start',
      { sxjl: [{ ...fullResume().sxjl[0]!, jssj: '2025-01' }] },
      '实习/工作经历第1条：结束时间不能早于开始时间',
    ],
  ])(
    'refuses %s with code 4001 and the field’s message, keeping the saved resume',
    async (_l, change, message) => {
      const { cookies } = await studentWithToken(server.app);
      await saveResumeAs(server.app, cookies, fortyPercentResume());
      expect(await saveResumeAs(server.app, cookies, fullResume(change))).toEqual({
        code: 4001,
        result: null,
        message,
      });
      expect((await getView(cookies)).result.wzd.percent).toBe(40);
    },
  );

  it('refuses a body without a section (schema) and one of absurd size', async () => {
    const { cookies } = await studentWithToken(server.app);
    const { jyjl: _education, ...withoutEducation } = fullResume();
    expect(await saveResumeAs(server.app, cookies, withoutEducation as never)).toMatchObject({
      code: 400,
      message: '参数 jyjl 不能为空',
    });
    const tooLong = fullResume({ zwpj: '评'.repeat(5000) });
    expect((await saveResumeAs(server.app, cookies, tooLong)).code).toBe(400);
  });

  it('does not keep fields the resume does not have', async () => {
    const { cookies } = await studentWithToken(server.app);
    const sent = fullResume();
    const withExtras = {
      ...sent,
      fjjl: { path: 'x', name: 'x', size: 1 },
      jbxx: { ...sent.jbxx, hack: 'x' },
    };
    await postJson(server.app, resumePaths.save, withExtras, { cookies });
    const { result } = await getView(cookies);
    expect(result.jl.fjjl).toBeNull();
    expect(result.jl.jbxx).toEqual(sent.jbxx);
  });

  it('answers code 4003 without a student session', async () => {
    const response = await server.app.inject({ method: 'GET', url: resumePaths.get });
    expect(envelopeOf(response).code).toBe(4003);
    const save = await postJson(server.app, resumePaths.save, fullResume());
    expect(envelopeOf(save).code).toBe(4003);
  });

  it('reads and writes only the session’s own resume', async () => {
    const first = await studentWithToken(server.app);
    const second = await studentWithToken(server.app);
    await saveResumeAs(server.app, first.cookies, fullResume());
    expect((await getView(second.cookies)).result.wzd.percent).toBe(0);
    await saveResumeAs(server.app, second.cookies, fortyPercentResume());
    expect((await getView(first.cookies)).result.wzd.percent).toBe(100);
  });
});

describe('talent-pool consent (/stu/grzx/jl/consent, setConsent)', () => {
  const consentOf = async (cookies: Record<string, string>) =>
    envelopeOf<ConsentView>(await server.app.inject({ method: 'GET', url: resumePaths.consent, cookies }));

  it('starts out of the pool with the plain-language text', async () => {
    const { cookies } = await studentWithToken(server.app);
    expect((await consentOf(cookies)).result).toEqual({ ty: false, sj: '', text: RESUME_CONSENT_TEXT });
    expect(RESUME_CONSENT_TEXT).toMatch(/随时退出/);
  });

  it('joins and leaves, recording when', async () => {
    const { cookies } = await studentWithToken(server.app);
    expect(await setConsentAs(server.app, cookies, true)).toMatchObject({
      code: 200,
      message: '已加入人才库',
      result: { ty: true },
    });
    const joined = (await consentOf(cookies)).result;
    expect(joined.sj).not.toBe('');
    expect((await getView(cookies)).result.rck).toBe(true);
    const left = (await setConsentAs(server.app, cookies, false)) as Envelope<ConsentView>;
    expect(left).toMatchObject({ code: 200, result: { ty: false } });
    expect(left.message).toContain('退出人才库');
    expect((await getView(cookies)).result.rck).toBe(false);
  });

  it('refuses a consent that is not a boolean', async () => {
    const { cookies } = await studentWithToken(server.app);
    const response = await postJson(server.app, resumePaths.setConsent, { ty: 'maybe' }, { cookies });
    expect(envelopeOf(response).code).toBe(400);
    expect((await consentOf(cookies)).result.ty).toBe(false);
  });
});
