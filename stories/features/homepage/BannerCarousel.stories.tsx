import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { CAROUSEL_INTERVAL_MS } from '../../../features/homepage/carousel';
import { BannerCarousel } from '../../../features/homepage/components/BannerCarousel';
import { mockHomepage } from '../../mocks/handlers/homepage';
import { phoneSite } from './homepageStories';

const banners = mockHomepage().lbt;

const meta = {
  title: 'Features/homepage/Blocks/BannerCarousel',
  component: BannerCarousel,
  args: { banners },
} satisfies Meta<typeof BannerCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** The dot of a slide says which one shows (aria-current). */
const dot = (canvas: Canvas, index: number) =>
  canvas.getByRole('button', { name: `显示第${index + 1}张：${banners[index]!.bt}` });

const showing = async (canvas: Canvas, index: number, timeout = 1000) =>
  waitFor(() => expect(dot(canvas, index)).toHaveAttribute('aria-current', 'true'), { timeout });

/** A little more than one interval: long enough for a slide change that must not come. */
const oneInterval = () => new Promise((resolve) => setTimeout(resolve, CAROUSEL_INTERVAL_MS + 500));

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Starts the carousel (the runner asks for reduced motion, so it starts stopped), focus and pointer away. */
async function start(canvas: Canvas) {
  const carousel = canvas.getByRole('region', { name: '焦点图' });
  const play = canvas.queryByRole('button', { name: '播放' });
  if (play !== null) await userEvent.click(play);
  await expect(canvas.getByRole('button', { name: '暂停' })).toBeVisible();
  await userEvent.unhover(carousel);
  (document.activeElement as HTMLElement | null)?.blur();
  return carousel;
}

/** The first slide shows with its text as the image's name; the others are hidden from everyone. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: banners[0]!.bt })).toBeVisible();
    await expect(canvas.queryByRole('img', { name: banners[1]!.bt })).toBeNull();
    await showing(canvas, 0);
    await expect(canvas.getByRole('link')).toHaveAttribute('href', banners[0]!.lj);
  },
};

/** With reduced motion asked for, nothing moves on its own: 播放 starts it. */
export const ReducedMotion: Story = {
  play: async ({ canvas }) => {
    if (!reducedMotion()) return;
    await expect(canvas.getByRole('button', { name: '播放' })).toBeVisible();
    await oneInterval();
    await showing(canvas, 0);
  },
};

/** Once started it advances on its own, and stops while focus is inside it. */
export const AdvancesAndPausesOnFocus: Story = {
  play: async ({ canvas }) => {
    await start(canvas);
    await showing(canvas, 1, CAROUSEL_INTERVAL_MS + 3000);
    dot(canvas, 1).focus();
    await oneInterval();
    await showing(canvas, 1);
  },
};

/** The pointer over it holds the slide; leaving lets it go on. */
export const PausesOnHover: Story = {
  play: async ({ canvas }) => {
    const carousel = await start(canvas);
    await userEvent.hover(carousel);
    await oneInterval();
    await showing(canvas, 0);
    await userEvent.unhover(carousel);
    await showing(canvas, 1, CAROUSEL_INTERVAL_MS + 3000);
  },
};

/** Tab reaches the slide's link and the controls; Enter, Space and the arrow keys change the slide. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link')).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '上一张' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await showing(canvas, 2);
    await userEvent.keyboard('{ArrowRight}');
    await showing(canvas, 0);
    await userEvent.keyboard('{ArrowLeft}');
    await showing(canvas, 2);
    await userEvent.tab();
    await userEvent.tab();
    await expect(dot(canvas, 1)).toHaveFocus();
    await userEvent.keyboard(' ');
    await showing(canvas, 1);
    // The slide without a link has nothing to focus: the next Tab goes on to the controls.
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** One banner: no controls, nothing moves. */
export const Single: Story = {
  args: { banners: banners.slice(0, 1) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: banners[0]!.bt })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** No banners: the block is left out rather than an empty frame. */
export const Empty: Story = {
  args: { banners: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-ui="banner-carousel"]')).toBeNull();
  },
};

export const Phone: Story = {
  ...phoneSite,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: banners[0]!.bt })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '下一张' })).toBeVisible();
  },
};
