import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { delay, http, HttpResponse } from 'msw';
import { expect, fireEvent, userEvent, waitFor } from 'storybook/test';
import type { Envelope } from '../../../contract/envelope';
import { FEEDBACK_PATH, FEEDBACK_SUCCESS_MESSAGE } from '../../../contract/feedback';
import { FILE_UPLOAD_PATH } from '../../../contract/files';
import { IssueFeedbackDialog } from '../../../features/feedback/IssueFeedbackDialog';
import IssueFeedbackScreen from '../../../features/feedback/screens/IssueFeedbackScreen';
import { Button } from '../../../ui/Button';
import { pngFile } from '../../fixtures/images';
import { ScreenRouter, landing, page, phoneGlobals, storeState } from '../support';

const routes = [
  { path: '/wtfk', element: <IssueFeedbackScreen /> },
  landing('/login/:xxdm/:mode'),
  landing('/'),
];

const meta = {
  title: 'Features/feedback/IssueFeedback',
  component: IssueFeedbackScreen,
  parameters: { layout: 'fullscreen', router: false, store: { preloadedState: storeState() } },
  render: () => <ScreenRouter routes={routes} at="/wtfk" />,
} satisfies Meta<typeof IssueFeedbackScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const refused = (code: number, message: string): Envelope<null> => ({ code, result: null, message });

const description = (canvas: Canvas) => canvas.getByRole('textbox', { name: '问题描述' });
const submit = (canvas: Canvas) => userEvent.click(canvas.getByRole('button', { name: '提交' }));

async function fillWithImage(canvas: Canvas, root: HTMLElement) {
  await userEvent.type(canvas.getByRole('textbox', { name: '联系方式' }), '13800000000');
  await userEvent.type(description(canvas), '发布职位时提示网络错误');
  await fireEvent.change(root.querySelector<HTMLInputElement>('input[type="file"]')!, {
    target: { files: [pngFile('报错截图.png')] },
  });
  await canvas.findByRole('button', { name: '预览第1张图片 报错截图.png' });
}

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '问题反馈', level: 1 })).toBeVisible();
    await expect(canvas.getByText('0/200')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '上传图片' })).toBeVisible();
  },
};

export const DescriptionRequired: Story = {
  play: async ({ canvas }) => {
    await submit(canvas);
    await expect(await canvas.findByText('请输入问题描述')).toBeVisible();
    await expect(description(canvas)).toHaveFocus();
  },
};

export const IllegalCharacters: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(description(canvas), '页面<报错>');
    await expect(await canvas.findByText(/^系统监测到非法字符输入：[<>]，请重新输入!$/)).toBeVisible();
    await expect(description(canvas)).toHaveValue('页面报错');
  },
};

export const Filled: Story = {
  play: async ({ canvas, canvasElement }) => {
    await fillWithImage(canvas, canvasElement);
    await expect(canvas.getByText('22/200')).toBeVisible();
  },
};

export const Submitting: Story = {
  parameters: { msw: { handlers: [http.post(FEEDBACK_PATH, async () => delay('infinite'))] } },
  play: async ({ canvas, canvasElement }) => {
    await fillWithImage(canvas, canvasElement);
    await submit(canvas);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: '提交' })).toHaveAttribute('aria-busy', 'true'),
    );
    await expect(canvas.getByRole('button', { name: '上传图片' })).toBeDisabled();
  },
};

export const UploadFails: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(FILE_UPLOAD_PATH, () =>
          HttpResponse.json(
            refused(400, '文件“报错截图.png”不是允许的图片格式，请上传 JPG、PNG、GIF 或 WEBP 图片'),
          ),
        ),
      ],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await fillWithImage(canvas, canvasElement);
    await submit(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('第1张图片“报错截图.png”上传失败');
    await expect(description(canvas)).toHaveValue('发布职位时提示网络错误');
    await expect(canvas.getByRole('button', { name: '预览第1张图片 报错截图.png' })).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: {
    msw: {
      handlers: [http.post(FEEDBACK_PATH, () => HttpResponse.json(refused(500, '服务器繁忙，请稍后再试')))],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.type(description(canvas), '无法上传营业执照');
    await submit(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      '服务器繁忙，请稍后再试。已填写的内容和选择的图片均已保留，请稍后重试。',
    );
  },
};

/** Opened directly (no page to go back to) by a visitor: after the thanks it goes to the login. */
export const Success: Story = {
  play: async ({ canvas, canvasElement }) => {
    await fillWithImage(canvas, canvasElement);
    await submit(canvas);
    await expect(await page().findByText(FEEDBACK_SUCCESS_MESSAGE)).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: '到达 /login/:xxdm/:mode' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: phoneGlobals,
  parameters: { store: { preloadedState: storeState({ phone: true }) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '问题反馈', level: 1 })).toBeVisible();
    await submit(canvas);
    await expect(await canvas.findByText('请填写问题描述')).toBeVisible();
    await userEvent.type(description(canvas), '手机上无法查看简历');
    await submit(canvas);
    await expect(await page().findByText(FEEDBACK_SUCCESS_MESSAGE)).toBeVisible();
  },
};

function DialogDemo() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>问题反馈</Button>
      <IssueFeedbackDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}

/** As the shell and the login pages open it: a modal that closes after the thanks. */
export const Dialog: Story = {
  parameters: { layout: 'padded' },
  render: () => <ScreenRouter routes={[{ path: '/', element: <DialogDemo /> }]} at="/" />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '问题反馈' }));
    const dialog = await page().findByRole('dialog', { name: '问题反馈' });
    await userEvent.type(page().getByRole('textbox', { name: '问题描述' }), '无法预约展位');
    await userEvent.click(page().getByRole('button', { name: '提交' }));
    await expect(await page().findByText(FEEDBACK_SUCCESS_MESSAGE)).toBeVisible();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};
