import {
  carouselReducer,
  initialCarousel,
  isRunning,
  type CarouselState,
} from '../../../features/homepage/carousel';
import { monthOf, shiftMonth } from '../../../features/homepage/calendarMonth';
import { descriptionOf, documentTitleOf } from '../../../features/homepage/pageMeta';
import { contentImageSrc, publicSiteOf, sitePageHref } from '../../../features/homepage/publicSite';

describe('the banner carousel', () => {
  const three = initialCarousel(3, false);

  it('advances on each tick and wraps around, both ways', () => {
    const ticked = [1, 2, 3].reduce<CarouselState>(
      (state) => carouselReducer(state, { type: 'tick' }),
      three,
    );
    expect(ticked.index).toBe(0);
    expect(carouselReducer(three, { type: 'previous' }).index).toBe(2);
    expect(carouselReducer(three, { type: 'show', index: 4 }).index).toBe(1);
  });

  it('stands still while any reason pauses it, and runs again once every reason is gone', () => {
    const hovered = carouselReducer(three, { type: 'pause', reason: 'hover' });
    const focused = carouselReducer(hovered, { type: 'pause', reason: 'focus' });
    expect(carouselReducer(focused, { type: 'tick' }).index).toBe(0);
    const left = carouselReducer(focused, { type: 'resume', reason: 'hover' });
    expect(isRunning(left)).toBe(false);
    expect(isRunning(carouselReducer(left, { type: 'resume', reason: 'focus' }))).toBe(true);
  });

  it('starts paused when reduced motion is asked for, and never runs with one slide', () => {
    expect(isRunning(initialCarousel(3, true))).toBe(false);
    expect(isRunning(initialCarousel(1, false))).toBe(false);
    // The buttons still move it by hand.
    expect(carouselReducer(initialCarousel(3, true), { type: 'next' }).index).toBe(1);
  });

  it('keeps its slide within a shorter list', () => {
    const last = carouselReducer(three, { type: 'show', index: 2 });
    expect(carouselReducer(last, { type: 'count', count: 2 }).index).toBe(0);
  });
});

describe('the calendar’s months', () => {
  it.each([
    ['2026-12', 1, '2027-01'],
    ['2027-01', -1, '2026-12'],
    ['2026-05', 0, '2026-05'],
  ])('%s moved by %i is %s', (month, by, expected) => {
    expect(shiftMonth(month, by)).toBe(expected);
  });
  it('takes the month of a date', () => expect(monthOf('2026-11-26')).toBe('2026-11'));
});

describe('page titles, descriptions and addresses', () => {
  it('names the page then the site, the homepage by the site alone', () => {
    expect(documentTitleOf({ title: '招聘职位', siteName: '测试大学就业网' })).toBe(
      '招聘职位 - 测试大学就业网',
    );
    expect(documentTitleOf({ title: '测试大学就业网', siteName: '测试大学就业网' })).toBe('测试大学就业网');
  });

  it('cuts a description at 120 characters with an ellipsis', () => {
    expect(descriptionOf('  通知\n正文  ')).toBe('通知 正文');
    const long = descriptionOf('字'.repeat(200));
    expect(long).toHaveLength(120);
    expect(long.endsWith('…')).toBe(true);
  });

  it('builds the site’s addresses and image sources', () => {
    const site = publicSiteOf('00001');
    expect(sitePageHref(site, 'home')).toBe('/site/00001/');
    expect(sitePageHref(site, 'notices', 'a b')).toBe('/site/00001/tzgg/a%20b');
    expect(contentImageSrc('zpgg/2026/x.png')).toBe('/pub/file/previewFile?path=zpgg%2F2026%2Fx.png');
    expect(contentImageSrc('/dwpage/homepage/banner-1.svg')).toBe('/dwpage/homepage/banner-1.svg');
  });
});
