import { bannerActiveOn, checkBanner, checkLink, checkNotice, isAllowedLink } from '../../contract/homepage';

describe('site content rules (console form and server alike)', () => {
  it.each([
    ['https://www.ncss.cn/', true],
    ['/dwpage/', true],
    ['//evil.example.com', false],
    ['javascript:alert(1)', false],
    ['ftp://x', false],
    ['', false],
  ])('a link to %s allowed: %s', (href, allowed) => {
    expect(isAllowedLink(href)).toBe(allowed);
  });

  it('shows a banner only within its dates, open ends open', () => {
    expect(bannerActiveOn({ ksrq: '2026-11-01', jsrq: '2026-11-30' }, '2026-11-30')).toBe(true);
    expect(bannerActiveOn({ ksrq: '2026-11-01', jsrq: '2026-11-30' }, '2026-12-01')).toBe(false);
    expect(bannerActiveOn({ ksrq: '', jsrq: '' }, '2030-01-01')).toBe(true);
  });

  it('names every problem of a banner and a link in the form’s words', () => {
    expect(checkBanner({ bt: '', tp: '', lj: 'x', px: 1.5, ksrq: '2026-12-02', jsrq: '2026-12-01' })).toEqual(
      {
        bt: '请输入轮播图标题',
        tp: '请上传轮播图片',
        lj: '链接应以 http://、https:// 或 / 开头',
        px: '排序应为0到999之间的整数',
        jsrq: '结束日期不能早于开始日期',
      },
    );
    expect(checkLink({ lx: '1', mc: '单位登录', lj: '/dwpage/', px: 0 })).toEqual({});
  });

  it('counts an image-only body as content', () => {
    const notice = { lmid: 'c', bt: '标题', fj: [], zd: '0' as const, fbsj: '2026-11-26 08:00:00' };
    expect(
      checkNotice({ ...notice, nr: '<p><img src="/pub/file/previewFile?path=zpgg/a.png"></p>' }),
    ).toEqual({});
    expect(checkNotice({ ...notice, nr: '<p> </p>' })).toEqual({ nr: '请输入内容' });
  });
});
