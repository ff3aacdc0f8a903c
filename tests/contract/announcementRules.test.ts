import type { AnnouncementDraft } from '../../contract/announcements';
import {
  announcementText,
  announcementTextLength,
  announcementWordingFields,
  checkAnnouncement,
} from '../../contract/announcementRules';
import { checkRecruitmentWording } from '../../contract/recruitmentWording';

const context = { today: '2026-11-25' };

const complete: AnnouncementDraft = {
  ggbt: '2027届春季校园招聘简章',
  ggnr: '<h2>公司简介</h2><p>我们是一家软件公司。</p><table><tbody><tr><th>岗位</th><th>人数</th></tr><tr><td>Java开发</td><td>5</td></tr></tbody></table>',
  fj: [{ path: 'zpgg/202611/a.pdf', name: '招聘简章.pdf' }],
  glzw: ['zw0001'],
  kssj: '2026-11-25',
  jssj: '2026-12-31',
  nrsm: '',
};

const submit = (draft: Partial<AnnouncementDraft>) =>
  checkAnnouncement({ ...complete, ...draft }, context, { submitting: true });
const save = (draft: Partial<AnnouncementDraft>) =>
  checkAnnouncement({ ...complete, ...draft }, context, { submitting: false });

describe('checkAnnouncement', () => {
  it('accepts a complete announcement', () => {
    expect(submit({})).toEqual({});
  });

  it('saves a draft with only a title, and asks for everything at submission', () => {
    const empty = { ggnr: '', fj: [], glzw: [], kssj: '', jssj: '' };
    expect(save(empty)).toEqual({});
    expect(submit(empty)).toEqual({
      ggnr: '请输入公告内容',
      kssj: '请选择有效期开始日期',
      jssj: '请选择有效期结束日期',
    });
    expect(save({ ...empty, ggbt: '  ' })).toEqual({ ggbt: '请输入公告标题' });
  });

  it('counts a body of only empty paragraphs and images as no text', () => {
    expect(submit({ ggnr: '<p></p><p> </p><img src="/pub/file/previewFile?path=zpgg%2Fa.png">' }).ggnr).toBe(
      '请输入公告内容',
    );
  });

  it.each([
    ['a title over 100 characters', { ggbt: '招'.repeat(101) }, 'ggbt', '公告标题不能超过100个字'],
    ['illegal characters in the title', { ggbt: '招聘"简章"' }, 'ggbt', '存在非法字符"，请重新输入！'],
    [
      'a body text over the limit',
      { ggnr: `<p>${'招'.repeat(10_001)}</p>` },
      'ggnr',
      '公告内容不能超过20000个字符（中文算两个）',
    ],
    [
      'a body whose markup is over 200 KB',
      { ggnr: `<p>招聘</p>${'<p><strong></strong></p>'.repeat(10_000)}` },
      'ggnr',
      '公告内容的格式过多（如表格、图片），请精简后再保存',
    ],
    [
      'six attachments',
      { fj: Array.from({ length: 6 }, (_, index) => ({ path: `zpgg/${index}.pdf`, name: `${index}.pdf` })) },
      'fj',
      '附件最多5个',
    ],
    ['one attachment twice', { fj: [complete.fj[0]!, complete.fj[0]!] }, 'fj', '附件重复'],
    [
      'an attachment without a path',
      { fj: [{ path: ' ', name: 'a.pdf' }] },
      'fj',
      '附件路径无效，请重新上传',
    ],
    [
      '51 linked positions',
      { glzw: Array.from({ length: 51 }, (_, index) => `zw${index}`) },
      'glzw',
      '关联职位最多50个',
    ],
    ['a position linked twice', { glzw: ['zw1', 'zw1'] }, 'glzw', '关联职位重复'],
    ['an end in the past', { jssj: '2026-11-24' }, 'jssj', '结束日期不能早于今天'],
    ['an end more than a year ahead', { jssj: '2027-11-26' }, 'jssj', '结束日期不能晚于一年之后'],
    ['a start after the end', { kssj: '2026-12-01', jssj: '2026-11-30' }, 'kssj', '开始日期不能晚于结束日期'],
    ['a date that does not exist', { kssj: '2026-02-30' }, 'kssj', '开始日期格式不正确'],
    [
      'an explanation over 200 Chinese characters',
      { nrsm: '说'.repeat(201) },
      'nrsm',
      '内容说明不能超过200个汉字',
    ],
  ] as const)('refuses %s', (_, change, field, message) => {
    expect(save(change as Partial<AnnouncementDraft>)[field]).toBe(message);
    expect(submit(change as Partial<AnnouncementDraft>)[field]).toBe(message);
  });

  it('accepts an end exactly a year ahead and a start in the past (a running campaign)', () => {
    expect(submit({ kssj: '2026-09-01', jssj: '2027-11-25' })).toEqual({});
  });
});

describe('announcementText', () => {
  it('reads blocks as lines and cells apart, without markup, scripts or entities', () => {
    expect(
      announcementText(
        '<h2>岗位&amp;待遇</h2><p>月薪&nbsp;8000<br>五险一金</p><script>alert(1)</script>' +
          '<table><tr><th>岗位</th><th>人数</th></tr><tr><td>测试</td><td>2</td></tr></table><p>&#24191;&#x5DDE;</p>',
      ),
    ).toBe('岗位&待遇\n月薪 8000\n五险一金\n岗位 人数\n测试 2\n广州');
  });

  it('measures with the spec measure, whitespace runs as one space', () => {
    expect(announcementTextLength('Java 工程师')).toBe(11);
    expect(announcementTextLength('Java\n\n  工程师 ')).toBe(11);
  });

  it('gives the content check the title and the body text, so flagged words in a table are found', () => {
    const flags = checkRecruitmentWording(
      announcementWordingFields({
        ggbt: '校园招聘',
        ggnr: '<table><tr><td>要求</td><td>限男性</td></tr></table>',
      }),
    );
    expect(flags).toEqual([{ field: 'ggnr', category: 'gender', words: ['限男性'] }]);
  });
});
