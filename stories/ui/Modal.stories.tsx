import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../ui/Button';
import { FeedbackHost, resetFeedback } from '../../ui/Feedback';
import { Modal, modal, showResult, type DialogKind, type ModalProps } from '../../ui/Modal';

const page = () => within(document.body);
const mask = () => document.querySelector<HTMLElement>('[data-ui="modal-mask"]')!;

const contactForm = (
  <div style={{ display: 'grid', gap: 12 }}>
    <label style={{ display: 'grid', gap: 4 }}>
      联系人姓名
      <input defaultValue="张老师" style={{ height: 32, padding: '0 8px' }} />
    </label>
    <label style={{ display: 'grid', gap: 4 }}>
      联系电话
      <input defaultValue="13800138000" style={{ height: 32, padding: '0 8px' }} />
    </label>
  </div>
);

/** A page button that opens the modal, so focus has somewhere to return to. */
function ModalDemo(props: ModalProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>编辑联系人</Button>
      <Modal
        {...props}
        open={open}
        onOk={() => {
          props.onOk?.();
          setOpen(false);
        }}
        onCancel={() => {
          props.onCancel?.();
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'UI/Modal',
  component: Modal,
  args: {
    open: false,
    title: '编辑联系人',
    children: contactForm,
    onOk: fn(),
    onCancel: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['desktop', 'phone'] },
    phoneLayout: { control: 'inline-radio', options: ['center', 'sheet'] },
    role: { control: 'inline-radio', options: ['dialog', 'alertdialog'] },
    children: { control: false },
    footer: { control: false },
  },
  render: (args) => <ModalDemo {...args} />,
  beforeEach: () => resetFeedback,
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '编辑联系人' }));
    const dialog = await page().findByRole('dialog', { name: '编辑联系人' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await userEvent.click(page().getByRole('button', { name: '确定' }));
    await expect(args.onOk).toHaveBeenCalledTimes(1);
    await expect(page().queryByRole('dialog')).toBeNull();
  },
};

export const Open: Story = { args: { open: true } };

export const TrapsAndReturnsFocus: Story = {
  play: async ({ canvas }) => {
    const opener = canvas.getByRole('button', { name: '编辑联系人' });
    await userEvent.click(opener);
    const dialog = await page().findByRole('dialog', { name: '编辑联系人' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '关闭' })).toHaveFocus());
    await userEvent.tab();
    await expect(within(dialog).getByRole('textbox', { name: '联系人姓名' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: '确定' })).toHaveFocus();
    // Past the last button, Tab wraps to the first control instead of leaving the dialog.
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: '关闭' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(within(dialog).getByRole('button', { name: '确定' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(page().queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const ClosesOnMaskAndCloseButton: Story = {
  play: async ({ canvas, args }) => {
    const opener = canvas.getByRole('button', { name: '编辑联系人' });
    await userEvent.click(opener);
    await page().findByRole('dialog');
    await fireEvent.click(mask());
    await expect(page().queryByRole('dialog')).toBeNull();
    await userEvent.click(opener);
    await userEvent.click(await page().findByRole('button', { name: '关闭' }));
    await expect(page().queryByRole('dialog')).toBeNull();
    await expect(args.onCancel).toHaveBeenCalledTimes(2);
  },
};

export const NotDismissible: Story = {
  args: { open: true, dismissible: false, title: '请确认单位信息', children: '提交前请确认单位信息无误。' },
  play: async ({ args }) => {
    const dialog = await page().findByRole('dialog', { name: '请确认单位信息' });
    await userEvent.keyboard('{Escape}');
    await fireEvent.click(mask());
    await expect(dialog).toBeInTheDocument();
    await expect(within(dialog).queryByRole('button', { name: '关闭' })).toBeNull();
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const CustomTextsAndLoading: Story = {
  args: { open: true, okText: '保存', cancelText: '放弃修改', okLoading: true },
  play: async ({ args }) => {
    const save = await page().findByRole('button', { name: '保存' });
    await expect(save).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(save);
    await expect(args.onOk).not.toHaveBeenCalled();
    await expect(page().getByRole('button', { name: '放弃修改' })).toBeVisible();
  },
};

export const Wide: Story = {
  args: { open: true, width: 720, title: '职位详情', children: '宽度可以是像素数，也可以是任意 CSS 长度。' },
  play: async () => {
    const dialog = await page().findByRole('dialog', { name: '职位详情' });
    await expect(dialog.getBoundingClientRect().width).toBe(720);
  },
};

export const LongContent: Story = {
  args: {
    open: true,
    title: '用户协议',
    okText: '同意',
    children: Array.from({ length: 30 }, (_, index) => (
      <p key={index}>第{index + 1}条：单位应如实填写招聘信息，不得发布虚假、歧视性内容。</p>
    )),
  },
  play: async () => {
    await page().findByRole('dialog', { name: '用户协议' });
    // The lock is an effect, applied just after the dialog first paints.
    await waitFor(() => expect(document.body.style.overflow).toBe('hidden'));
  },
};

const phone = { viewport: { value: 'phone', isRotated: false } };

export const PhoneCentered: Story = {
  globals: phone,
  args: {
    open: true,
    variant: 'phone',
    title: '提示',
    role: 'alertdialog',
    children: '确定退出当前账号吗？',
  },
  play: async () => {
    const ok = await page().findByRole('button', { name: '确定' });
    await expect(ok.getBoundingClientRect().height).toBe(44);
    await expect(page().getByRole('button', { name: '关闭' }).getBoundingClientRect().height).toBe(44);
  },
};

export const PhoneSheet: Story = {
  globals: phone,
  args: { open: true, variant: 'phone', phoneLayout: 'sheet' },
  play: async () => {
    const dialog = await page().findByRole('dialog', { name: '编辑联系人' });
    await expect(dialog.getBoundingClientRect().width).toBe(window.innerWidth);
    await expect(Math.round(dialog.getBoundingClientRect().bottom)).toBe(window.innerHeight);
  },
};

/** The imperative helpers need the app's one <FeedbackHost />; the answer is echoed on the page. */
function ImperativeDemo({ kind }: { kind: DialogKind }) {
  const [answer, setAnswer] = useState<string>('');
  const open = async () => {
    const ok = await modal[kind]({
      title: kind === 'confirm' ? '删除职位' : '提示',
      content: kind === 'confirm' ? '删除后不可恢复，确定删除“前端工程师”吗？' : '职位已提交审核。',
    });
    setAnswer(String(ok));
  };
  return (
    <>
      <Button onClick={() => void open()}>打开对话框</Button>
      <output style={{ marginLeft: 12 }}>{answer && `结果：${answer}`}</output>
      <FeedbackHost />
    </>
  );
}

export const ConfirmResolvesTrueOnOk: Story = {
  render: () => <ImperativeDemo kind="confirm" />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '打开对话框' }));
    const dialog = await page().findByRole('alertdialog', { name: '删除职位' });
    await expect(dialog).toHaveAccessibleDescription('删除后不可恢复，确定删除“前端工程师”吗？');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await expect(await canvas.findByText('结果：true')).toBeVisible();
  },
};

export const ConfirmResolvesFalseOnCancel: Story = {
  render: () => <ImperativeDemo kind="confirm" />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '打开对话框' }));
    await userEvent.click(await page().findByRole('button', { name: '取消' }));
    await expect(await canvas.findByText('结果：false')).toBeVisible();
  },
};

export const WarningDialog: Story = {
  render: () => <ImperativeDemo kind="warning" />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '打开对话框' }));
    const dialog = await page().findByRole('alertdialog', { name: '提示' });
    await expect(within(dialog).queryByRole('button', { name: '取消' })).toBeNull();
  },
};

export const SuccessDialog: Story = {
  render: () => <ImperativeDemo kind="success" />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '打开对话框' }));
    await expect(await page().findByRole('alertdialog', { name: '提示' })).toBeVisible();
  },
};

export const ErrorDialog: Story = {
  render: () => <ImperativeDemo kind="error" />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '打开对话框' }));
    await expect(await page().findByRole('alertdialog', { name: '提示' })).toBeVisible();
  },
};

export const InfoDialog: Story = {
  render: () => <ImperativeDemo kind="info" />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '打开对话框' }));
    await expect(await page().findByRole('alertdialog', { name: '提示' })).toBeVisible();
  },
};

function ShowResultDemo() {
  return (
    <>
      <div style={{ display: 'flex', gap: 12 }}>
        <Button onClick={() => void showResult({ code: 200, message: '' })}>成功的响应</Button>
        <Button onClick={() => void showResult({ code: 500, message: '该职位已下架，无法修改' })}>
          失败的响应
        </Button>
      </div>
      <FeedbackHost />
    </>
  );
}

export const ShowResult: Story = {
  render: () => <ShowResultDemo />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '成功的响应' }));
    const success = await page().findByRole('alertdialog', { name: '提示' });
    await expect(success).toHaveAccessibleDescription('操作成功');
    await userEvent.click(within(success).getByRole('button', { name: '确定' }));
    await userEvent.click(canvas.getByRole('button', { name: '失败的响应' }));
    await expect(await page().findByRole('alertdialog', { name: '提示' })).toHaveAccessibleDescription(
      '该职位已下架，无法修改',
    );
  },
};
