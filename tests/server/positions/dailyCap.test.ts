import { positionPaths } from '../../../contract/positions';
import { fastPasswords } from '../support/sessions';
import { startTestServer, type TestServer } from '../support/testServer';
import { employerAt, newSite, okResult, post, staffAt } from '../support/postings';
import { positionIn, saveDraft, stateOf, validDraft } from './support';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ deps: { passwords: fastPasswords } });
});
afterAll(() => server.close());

const DAY_MS = 24 * 60 * 60 * 1000;
const FULLTIME_CAP = '本站每天最多首次提交1个全职职位，今日已达上限，请明天再提交';
const INTERNSHIP_CAP = '本站每天最多首次提交1个实习职位，今日已达上限，请明天再提交';

const submit = (id: string, headers: Record<string, string>) =>
  post(server.app, positionPaths.submit, { id }, headers);

describe('the daily cap of first submissions (default: 1 full-time and 1 internship)', () => {
  it('caps full-time and internship positions separately and leaves part-time free', async () => {
    const employer = await employerAt(server.app);
    const [fulltime, fulltime2, internship, internship2] = [
      await saveDraft(server.app, employer.headers, { gzxz: '1' }),
      await saveDraft(server.app, employer.headers, { gzxz: '1' }),
      await saveDraft(server.app, employer.headers, { gzxz: '2' }),
      await saveDraft(server.app, employer.headers, { gzxz: '2' }),
    ];
    okResult(await submit(fulltime, employer.headers));
    expect(await submit(fulltime2, employer.headers)).toEqual({
      code: 429,
      result: null,
      message: FULLTIME_CAP,
    });
    okResult(await submit(internship, employer.headers));
    expect(await submit(internship2, employer.headers)).toEqual({
      code: 429,
      result: null,
      message: INTERNSHIP_CAP,
    });
    for (let i = 0; i < 3; i += 1)
      okResult(await submit(await saveDraft(server.app, employer.headers, { gzxz: '3' }), employer.headers));
    expect(await stateOf(server.app, fulltime2)).toBe('draft');
    expect(await stateOf(server.app, internship2)).toBe('draft');
  });

  it('counts each employer apart', async () => {
    const first = await employerAt(server.app);
    const second = await employerAt(server.app);
    okResult(await submit(await saveDraft(server.app, first.headers), first.headers));
    okResult(await submit(await saveDraft(server.app, second.headers), second.headers));
  });

  it('never counts a withdrawn and resubmitted position twice', async () => {
    const employer = await employerAt(server.app);
    const id = await saveDraft(server.app, employer.headers);
    okResult(await submit(id, employer.headers));
    okResult(await post(server.app, positionPaths.withdraw, { id }, employer.headers));
    okResult(await submit(id, employer.headers));
    expect(await stateOf(server.app, id)).toBe('pending');
  });

  it('never counts a resubmission after changes were requested or a rejection', async () => {
    const employer = await employerAt(server.app);
    const staff = await staffAt(server.app);
    const id = await saveDraft(server.app, employer.headers);
    okResult(await submit(id, employer.headers));
    for (const action of ['changes', 'reject'] as const) {
      okResult(
        await post(server.app, positionPaths.schoolReview, { id, action, reason: '请补充' }, staff.headers),
      );
      okResult(await submit(id, employer.headers));
    }
    expect(await stateOf(server.app, id)).toBe('pending');
  });

  it('counts a position once per capped nature: part-time turned full-time counts when next submitted', async () => {
    const employer = await employerAt(server.app);
    const id = await saveDraft(server.app, employer.headers, { gzxz: '3' });
    okResult(await submit(id, employer.headers));
    okResult(await post(server.app, positionPaths.withdraw, { id }, employer.headers));
    okResult(
      await post(server.app, positionPaths.save, validDraft(server.app, { id, gzxz: '1' }), employer.headers),
    );
    okResult(await submit(id, employer.headers));
    expect(await submit(await saveDraft(server.app, employer.headers), employer.headers)).toMatchObject({
      code: 429,
      message: FULLTIME_CAP,
    });
  });

  it('counts the edit of a published part-time position into a full-time one, refusing it over the cap', async () => {
    const employer = await employerAt(server.app);
    const staff = await staffAt(server.app);
    const id = await positionIn(server.app, 'published', employer, staff, { gzxz: '3' });
    okResult(await submit(await saveDraft(server.app, employer.headers), employer.headers));
    expect(
      await post(server.app, positionPaths.save, validDraft(server.app, { id, gzxz: '1' }), employer.headers),
    ).toEqual({ code: 429, result: null, message: FULLTIME_CAP });
    expect(await stateOf(server.app, id)).toBe('published');
    okResult(
      await post(
        server.app,
        positionPaths.save,
        validDraft(server.app, { id, gzxz: '3', zwmc: '改名' }),
        employer.headers,
      ),
    );
    expect(await stateOf(server.app, id)).toBe('pending');
  });

  it('allows the next first submission the next China day', async () => {
    const employer = await employerAt(server.app);
    const first = await saveDraft(server.app, employer.headers);
    const second = await saveDraft(server.app, employer.headers);
    okResult(await submit(first, employer.headers));
    expect(await submit(second, employer.headers)).toMatchObject({ code: 429 });
    server.clock.advance(DAY_MS);
    okResult(await submit(second, employer.headers));
  });

  it('takes each site’s own caps, and a cap of 0 refuses every first submission', async () => {
    const site = await newSite(server.app, { fulltimeCap: 2, internshipCap: 0 });
    const employer = await employerAt(server.app, site);
    for (let i = 0; i < 2; i += 1)
      okResult(await submit(await saveDraft(server.app, employer.headers, { xzlx: '1' }), employer.headers));
    expect(await submit(await saveDraft(server.app, employer.headers), employer.headers)).toMatchObject({
      code: 429,
      message: '本站每天最多首次提交2个全职职位，今日已达上限，请明天再提交',
    });
    expect(
      await submit(await saveDraft(server.app, employer.headers, { gzxz: '2' }), employer.headers),
    ).toMatchObject({
      code: 429,
      message: '本站每天最多首次提交0个实习职位，今日已达上限，请明天再提交',
    });
  });

  it('lets no more parallel first submissions through than the cap', async () => {
    const site = await newSite(server.app, { fulltimeCap: 2 });
    const employer = await employerAt(server.app, site);
    const ids: string[] = [];
    for (let i = 0; i < 6; i += 1) ids.push(await saveDraft(server.app, employer.headers));
    const answers = await Promise.all(ids.map((id) => submit(id, employer.headers)));
    expect(answers.filter((answer) => answer.code === 200)).toHaveLength(2);
    expect(answers.filter((answer) => answer.code === 429)).toHaveLength(4);
    const pending = await server.app.db
      .selectFrom('positions')
      .select('id')
      .where('employer_id', '=', employer.dwid)
      .where('state', '=', 'pending')
      .execute();
    expect(pending).toHaveLength(2);
  });

  it('counts a position submitted twice in parallel once (the second is told the state changed)', async () => {
    const employer = await employerAt(server.app);
    const id = await saveDraft(server.app, employer.headers);
    const answers = await Promise.all([submit(id, employer.headers), submit(id, employer.headers)]);
    expect(answers.filter((answer) => answer.code === 200)).toHaveLength(1);
    expect(answers.find((answer) => answer.code !== 200)?.message).toMatch(
      /^(状态已发生变化，请刷新后重试|当前状态为“待审核”，不能提交审核)$/,
    );
    const other = await saveDraft(server.app, employer.headers);
    expect(await submit(other, employer.headers)).toMatchObject({ code: 429 });
  });
});
