import type { AnnouncementDetail } from '../../../contract/announcements';
import { WORDING_EXPLANATION_REQUIRED } from '../../../contract/recruitmentWording';
import {
  ATTACHMENTS_FAILED,
  ATTACHMENTS_UPLOADING,
  announcementFormProblems,
  downloadHrefOf,
  formFromAnnouncement,
  imageSourceOf,
  isAnnouncementImageSource,
  newAnnouncementForm,
  serverFieldOf,
  toAnnouncementDraft,
  wordingFlagsOf,
  wordingMessagesOf,
  type AnnouncementFormValues,
} from '../../../features/announcements/employer/announcementForm';

const today = '2026-11-25';

const filled: AnnouncementFormValues = {
  title: ' 2027届春季校园招聘简章 ',
  body: '<h2>公司简介</h2><p>软件公司，招聘开发工程师。</p>',
  attachments: [{ uid: 'a', name: '简章.pdf', status: 'done', result: 'zpgg/202611/a.pdf' }],
  linkedPositionIds: ['zw0003'],
  validity: ['2026-11-25', '2026-12-25'],
  explanation: '',
};

describe('the form and the wire', () => {
  it('starts a new announcement valid from today for 30 days, empty otherwise', () => {
    expect(newAnnouncementForm(today)).toEqual({
      title: '',
      body: '',
      attachments: [],
      linkedPositionIds: [],
      validity: ['2026-11-25', '2026-12-25'],
      explanation: '',
    });
  });

  it('sends trimmed text and only the attachments that are stored', () => {
    const draft = toAnnouncementDraft(
      {
        ...filled,
        explanation: ' 体力岗位 ',
        attachments: [
          ...filled.attachments,
          { uid: 'b', name: '上传中.pdf', status: 'uploading' },
          { uid: 'c', name: '失败.pdf', status: 'error', error: '网络错误' },
        ],
      },
      'gg0001',
    );
    expect(draft).toEqual({
      id: 'gg0001',
      ggbt: '2027届春季校园招聘简章',
      ggnr: filled.body,
      fj: [{ path: 'zpgg/202611/a.pdf', name: '简章.pdf' }],
      glzw: ['zw0003'],
      kssj: '2026-11-25',
      jssj: '2026-12-25',
      nrsm: '体力岗位',
    });
    expect(toAnnouncementDraft(filled)).not.toHaveProperty('id');
  });

  it('edits a saved announcement with its attachments as stored files and its positions by id', () => {
    const saved = {
      id: 'gg0001',
      ggbt: '简章',
      ggnr: '<p>正文</p>',
      fj: [{ path: 'zpgg/1.pdf', name: '简章.pdf' }],
      glzw: [{ id: 'zw0003', zwmc: 'Java 后端开发工程师' }],
      kssj: '2026-11-01',
      jssj: '2026-12-01',
      nrsm: '说明',
    } as AnnouncementDetail;
    const values = formFromAnnouncement(saved);
    expect(values).toEqual({
      title: '简章',
      body: '<p>正文</p>',
      attachments: [{ uid: 'zpgg/1.pdf', name: '简章.pdf', status: 'done', result: 'zpgg/1.pdf' }],
      linkedPositionIds: ['zw0003'],
      validity: ['2026-11-01', '2026-12-01'],
      explanation: '说明',
    });
    expect(toAnnouncementDraft(values, 'gg0001')).toEqual({
      id: 'gg0001',
      ggbt: '简章',
      ggnr: '<p>正文</p>',
      fj: [{ path: 'zpgg/1.pdf', name: '简章.pdf' }],
      glzw: ['zw0003'],
      kssj: '2026-11-01',
      jssj: '2026-12-01',
      nrsm: '说明',
    });
  });
});

describe('announcementFormProblems', () => {
  it('maps the rules to the form fields: a draft needs a title, a submission everything', () => {
    const bare = { ...newAnnouncementForm(today), validity: ['', ''] as [string, string] };
    expect(announcementFormProblems(bare, today, { submitting: false })).toEqual({ title: '请输入公告标题' });
    expect(announcementFormProblems({ ...bare, title: '简章' }, today, { submitting: true })).toEqual({
      body: '请输入公告内容',
      validity: '请选择有效期开始日期',
    });
    expect(announcementFormProblems(filled, today, { submitting: true })).toEqual({});
  });

  it('holds the save while an attachment uploads or after one failed', () => {
    const uploading = { ...filled, attachments: [{ uid: 'b', name: 'b.pdf', status: 'uploading' as const }] };
    expect(announcementFormProblems(uploading, today, { submitting: false }).attachments).toBe(
      ATTACHMENTS_UPLOADING,
    );
    const failed = { ...filled, attachments: [{ uid: 'c', name: 'c.pdf', status: 'error' as const }] };
    expect(announcementFormProblems(failed, today, { submitting: false }).attachments).toBe(
      ATTACHMENTS_FAILED,
    );
  });

  it('asks for an explanation when flagged wording goes to review, not for a draft', () => {
    const flagged = { ...filled, body: '<p>限男性，能适应出差。</p>' };
    expect(announcementFormProblems(flagged, today, { submitting: false })).toEqual({});
    expect(announcementFormProblems(flagged, today, { submitting: true })).toEqual({
      explanation: WORDING_EXPLANATION_REQUIRED,
    });
    expect(
      announcementFormProblems({ ...flagged, explanation: '岗位需长期野外作业' }, today, {
        submitting: true,
      }),
    ).toEqual({});
  });

  it('says at each field which words the content check flags', () => {
    const flags = wordingFlagsOf({
      title: '985高校优先',
      body: '<table><tr><td>限本地户口</td></tr></table>',
    });
    expect(wordingMessagesOf(flags)).toEqual({
      title: '含有限制“学校层次”的用语：985。请修改，或在“内容说明”中向审核老师说明理由',
      body: '含有限制“户籍”的用语：限本地户口。请修改，或在“内容说明”中向审核老师说明理由',
    });
  });
});

describe('serverFieldOf', () => {
  it.each([
    ['公告标题不能超过100个字', 'title'],
    ['公告内容含有限制“性别”的用语：限男性。请修改，或在“内容说明”中向审核老师说明理由', 'body'],
    ['结束日期不能早于今天', 'validity'],
    ['开始日期不能晚于结束日期', 'validity'],
    ['附件不存在或已失效，请重新上传', 'attachments'],
    ['关联职位不存在或未发布，请重新选择', 'linkedPositionIds'],
    ['参数 glzw 长度超出限制', 'linkedPositionIds'],
    ['参数 ggnr 不能为空', 'body'],
    ['内容说明：存在非法字符"，请重新输入！', 'explanation'],
  ])('%s -> %s', (message, field) => {
    expect(serverFieldOf(message)).toBe(field);
  });

  it('names no field for a refusal about the whole announcement', () => {
    expect(serverFieldOf('状态已发生变化，请刷新后重试')).toBeNull();
    expect(serverFieldOf('参数 xyz 格式不正确')).toBeNull();
  });
});

describe('file addresses', () => {
  it('shows body images from this server’s preview and only keeps those', () => {
    expect(imageSourceOf('zpgg/202611/3f9a.png')).toBe('/pub/file/previewFile?path=zpgg/202611/3f9a.png');
    expect(imageSourceOf('zpgg/a b&c.png')).toBe('/pub/file/previewFile?path=zpgg%2Fa%20b%26c.png');
    expect(isAnnouncementImageSource('/pub/file/previewFile?path=zpgg/1.png')).toBe(true);
    expect(isAnnouncementImageSource('https://elsewhere.example.com/1.png')).toBe(false);
    expect(downloadHrefOf('zpgg/202611/a.pdf')).toBe('/pub/file/downloadFile?path=zpgg/202611/a.pdf');
  });
});
