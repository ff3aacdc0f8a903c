import { act, screen } from '@testing-library/react';
import type { Banner } from '../../../contract/homepage';
import { CAROUSEL_INTERVAL_MS } from '../../../features/homepage/carousel';
import { BannerCarousel } from '../../../features/homepage/components/BannerCarousel';
import { renderWithProviders } from '../../setup/renderWithProviders';

const banners: Banner[] = [
  {
    id: 'a',
    bt: '秋季双选会',
    tp: '/dwpage/homepage/banner-1.svg',
    lj: '/site/00000/zph',
    px: 0,
    ksrq: '',
    jsrq: '',
  },
  { id: 'b', bt: '名企宣讲会', tp: 'zpgg/2026/b.png', lj: '', px: 1, ksrq: '', jsrq: '' },
];

const slide = (index: number) => {
  const element = document.querySelectorAll('[aria-roledescription="幻灯片"]')[index - 1];
  if (element === undefined) throw new Error(`no slide ${String(index)}`);
  return element;
};

describe('BannerCarousel', () => {
  afterEach(() => jest.useRealTimers());

  it('moves between slides with its buttons and dots, one slide shown at a time', async () => {
    const { user } = renderWithProviders(<BannerCarousel banners={banners} />);
    expect(slide(1)).toHaveAttribute('aria-hidden', 'false');
    expect(slide(2)).toHaveAttribute('aria-hidden', 'true');
    await user.click(screen.getByRole('button', { name: '下一张' }));
    expect(slide(2)).toHaveAttribute('aria-hidden', 'false');
    expect(slide(2).querySelector('img')).toHaveAttribute(
      'src',
      '/pub/file/previewFile?path=zpgg%2F2026%2Fb.png',
    );
    await user.click(screen.getByRole('button', { name: '显示第1张：秋季双选会' }));
    expect(slide(1)).toHaveAttribute('aria-hidden', 'false');
  });

  it('advances by itself, but not while the visitor stopped it', () => {
    jest.useFakeTimers();
    renderWithProviders(<BannerCarousel banners={banners} />);
    act(() => jest.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
    expect(slide(2)).toHaveAttribute('aria-hidden', 'false');
    act(() => screen.getByRole('button', { name: '暂停' }).click());
    act(() => jest.advanceTimersByTime(CAROUSEL_INTERVAL_MS * 3));
    expect(slide(2)).toHaveAttribute('aria-hidden', 'false');
    expect(screen.getByRole('button', { name: '播放' })).toBeInTheDocument();
  });

  it('shows nothing without banners', () => {
    const { container } = renderWithProviders(<BannerCarousel banners={[]} />);
    expect(container.querySelector('[data-ui="banner-carousel"]')).toBeNull();
  });
});
