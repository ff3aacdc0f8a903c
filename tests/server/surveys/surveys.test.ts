import type { LightMyRequestResponse } from 'fastify';
import { SURVEY_TICKET_TTL_MS } from '../../../server/surveys/store';
import { surveyMessages } from '../../../server/surveys/routes';
import { encodeHexPath } from '../../../server/surveys/returnPath';
import type { SurveyPlacement } from '../../../server/surveys/tables';
import { postRegistration, readyRegistration } from '../support/registration';
import { employerWithToken, fastPasswords, studentWithToken } from '../support/sessions';
import { envelopeOf, postForm, postJson, startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ deps: { passwords: fastPasswords } });
  await server.app.db
    .insertInto('sites')
    .values({
      code: '10001',
      name: '另一所学校',
      theme_color: '#8a1538',
      template_id: '1',
      password_level: 3,
      tag_push: 0,
      salary_types: '面议',
      chat_enabled: 0,
      chat_path: '',
      wechat_app_id: '',
      is_main: 0,
      created_at: server.clock.now(),
    })
    .execute();
});
afterAll(() => server.close());

const BEFORE = 'wj00000qbf';
const POSITION_SURVEY = 'wj00000fbzw';
const beforeAnswers = {
  q_wj00000qbfq1: 'wj00000qbfq1o2',
  q_wj00000qbfq2: ['wj00000qbfq2o1', 'wj00000qbfq2o2'],
  q_wj00000qbfq3: 'wj00000qbfq3o1',
  q_wj00000qbfq4: '希望多举办专场招聘会',
};

let assignmentSequence = 0;
async function assign(
  questionnaireId: string,
  placement: SurveyPlacement,
  route: { name?: string; path?: string } = {},
  options: { required?: boolean; site?: string; audience?: 'employer' | 'student' } = {},
) {
  assignmentSequence += 1;
  await server.app.db
    .insertInto('survey_assignments')
    .values({
      id: `test${assignmentSequence}`,
      site_code: options.site ?? '00000',
      questionnaire_id: questionnaireId,
      audience: options.audience ?? 'employer',
      placement,
      route_name: route.name ?? null,
      route_path: route.path ?? null,
      required: options.required === false ? 0 : 1,
      position: assignmentSequence,
    })
    .execute();
}

function formBody(fields: Record<string, string | string[]>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(fields))
    for (const item of [value].flat()) search.append(name, item);
  return search.toString();
}

function submitPage(fields: Record<string, string | string[]>, { comToken }: { comToken?: string } = {}) {
  return server.app.inject({
    method: 'POST',
    url: '/pub/wjdc/page',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(comToken ? { cookie: `comToken=${comToken}` } : {}),
    },
    payload: formBody(fields),
  });
}

function ticketOf(url: string): string {
  const ticket = new URL(url, 'http://x').searchParams.get('ticket');
  if (ticket === null) throw new Error(`no ticket in ${url}`);
  return ticket;
}

/** The page address of a questionnaire for an employer, through the address call. */
async function addressOf(token: string, wjid: string, returnPath = '/dwpage/dwsy') {
  const response = await postJson(
    server.app,
    '/com/wjdc/wjdz',
    { path: encodeHexPath(returnPath), wjid },
    { headers: { accesstoken: token } },
  );
  const envelope = envelopeOf<string>(response);
  expect(envelope.code).toBe(0);
  return envelope.result;
}

async function flagsOf(token: string, xxdm = '00000') {
  return envelopeOf(
    await postJson(server.app, '/com/wjdc/jysfxydj', { xxdm }, { headers: { accesstoken: token } }),
  ).result;
}

function expectSessionInvalid(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(200);
  expect(envelopeOf(response)).toEqual({ code: 42, result: null, message: '登录已失效，请重新登录' });
}

describe('employer survey calls refuse a missing, unknown or expired session with code 42', () => {
  const calls: [string, (headers: Record<string, string>) => Promise<LightMyRequestResponse>][] = [
    ['hqwjkg', (headers) => server.app.inject({ method: 'GET', url: '/com/wjdc/hqwjkg', headers })],
    ['exist', (headers) => postJson(server.app, '/com/wjdc/exist', { xxdm: '00000' }, { headers })],
    ['jysfxydj', (headers) => postJson(server.app, '/com/wjdc/jysfxydj', { xxdm: '00000' }, { headers })],
    ['lj', (headers) => postJson(server.app, '/com/wjdc/lj', { router: '/zpxx/fbzpzw' }, { headers })],
    [
      'wjdz',
      (headers) => postJson(server.app, '/com/wjdc/wjdz', { path: encodeHexPath('/dwpage/') }, { headers }),
    ],
    ['gotoWjdc', (headers) => server.app.inject({ method: 'GET', url: '/com/sso/wjdc/gotoWjdc', headers })],
  ];

  it.each(calls)('%s', async (_name, call) => {
    expectSessionInvalid(await call({}));
    expectSessionInvalid(await call({ accesstoken: 'not-a-token' }));
    const employer = await employerWithToken(server.app);
    server.clock.advance(8 * 24 * 60 * 60 * 1000);
    try {
      expectSessionInvalid(await call(employer.headers));
    } finally {
      server.clock.advance(-8 * 24 * 60 * 60 * 1000);
    }
  });
});

describe('GET /com/wjdc/hqwjkg', () => {
  it('answers the school’s switch: on for 00000, off where none is set', async () => {
    const { headers } = await employerWithToken(server.app);
    const on = await server.app.inject({ method: 'GET', url: '/com/wjdc/hqwjkg', headers });
    expect(envelopeOf(on)).toMatchObject({ code: 200, result: true });
    const off = await server.app.inject({ method: 'GET', url: '/com/wjdc/hqwjkg?xxdm=10001', headers });
    expect(envelopeOf(off)).toMatchObject({ code: 200, result: false });
  });

  it('names a malformed school code', async () => {
    const { headers } = await employerWithToken(server.app);
    const response = await server.app.inject({ method: 'GET', url: '/com/wjdc/hqwjkg?xxdm=abc', headers });
    expect(envelopeOf(response)).toMatchObject({
      code: 400,
      message: expect.stringContaining('xxdm') as string,
    });
  });
});

describe('flags, pending surveys and the interception', () => {
  it('asks a new employer for the before-survey and nothing after', async () => {
    const { token, headers } = await employerWithToken(server.app);
    expect(await flagsOf(token)).toEqual({ wjqbf: '0', wjhbf: '1' });
    expect(await flagsOf(token, '10001')).toEqual({ wjqbf: '1', wjhbf: '1' });
    const exist = await postJson(server.app, '/com/wjdc/exist', { xxdm: '00000' }, { headers });
    expect(envelopeOf(exist)).toMatchObject({ code: 200, result: true });
  });

  it('offers the optional survey at its route, under any spelling of the path', async () => {
    const { headers } = await employerWithToken(server.app);
    for (const router of ['/zpxx/fbzpzw', '/dwpage/zpxx/fbzpzw?id=3', '/dwpage/zpxx/fbzpzw/']) {
      const response = await postJson(server.app, '/com/wjdc/lj', { router }, { headers });
      expect(envelopeOf(response)).toMatchObject({
        code: 200,
        result: { required: [], unrequired: [POSITION_SURVEY] },
      });
    }
    const elsewhere = await postJson(server.app, '/com/wjdc/lj', { router: '/zpxx/zpzwgl' }, { headers });
    expect(envelopeOf(elsewhere).result).toEqual({ required: [], unrequired: [] });
  });

  it.each([
    [{}, '参数 router 不能为空'],
    [{ router: '' }, '参数 router 不能为空'],
    [{ router: { path: '/x' } }, '参数 router 格式不正确'],
  ])('validates the interception body %j', async (body, message) => {
    const { headers } = await employerWithToken(server.app);
    expect(envelopeOf(await postJson(server.app, '/com/wjdc/lj', body, { headers }))).toEqual({
      code: 400,
      result: null,
      message,
    });
  });

  it('answers 415 to a form-encoded flags request', async () => {
    const { headers } = await employerWithToken(server.app);
    const response = await postForm(server.app, '/com/wjdc/jysfxydj', { xxdm: '00000' }, { headers });
    expect(response.statusCode).toBe(415);
  });
});

describe('the address call and the SSO entry', () => {
  it('answers code 0 and a ticketed page address', async () => {
    const { token } = await employerWithToken(server.app);
    const url = await addressOf(token, POSITION_SURVEY, '/dwpage/zpxx/fbzpzw');
    expect(url).toMatch(/^\/pub\/wjdc\/page\?ticket=[A-Za-z0-9_-]{43}$/);
  });

  it('without wjid picks the first required survey of the route at the return path', async () => {
    await assign(POSITION_SURVEY, 'prompt', { name: 'zpgggl', path: '/zpxx/zpgggl' });
    const { headers } = await employerWithToken(server.app);
    const lookup = await postJson(server.app, '/com/wjdc/lj', { router: '/zpxx/zpgggl' }, { headers });
    expect(envelopeOf(lookup).result).toEqual({ required: [POSITION_SURVEY], unrequired: [] });
    const response = await postJson(
      server.app,
      '/com/wjdc/wjdz',
      { path: encodeHexPath('/dwpage/zpxx/zpgggl') },
      { headers },
    );
    expect(envelopeOf(response)).toMatchObject({
      code: 0,
      result: expect.stringMatching(/ticket=/) as string,
    });
    const none = await postJson(
      server.app,
      '/com/wjdc/wjdz',
      { path: encodeHexPath('/dwpage/dwsy') },
      { headers },
    );
    expect(envelopeOf(none)).toEqual({ code: 404, result: null, message: surveyMessages.nothingRequired });
  });

  it.each([
    ['a foreign origin', encodeHexPath('https://evil.example/')],
    ['a protocol-relative address', encodeHexPath('//evil.example/dwpage/')],
    ['a path outside the app', encodeHexPath('/pub/file/removeFile?path=x')],
    ['plain text instead of hex', '/dwpage/dwsy'],
  ])('refuses a return path that is %s', async (_label, path) => {
    const { headers } = await employerWithToken(server.app);
    const response = await postJson(server.app, '/com/wjdc/wjdz', { path, wjid: BEFORE }, { headers });
    expect(envelopeOf(response)).toEqual({ code: 400, result: null, message: surveyMessages.badReturnPath });
  });

  it('treats unknown questionnaires and those of another school as absent', async () => {
    await server.app.db
      .insertInto('survey_questionnaires')
      .values({ id: 'wj10001', title: '另一所学校的问卷', intro: '', created_at: server.clock.now() })
      .execute();
    await assign('wj10001', 'before', {}, { site: '10001' });
    const { headers } = await employerWithToken(server.app);
    for (const wjid of ['wj-unknown', 'wj10001']) {
      const response = await postJson(
        server.app,
        '/com/wjdc/wjdz',
        { path: encodeHexPath('/dwpage/'), wjid },
        { headers },
      );
      expect(envelopeOf(response)).toEqual({ code: 404, result: null, message: surveyMessages.notFound });
    }
  });

  it('answers nothing pending at another school than the session’s, whose surveys it could not open', async () => {
    // 10001 has a before-survey (the test above); this session is at 00000 and has answered its own.
    const { token, headers } = await employerWithToken(server.app);
    expect(
      (await submitPage({ ticket: ticketOf(await addressOf(token, BEFORE)), ...beforeAnswers })).statusCode,
    ).toBe(303);
    expect(await flagsOf(token, '10001')).toEqual({ wjqbf: '1', wjhbf: '1' });
    const exist = await postJson(server.app, '/com/wjdc/exist', { xxdm: '10001' }, { headers });
    expect(envelopeOf(exist).result).toBe(false);
    // So the entry the guard would send it to has nothing to open either: no back and forth.
    const entry = await server.app.inject({
      method: 'GET',
      url: `/com/sso/wjdc/gotoWjdc?path=${encodeHexPath('/dwpage/dwsy')}`,
      headers: { ...headers, accept: 'text/html' },
    });
    expect(entry.headers.location).toBe('/dwpage/dwsy');
  });

  it('hands the pending before-survey to the SSO entry, redirecting a browser that carries comToken', async () => {
    const { token, headers } = await employerWithToken(server.app);
    const path = encodeHexPath('/dwpage/zhgl/xxzx');
    const json = await server.app.inject({
      method: 'GET',
      url: `/com/sso/wjdc/gotoWjdc?path=${path}`,
      headers,
    });
    expect(envelopeOf(json)).toMatchObject({
      code: 200,
      result: expect.stringMatching(/^\/pub\/wjdc\/page\?ticket=/) as string,
    });

    const navigation = await server.app.inject({
      method: 'GET',
      url: `/com/sso/wjdc/gotoWjdc?path=${path}`,
      headers: { accept: 'text/html,application/xhtml+xml' },
      cookies: { comToken: token },
    });
    expect(navigation.statusCode).toBe(302);
    const page = await server.app.inject({ method: 'GET', url: navigation.headers.location as string });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('用人单位招聘需求调查（问卷前部分）');
  });

  it('shows a login notice to a browser without a session', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/com/sso/wjdc/gotoWjdc',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('href="/dwpage/dwlogin"');
  });
});

describe('the questionnaire page', () => {
  it('renders the questionnaire with the school colour under a strict policy', async () => {
    const { token } = await employerWithToken(server.app);
    const page = await server.app.inject({ method: 'GET', url: await addressOf(token, BEFORE) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    const csp = page.headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(page.body).toContain('--primary:#1677ff');
    expect(page.body.match(/<fieldset/g)).toHaveLength(3);
    expect(page.body).not.toMatch(/<script/i);
  });

  it('re-renders with the errors when required answers are missing, storing nothing', async () => {
    const { token, dwid } = await employerWithToken(server.app);
    const ticket = ticketOf(await addressOf(token, BEFORE));
    const response = await submitPage({ ticket, q_wj00000qbfq1: 'wj00000qbfq1o1' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('第2题：请选择此题的答案');
    expect(response.body).toContain('第3题：请选择此题的答案');
    expect(response.body).toMatch(/value="wj00000qbfq1o1" checked/);
    const responses = await server.app.db
      .selectFrom('survey_responses')
      .select('id')
      .where('employer_id', '=', dwid)
      .execute();
    expect(responses).toHaveLength(0);
    // The ticket survives a failed attempt.
    expect((await submitPage({ ticket, ...beforeAnswers })).statusCode).toBe(303);
  });

  it('stores valid answers, sets the flags and sends the browser back, once', async () => {
    const { token, dwid, headers } = await employerWithToken(server.app);
    const ticket = ticketOf(await addressOf(token, BEFORE, '/dwpage/zpxx/fbzpzw?from=survey'));
    const response = await submitPage({ ticket, ...beforeAnswers });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/dwpage/zpxx/fbzpzw?from=survey');

    expect(await flagsOf(token)).toEqual({ wjqbf: '1', wjhbf: '1' });
    const exist = await postJson(server.app, '/com/wjdc/exist', {}, { headers });
    expect(envelopeOf(exist).result).toBe(false);
    const [stored] = await server.app.db
      .selectFrom('survey_responses')
      .select('id')
      .where('employer_id', '=', dwid)
      .execute();
    const answers = await server.app.db
      .selectFrom('survey_answers')
      .select(['question_id', 'option_id', 'text'])
      .where('response_id', '=', stored!.id)
      .orderBy('question_id')
      .orderBy('option_id')
      .execute();
    expect(answers).toEqual([
      { question_id: 'wj00000qbfq1', option_id: 'wj00000qbfq1o2', text: null },
      { question_id: 'wj00000qbfq2', option_id: 'wj00000qbfq2o1', text: null },
      { question_id: 'wj00000qbfq2', option_id: 'wj00000qbfq2o2', text: null },
      { question_id: 'wj00000qbfq3', option_id: 'wj00000qbfq3o1', text: null },
      { question_id: 'wj00000qbfq4', option_id: null, text: '希望多举办专场招聘会' },
    ]);

    const replay = await submitPage({ ticket, ...beforeAnswers });
    expect(replay.statusCode).toBe(410);
    expect(replay.body).toContain('问卷链接已失效');
    // Answered: the address now leads straight back.
    expect(await addressOf(token, BEFORE, '/dwpage/dwsy')).toBe('/dwpage/dwsy');
  });

  it('keeps one response when two tickets of one employer are both submitted', async () => {
    const { token, dwid } = await employerWithToken(server.app);
    const first = ticketOf(await addressOf(token, BEFORE));
    const second = ticketOf(await addressOf(token, BEFORE));
    const results = await Promise.all([
      submitPage({ ticket: first, ...beforeAnswers }),
      submitPage({ ticket: second, ...beforeAnswers }),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([303, 303]);
    const responses = await server.app.db
      .selectFrom('survey_responses')
      .select('id')
      .where('employer_id', '=', dwid)
      .execute();
    expect(responses).toHaveLength(1);
  });

  it.each([
    ['an expired ticket', true],
    ['a made-up ticket', false],
  ])('refuses %s with a notice', async (_label, expire) => {
    const { token } = await employerWithToken(server.app);
    const url = expire ? await addressOf(token, BEFORE) : '/pub/wjdc/page?ticket=' + 'A'.repeat(43);
    if (expire) server.clock.advance(SURVEY_TICKET_TTL_MS + 1);
    try {
      const page = await server.app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(410);
      const submitted = await submitPage({ ticket: ticketOf(url), ...beforeAnswers });
      expect(submitted.statusCode).toBe(410);
    } finally {
      if (expire) server.clock.advance(-(SURVEY_TICKET_TTL_MS + 1));
    }
  });

  it('takes the answers of an expired ticket from its own employer session, not from another', async () => {
    const { token, dwid } = await employerWithToken(server.app);
    const other = await employerWithToken(server.app);
    const ticket = ticketOf(await addressOf(token, BEFORE, '/dwpage/jlgl/sddjl'));
    server.clock.advance(SURVEY_TICKET_TTL_MS + 1);
    try {
      expect((await submitPage({ ticket, ...beforeAnswers }, { comToken: other.token })).statusCode).toBe(
        410,
      );
      const submitted = await submitPage({ ticket, ...beforeAnswers }, { comToken: token });
      expect(submitted.statusCode).toBe(303);
      expect(submitted.headers.location).toBe('/dwpage/jlgl/sddjl');
      const stored = await server.app.db
        .selectFrom('survey_responses')
        .select('id')
        .where('employer_id', '=', dwid)
        .execute();
      expect(stored).toHaveLength(1);
      expect((await submitPage({ ticket, ...beforeAnswers }, { comToken: token })).statusCode).toBe(410);
    } finally {
      server.clock.advance(-(SURVEY_TICKET_TTL_MS + 1));
    }
  });

  it('answers 415 to a JSON submission and 410 to one without a ticket', async () => {
    const json = await postJson(server.app, '/pub/wjdc/page', { ticket: 'x' });
    expect(json.statusCode).toBe(415);
    expect((await submitPage({})).statusCode).toBe(410);
  });
});

describe('GET /com/wjdc/getWjidByPath', () => {
  it('maps route names to the questionnaires the guard must open, until answered', async () => {
    await assign(BEFORE, 'redirect', { name: 'xzbcxjl', path: '/zhgl/xzbcxjl' });
    const { token, headers } = await employerWithToken(server.app);
    const before = await server.app.inject({
      method: 'GET',
      url: '/com/wjdc/getWjidByPath?xxdm=00000',
      headers,
    });
    expect(envelopeOf(before)).toMatchObject({ code: 200, result: { xzbcxjl: BEFORE } });
    await submitPage({ ticket: ticketOf(await addressOf(token, BEFORE)), ...beforeAnswers });
    const after = await server.app.inject({
      method: 'GET',
      url: '/com/wjdc/getWjidByPath?xxdm=00000',
      headers,
    });
    expect(envelopeOf(after).result).toEqual({});
    const anonymous = await server.app.inject({ method: 'GET', url: '/com/wjdc/getWjidByPath?xxdm=00000' });
    expect(envelopeOf(anonymous)).toEqual({ code: 200, result: {}, message: '成功' });
  });
});

describe('GET /stu/wjdc/getWjidByPath', () => {
  it('answers the student’s questionnaire for a path, or an empty id', async () => {
    await assign(POSITION_SURVEY, 'redirect', { path: '/sc/jytjb' }, { audience: 'student' });
    const { cookies } = await studentWithToken(server.app);
    const mapped = await server.app.inject({
      method: 'GET',
      url: '/stu/wjdc/getWjidByPath?path=/sc/jytjb',
      cookies,
    });
    expect(envelopeOf(mapped)).toMatchObject({ code: 200, result: POSITION_SURVEY });
    const unmapped = await server.app.inject({
      method: 'GET',
      url: '/stu/wjdc/getWjidByPath?path=/sc/other',
      cookies,
    });
    expect(envelopeOf(unmapped)).toMatchObject({ code: 200, result: '' });
  });

  it('answers 4003 without a student session', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/stu/wjdc/getWjidByPath?path=/x' });
    expect(envelopeOf(response).code).toBe(4003);
  });
});

describe('end to end: register, sent to the required questionnaire, answer it, reach home', () => {
  it('walks the path the guard takes', async () => {
    // As the form does: the code sent, the licence uploaded by the same browser, then registration.
    const { body, cookies } = await readyRegistration(server.app, { dwmc: '端到端测试有限公司' });
    const registered = await postRegistration(server.app, body, cookies);
    const { token } = envelopeOf<{ token: string }>(registered).result;
    const headers = { accesstoken: token };

    // Guard step 9: the before-survey is not done, so the employer goes to the questionnaire.
    expect(await flagsOf(token)).toMatchObject({ wjqbf: '0' });
    const home = encodeHexPath('/dwpage/dwsy');
    const address = await server.app.inject({
      method: 'GET',
      url: `/com/sso/wjdc/gotoWjdc?path=${home}`,
      headers,
    });
    const page = await server.app.inject({ method: 'GET', url: envelopeOf<string>(address).result });
    expect(page.statusCode).toBe(200);

    const done = await submitPage({ ticket: ticketOf(envelopeOf<string>(address).result), ...beforeAnswers });
    expect(done.headers.location).toBe('/dwpage/dwsy');

    // Back home: the guard's checks now let the employer through.
    expect(await flagsOf(token)).toEqual({ wjqbf: '1', wjhbf: '1' });
    const home2 = await server.app.inject({
      method: 'GET',
      url: `/com/sso/wjdc/gotoWjdc?path=${home}`,
      headers,
    });
    expect(envelopeOf(home2).result).toBe('/dwpage/dwsy');
  });
});
