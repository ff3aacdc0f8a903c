import { sql } from 'kysely';
import type { ResumeSaveRequest, TalentSearchFilters } from '../../../contract/resumes';
import { searchTalent } from '../../../server/resumes';
import { isPostgres } from '../../../server/resumes/dialect';
import { hanBigrams, keywordIndexOf } from '../../../server/resumes/searchIndex';
import { studentWithToken } from '../support/sessions';
import { createSite } from '../support/sites';
import { startTestServer, type TestServer } from '../support/testServer';
import { fullResume, saveResumeAs, setConsentAs } from './fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

let siteSequence = 0;
/** A new school site per test, so each test's search sees only its own students. */
async function freshSite(): Promise<string> {
  siteSequence += 1;
  const code = String(20000 + siteSequence);
  await createSite(server.app, code);
  return code;
}

const MINUTE = 60 * 1000;

/** A student of the site with this resume, in the talent pool unless told otherwise. */
async function candidate(siteCode: string, resume: ResumeSaveRequest, { inPool = true } = {}) {
  const student = await studentWithToken(server.app, siteCode);
  // Each resume a minute newer than the previous one: the list is newest first.
  server.clock.advance(MINUTE);
  expect((await saveResumeAs(server.app, student.cookies, resume)).code).toBe(200);
  if (inPool) expect((await setConsentAs(server.app, student.cookies, true)).code).toBe(200);
  return student;
}

async function search(siteCodes: string[], filters: TalentSearchFilters = {}, page = 1, pageSize = 10) {
  return searchTalent(server.app.db, { siteCodes, filters, page, pageSize });
}
const idsOf = (found: { rows: { studentId: string }[] }) => found.rows.map((row) => row.studentId);

const withProject = (ms: string) => fullResume({ xmjl: [{ ...fullResume().xmjl[0]!, ms }] });

describe('talent search: who can be found', () => {
  it('finds only students in the pool; withdrawing removes them at once, joining again brings them back', async () => {
    const site = await freshSite();
    const inPool = await candidate(site, fullResume());
    await candidate(site, fullResume(), { inPool: false });
    expect(idsOf(await search([site]))).toEqual([inPool.studentId]);
    expect(idsOf(await search([site], { gjz: '机器学习' }))).toEqual([inPool.studentId]);

    await setConsentAs(server.app, inPool.cookies, false);
    expect(await search([site])).toEqual({ rows: [], total: 0 });
    expect(await search([site], { gjz: '机器学习' })).toEqual({ rows: [], total: 0 });

    await setConsentAs(server.app, inPool.cookies, true);
    expect(idsOf(await search([site], { gjz: '机器学习' }))).toEqual([inPool.studentId]);
  });

  it('looks only at the given sites', async () => {
    const here = await freshSite();
    const there = await freshSite();
    const local = await candidate(here, fullResume());
    const remote = await candidate(there, fullResume());
    expect(idsOf(await search([here]))).toEqual([local.studentId]);
    expect(idsOf(await search([here, there]))).toEqual([remote.studentId, local.studentId]);
    expect(await search([])).toEqual({ rows: [], total: 0 });
  });

  it('answers the row with contact details for the caller to mask', async () => {
    const site = await freshSite();
    const student = await candidate(site, fullResume());
    const { rows, total } = await search([site], { gjz: '机器学习' });
    expect(total).toBe(1);
    expect(rows[0]).toEqual({
      studentId: student.studentId,
      name: '李明',
      gender: '1',
      schoolName: '山东大学',
      major: '计算机科学与技术',
      education: '2',
      graduationYear: 2026,
      skills: 'Python、TypeScript、教师资格证',
      intentionCity: '370102',
      mobile: '13812340000',
      email: 'liming@example.com',
      updatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/) as unknown,
      excerpt: expect.stringContaining('基于机器学习的商品推荐模块') as unknown,
    });
  });
});

describe('talent search: the keyword', () => {
  it('finds a word in the middle of a project description, not only at its start', async () => {
    const site = await freshSite();
    const target = await candidate(
      site,
      withProject('我们团队在课程设计中尝试用机器学习方法预测共享单车的需求量'),
    );
    await candidate(site, withProject('负责前端页面与后端接口的联调'));
    for (const keyword of ['机器学习', '共享单车', '预测共享', '课程设计中尝试']) {
      expect(idsOf(await search([site], { gjz: keyword }))).toEqual([target.studentId]);
    }
    expect(await search([site], { gjz: '深度强化学习' })).toEqual({ rows: [], total: 0 });
  });

  it('matches two-character words (no trigram) and Latin letters in any case', async () => {
    const site = await freshSite();
    const target = await candidate(site, withProject('参与了数学建模与数据清洗'));
    const other = await candidate(
      site,
      fullResume({
        xmjl: [{ ...fullResume().xmjl[0]!, ms: '负责接口联调' }],
        xyhd: [],
        jnzs: { ...fullResume().jnzs, jn: ['Go'] },
      }),
    );
    expect(idsOf(await search([site], { gjz: '清洗' }))).toEqual([target.studentId]);
    expect(idsOf(await search([site], { gjz: 'python' }))).toEqual([target.studentId]);
    expect(idsOf(await search([site], { gjz: 'go' }))).toEqual([other.studentId]);
  });

  it('takes % _ and quotes literally', async () => {
    const site = await freshSite();
    const target = await candidate(site, withProject('点击率提升了100%，机器翻译的效果“显著”'));
    await candidate(site, withProject('负责接口联调'));
    expect(idsOf(await search([site], { gjz: '100%' }))).toEqual([target.studentId]);
    expect(await search([site], { gjz: '%' })).toMatchObject({ total: 1 });
    expect(await search([site], { gjz: '_' })).toEqual({ rows: [], total: 0 });
    expect(await search([site], { gjz: '"机器' })).toEqual({ rows: [], total: 0 });
  });

  it('follows every save: the old text is no longer found, the new one is', async () => {
    const site = await freshSite();
    const student = await candidate(site, withProject('使用机器学习做推荐'));
    await saveResumeAs(server.app, student.cookies, withProject('使用区块链做溯源'));
    expect(await search([site], { gjz: '机器学习' })).toEqual({ rows: [], total: 0 });
    expect(idsOf(await search([site], { gjz: '区块链' }))).toEqual([student.studentId]);
  });

  it('never searches names or contact details', async () => {
    const site = await freshSite();
    await candidate(site, fullResume());
    for (const keyword of ['李明', '13812340000', 'liming@example.com']) {
      expect(await search([site], { gjz: keyword })).toEqual({ rows: [], total: 0 });
    }
  });
});

/** The lexemes of PostgreSQL's 'simple' tsvector of a text. */
async function postgresLexemes(text: string): Promise<string[]> {
  const { rows } = await sql<{ lexeme: string }>`
    select unnest(tsvector_to_array(to_tsvector('simple', ${text}))) as lexeme
  `.execute(server.app.db);
  return rows.map((row) => row.lexeme);
}

/** The tokens of a text in an FTS5 table tokenized as resume_bigrams (a temporary copy). */
async function sqliteTokens(text: string): Promise<string[]> {
  const { db } = server.app;
  await sql`create virtual table temp.probe using fts5(body, tokenize = 'unicode61', detail = 'none')`.execute(
    db,
  );
  await sql`create virtual table temp.probe_terms using fts5vocab(temp, probe, row)`.execute(db);
  try {
    await sql`insert into temp.probe (body) values (${text})`.execute(db);
    const { rows } = await sql<{ term: string }>`select term from temp.probe_terms`.execute(db);
    return rows.map((row) => row.term);
  } finally {
    await sql`drop table temp.probe_terms`.execute(db);
    await sql`drop table temp.probe`.execute(db);
  }
}

describe('talent search: two-character Chinese words (the bigram index)', () => {
  it('forms the bigrams of each run of Chinese characters, each once, and nothing else', () => {
    expect(hanBigrams('会计学，统计学\nSAP会计3年')).toBe('会计 计学 统计');
    expect(hanBigrams('做（账）Excel')).toBe('');
    expect(keywordIndexOf('会计')).toBe('bigram');
    expect(keywordIndexOf('会计学')).toBe('trigram');
    for (const keyword of ['会', 'go', 'C语', '3年']) expect(keywordIndexOf(keyword)).toBe('scan');
  });

  it("keeps each bigram one lexeme of the database's tokenizer", async () => {
    const bigrams = hanBigrams('负责（财务会计）、成本核算；销售数据分析');
    const { db } = server.app;
    const tokens = isPostgres(db) ? await postgresLexemes(bigrams) : await sqliteTokens(bigrams);
    expect([...tokens].sort()).toEqual(bigrams.split(' ').sort());
  });

  it('finds 会计 inside a longer sentence, next to punctuation, Latin letters and digits', async () => {
    const site = await freshSite();
    const sentence = await candidate(site, withProject('参与集团财务会计核算系统的需求分析'));
    const bracketed = await candidate(site, withProject('实习岗位：（会计）助理'));
    const latin = await candidate(site, withProject('熟悉SAP会计模块，3年会计经验'));
    await candidate(site, withProject('负责会展策划与审计底稿整理'));
    const found = async (keyword: string) => idsOf(await search([site], { gjz: keyword })).sort();
    expect(await found('会计')).toEqual([sentence.studentId, bracketed.studentId, latin.studentId].sort());
    expect(await found('计核')).toEqual([sentence.studentId]);
    expect(await found('销售')).toEqual([]);
    // 会 and 审 in one resume, not side by side: no bigram, no match.
    expect(await found('会审')).toEqual([]);
    // A Chinese character beside punctuation is no bigram: the scan finds it all the same.
    expect(await found('计）')).toEqual([bracketed.studentId]);
    const { rows, total } = await search([site], { gjz: '会计' }, 1, 1);
    expect(total).toBe(3);
    expect(rows[0]!.excerpt).toContain('会计');
  });

  it('follows saves and consent, and combines with the filters', async () => {
    const site = await freshSite();
    const student = await candidate(site, withProject('负责门店销售数据的统计'));
    await candidate(site, withProject('负责接口联调'), { inPool: false });
    expect(idsOf(await search([site], { gjz: '销售' }))).toEqual([student.studentId]);
    expect(idsOf(await search([site], { gjz: '销售', zy: '计算机', xl: '2' }))).toEqual([student.studentId]);
    expect(await search([site], { gjz: '销售', zy: '会计学' })).toEqual({ rows: [], total: 0 });

    await saveResumeAs(server.app, student.cookies, withProject('负责仓储物流的调度'));
    expect(await search([site], { gjz: '销售' })).toEqual({ rows: [], total: 0 });
    expect(idsOf(await search([site], { gjz: '物流' }))).toEqual([student.studentId]);

    await setConsentAs(server.app, student.cookies, false);
    expect(await search([site], { gjz: '物流' })).toEqual({ rows: [], total: 0 });
    await setConsentAs(server.app, student.cookies, true);
    expect(idsOf(await search([site], { gjz: '物流' }))).toEqual([student.studentId]);
  });
});

describe('talent search: filters and paging', () => {
  const education = (entry: Partial<ResumeSaveRequest['jyjl'][number]>) =>
    fullResume({ jyjl: [{ ...fullResume().jyjl[0]!, ...entry }] });

  it('filters by major, degree (or higher), graduation year, skill and intention city', async () => {
    const site = await freshSite();
    const bachelor = await candidate(site, fullResume());
    const master = await candidate(
      site,
      fullResume({
        jyjl: [{ ...fullResume().jyjl[0]!, zy: '软件工程', xl: '3', kssj: '2025-09', jssj: '2028-06' }],
        jnzs: { ...fullResume().jnzs, jn: ['Java'], zs: [] },
        qzyx: { ...fullResume().qzyx, csdm: '110105' },
      }),
    );
    const college = await candidate(site, education({ zy: '计算机应用技术', xl: '1', jssj: '2025-06' }));

    const found = async (filters: TalentSearchFilters) => idsOf(await search([site], filters)).sort();
    const sorted = (...ids: string[]) => ids.sort();
    expect(await found({ zy: '计算机' })).toEqual(sorted(bachelor.studentId, college.studentId));
    expect(await found({ xl: '2' })).toEqual(sorted(bachelor.studentId, master.studentId));
    expect(await found({ xl: '3' })).toEqual([master.studentId]);
    expect(await found({ bynf: 2025 })).toEqual([college.studentId]);
    expect(await found({ jn: 'java' })).toEqual([master.studentId]);
    expect(await found({ jn: '教师' })).toEqual(sorted(bachelor.studentId, college.studentId));
    expect(await found({ csdm: '370000' })).toEqual(sorted(bachelor.studentId, college.studentId));
    expect(await found({ csdm: '370100' })).toEqual(sorted(bachelor.studentId, college.studentId));
    expect(await found({ csdm: '110105' })).toEqual([master.studentId]);
    expect(await found({ csdm: '440000' })).toEqual([]);
    expect(await found({ zy: '计算机', xl: '2', gjz: '机器学习' })).toEqual([bachelor.studentId]);
    expect(await found({ zy: '  ', jn: '' })).toEqual(
      sorted(bachelor.studentId, master.studentId, college.studentId),
    );
  });

  it('pages newest first with the total of every page', async () => {
    const site = await freshSite();
    const students: string[] = [];
    for (let index = 0; index < 7; index += 1) students.push((await candidate(site, fullResume())).studentId);
    const newestFirst = [...students].reverse();
    const pages = await Promise.all([1, 2, 3].map((page) => search([site], {}, page, 3)));
    expect(pages.map((page) => page.total)).toEqual([7, 7, 7]);
    expect(pages.flatMap(idsOf)).toEqual(newestFirst);
    expect(await search([site], {}, 4, 3)).toEqual({ rows: [], total: 7 });
  });
});
