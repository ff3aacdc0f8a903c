import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { siteContentPaths } from '../../../contract/homepage';
import LookScreen from '../../../features/siteContent/screens/LookScreen';
import { LOOK_PAGE } from '../../../features/siteContent/siteContentPages';
import { neverAnswers, serverFailure } from '../../mocks/handlers/console';
import { page, phoneGlobals } from '../support';
import { slow } from '../console/consoleSupport';
import { contentScreen, phoneState } from './siteContentSupport';

const meta = {
  title: 'Features/siteContent/Look',
  component: LookScreen,
  ...contentScreen(LOOK_PAGE),
} satisfies Meta<typeof LookScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const lookForm = async (root: HTMLElement) =>
  within(await within(root).findByRole('form', { name: '模板与标志' }, slow));

/** The template chosen, no logo yet, the footer's lines. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const form = await lookForm(canvasElement);
    await expect(form.getByRole('radio', { name: '经典（通知在前）' })).toBeChecked();
    await expect(form.getByRole('textbox', { name: '页脚电话' })).toHaveValue('010-12345678');
    await expect(form.getByRole('button', { name: '上传标志' })).toBeVisible();
  },
};

/** Another template and a new footer line, saved. */
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const form = await lookForm(canvasElement);
    await userEvent.click(form.getByRole('radio', { name: '招聘优先（职位在前）' }));
    const phone = form.getByRole('textbox', { name: '页脚电话' });
    await userEvent.clear(phone);
    await userEvent.type(phone, '010-88889999');
    await userEvent.click(form.getByRole('button', { name: '保存' }));
    await expect(await page().findByText('保存成功，首页下次打开时生效', {}, slow)).toBeVisible();
    await expect(form.getByRole('radio', { name: '招聘优先（职位在前）' })).toBeChecked();
  },
};

/** The server refuses: the form says why and keeps what was typed. */
export const Refused: Story = {
  parameters: {
    ...contentScreen(LOOK_PAGE).parameters,
    msw: { handlers: [serverFailure('post', siteContentPaths.saveLook)] },
  },
  play: async ({ canvasElement }) => {
    const form = await lookForm(canvasElement);
    await userEvent.click(form.getByRole('button', { name: '保存' }));
    await expect(await form.findByRole('alert', {}, slow)).toHaveTextContent('服务器繁忙，请稍后再试');
  },
};

export const Loading: Story = {
  parameters: {
    ...contentScreen(LOOK_PAGE).parameters,
    msw: { handlers: [neverAnswers('get', siteContentPaths.look)] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('网站模板加载中')).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  parameters: {
    ...contentScreen(LOOK_PAGE).parameters,
    msw: { handlers: [serverFailure('get', siteContentPaths.look)] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, slow)).toHaveTextContent('网站模板加载失败');
  },
};

export const Phone: Story = {
  globals: phoneGlobals,
  parameters: phoneState,
  play: async ({ canvasElement }) => {
    await expect(await lookForm(canvasElement)).toBeDefined();
  },
};
