import {
  announcementFieldLabel,
  announcementQueueQuery,
  attachmentUrl,
} from '../../../features/announcements/school/schoolAnnouncementRules';

const query = (search: string) => announcementQueueQuery(new URLSearchParams(search));

describe('the school’s announcement queue address', () => {
  it('asks for pending announcements unless told otherwise', () => {
    expect(query('')).toEqual({ page: 1, size: 10, zt: '1', keyword: '' });
    expect(query('zt=5&keyword=招聘&flagged=1&size=20')).toEqual({
      page: 1,
      size: 20,
      zt: '5',
      keyword: '招聘',
      flagged: '1',
    });
    expect(query('zt=all').zt).toBe('');
    expect(query('zt=0').zt).toBe('1');
  });
});

describe('how an announcement reads', () => {
  it('downloads an attachment by its stored path, escaped', () => {
    expect(attachmentUrl('zpgg/202503/a b.pdf')).toBe(
      '/pub/file/downloadFile?path=zpgg%2F202503%2Fa%20b.pdf',
    );
  });

  it('names the fields the content check flags', () => {
    expect(announcementFieldLabel('ggnr')).toBe('公告内容');
    expect(announcementFieldLabel('ggbt')).toBe('公告标题');
  });
});
