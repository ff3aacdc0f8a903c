import fc from 'fast-check';
import {
  INVALID_OPTION_MESSAGE,
  REQUIRED_CHOICE_MESSAGE,
  REQUIRED_TEXT_MESSAGE,
  SINGLE_CHOICE_MESSAGE,
  checkAnswers,
} from '../../../server/surveys/answers';
import type { Questionnaire } from '../../../server/surveys/model';
import { renderNoticePage, renderQuestionnairePage } from '../../../server/surveys/page';
import { hexContrast, pageColors } from '../../../server/surveys/pageTheme';
import {
  decodeReturnPath,
  encodeHexPath,
  routerPath,
  safeReturnPath,
} from '../../../server/surveys/returnPath';

const questionnaire: Questionnaire = {
  id: 'wj1',
  title: '问卷<script>alert(1)</script>',
  intro: '说明 & "引号"',
  questions: [
    {
      id: 'q1',
      kind: 'single',
      title: '性质',
      required: true,
      options: [
        { id: 'o1', label: '国企' },
        { id: 'o2', label: '民企' },
      ],
    },
    {
      id: 'q2',
      kind: 'multiple',
      title: '学历',
      required: true,
      options: [
        { id: 'o3', label: '本科' },
        { id: 'o4', label: '硕士' },
      ],
    },
    { id: 'q3', kind: 'text', title: '建议', required: false, options: [] },
    { id: 'q4', kind: 'multiple', title: '可选多选', required: false, options: [{ id: 'o5', label: '甲' }] },
  ],
};

describe('return paths', () => {
  it.each([
    ['/dwpage/dwsy', '/dwpage/dwsy'],
    ['/dwpage/zpxx/fbzpzw?id=1#top', '/dwpage/zpxx/fbzpzw?id=1#top'],
    ['/dwpage/', '/dwpage/'],
    ['/dwpage/a/../dwsy', '/dwpage/dwsy'],
    ['/dwpage/中文', '/dwpage/%E4%B8%AD%E6%96%87'],
  ])('keeps the same-origin app path %j', (path, expected) => {
    expect(safeReturnPath(path)).toBe(expected);
  });

  it.each([
    ['//evil.example/dwpage/', 'protocol-relative'],
    ['/\\evil.example', 'backslash read as slash'],
    ['https://evil.example/dwpage/', 'absolute URL'],
    ['javascript:alert(1)', 'script URL'],
    ['/dwpage', 'the base without its slash'],
    ['/dwpage/../pub/wtfk', 'climbing out of the base'],
    ['/dwpage/%2e%2e/pub', 'encoded climbing'],
    ['/pub/file/removeFile', 'another area'],
    ['/dwpage/\nLocation: x', 'header injection'],
    ['dwpage/dwsy', 'relative path'],
  ])('refuses %j (%s)', (path) => {
    expect(safeReturnPath(path)).toBeNull();
  });

  it('decodes the client’s hex encoding of UTF-8 bytes', () => {
    expect(decodeReturnPath(encodeHexPath('/dwpage/zpxx/fbzpzw?q=测试'))).toBe(
      '/dwpage/zpxx/fbzpzw?q=%E6%B5%8B%E8%AF%95',
    );
    expect(decodeReturnPath('2f64777061676' + '52f64777379')).toBe('/dwpage/dwsy');
  });

  it.each([
    ['odd length', '2f6'],
    ['not hex', 'zz'],
    ['invalid UTF-8', 'c328'],
    ['empty', ''],
    ['too long', '2f'.repeat(3000)],
    ['a foreign origin', encodeHexPath('https://evil.example/')],
  ])('refuses hex that is %s', (_label, hex) => {
    expect(decodeReturnPath(hex)).toBeNull();
  });

  it('never yields anything but a /dwpage/ path, for any string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (value) => {
        const safe = safeReturnPath(value);
        return safe === null || (safe.startsWith('/dwpage/') && !safe.startsWith('//'));
      }),
      { numRuns: 500 },
    );
  });

  it.each([
    ['/dwpage/zpxx/fbzpzw', '/zpxx/fbzpzw'],
    ['/dwpage/zpxx/fbzpzw/?a=1#b', '/zpxx/fbzpzw'],
    ['/zpxx/fbzpzw', '/zpxx/fbzpzw'],
    ['zpxx/fbzpzw', '/zpxx/fbzpzw'],
    ['/dwpage', '/'],
    ['/dwpage/', '/'],
  ])('reads the router path of %j as %j', (location, expected) => {
    expect(routerPath(location)).toBe(expected);
  });
});

describe('checkAnswers', () => {
  const complete = { q_q1: 'o1', q_q2: ['o3', 'o4'], q_q3: '  很好  ' };

  it('accepts a complete form, trimming text and leaving unanswered optional questions out', () => {
    expect(checkAnswers(questionnaire, complete)).toEqual({
      ok: true,
      answers: [
        { questionId: 'q1', optionIds: ['o1'], text: null },
        { questionId: 'q2', optionIds: ['o3', 'o4'], text: null },
        { questionId: 'q3', optionIds: [], text: '很好' },
      ],
    });
  });

  it.each([
    ['a missing single choice', { ...complete, q_q1: undefined }, 'q1', REQUIRED_CHOICE_MESSAGE],
    ['an empty multiple choice', { ...complete, q_q2: '' }, 'q2', REQUIRED_CHOICE_MESSAGE],
    ['two answers to a single choice', { ...complete, q_q1: ['o1', 'o2'] }, 'q1', SINGLE_CHOICE_MESSAGE],
    ['another question’s option', { ...complete, q_q1: 'o3' }, 'q1', INVALID_OPTION_MESSAGE],
    ['an invented option', { ...complete, q_q2: ['o3', 'x'] }, 'q2', INVALID_OPTION_MESSAGE],
    ['two texts for one question', { ...complete, q_q3: ['a', 'b'] }, 'q3', INVALID_OPTION_MESSAGE],
    ['markup in a text', { ...complete, q_q3: '<b>' }, 'q3', '系统监测到非法字符输入：<>，请重新输入!'],
    [
      'a text over 500 by the measure',
      { ...complete, q_q3: '中'.repeat(251) },
      'q3',
      '不能超过500个字符（中文算两个字符）',
    ],
  ])('reports %s next to its question and keeps what was entered', (_label, form, questionId, message) => {
    const check = checkAnswers(questionnaire, form);
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors).toEqual({ [questionId]: message });
    expect(check.values.q1).toEqual(form.q_q1 === undefined ? [] : [form.q_q1].flat());
  });

  it('requires text only when the question says so', () => {
    const required: Questionnaire = {
      ...questionnaire,
      questions: [{ id: 't', kind: 'text', title: '必填', required: true, options: [] }],
    };
    expect(checkAnswers(required, { q_t: '   ' })).toMatchObject({
      ok: false,
      errors: { t: REQUIRED_TEXT_MESSAGE },
    });
  });

  it('ignores fields that are not strings', () => {
    expect(checkAnswers(questionnaire, { ...complete, q_q1: { $ne: 1 } })).toMatchObject({
      ok: false,
      errors: { q1: REQUIRED_CHOICE_MESSAGE },
    });
  });
});

describe('the questionnaire page', () => {
  const html = renderQuestionnairePage({ questionnaire, ticket: 'T"x', themeColor: '#ffd400' });

  it('has no script and escapes every interpolated value', () => {
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('问卷&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(html).toContain('value="T&#34;x"');
    expect(html).toContain('说明 &#38; &#34;引号&#34;');
  });

  it('groups each choice question in a fieldset with a legend, and labels the text box', () => {
    expect(html.match(/<fieldset/g)).toHaveLength(3);
    expect(html.match(/<legend>/g)).toHaveLength(3);
    expect(html).toContain('<label class="question-title" for="a-q3">');
    expect(html).toContain('<textarea id="a-q3" name="q_q3"');
    expect(html.match(/type="radio" name="q_q1"[^>]*required/g)).toHaveLength(2);
    expect(html).toContain('<span class="sr-only">（必答）</span>');
  });

  it('lists errors at the top and marks the failing questions', () => {
    const withErrors = renderQuestionnairePage({
      questionnaire,
      ticket: 't',
      themeColor: null,
      values: { q1: [], q2: ['o4'], q3: ['原文'] },
      errors: { q1: REQUIRED_CHOICE_MESSAGE },
    });
    expect(withErrors).toContain('role="alert"');
    expect(withErrors).toContain(`<a href="#q-q1">第1题：${REQUIRED_CHOICE_MESSAGE}</a>`);
    expect(withErrors).toContain('<fieldset id="q-q1" aria-describedby="q-q1-error">');
    expect(withErrors).toMatch(/value="o4" checked/);
    expect(withErrors).toContain('>原文</textarea>');
  });

  it('renders a notice page with its way back', () => {
    const notice = renderNoticePage('问卷链接已失效', '请返回', { href: '/dwpage/', text: '返回系统' });
    expect(notice).toContain('<a href="/dwpage/">返回系统</a>');
    expect(notice).not.toMatch(/<script/i);
  });
});

describe('page colours', () => {
  it('keeps readable contrast for any school colour', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffff }), (value) => {
        const hex = `#${value.toString(16).padStart(6, '0')}`;
        const colors = pageColors(hex);
        return (
          colors.primary === hex &&
          hexContrast(colors.onPrimary, colors.primary) >= 4.5 &&
          hexContrast(colors.primaryText, '#ffffff') >= 4.5 &&
          hexContrast(colors.focusRing, '#ffffff') >= 3
        );
      }),
      { numRuns: 300 },
    );
  });

  it('falls back to the default colour for an invalid wzzsd', () => {
    expect(pageColors('red; } body { display:none').primary).toBe('#1e6fd9');
  });
});
