import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../ui/Button';
import { PromptDialog, type PromptDialogProps } from '../../ui/PromptDialog';

const page = () => within(document.body);

/** A page button that opens the dialog, so focus has somewhere to return to. */
function PromptDemo(props: PromptDialogProps) {
  const [open, setOpen] = useState(props.open);
  const [done, setDone] = useState<string | null>(null);
  return (
    <>
      <Button onClick={() => setOpen(true)}>驳回</Button>
      {done !== null && <p role="status">{`已驳回：${done}`}</p>}
      <PromptDialog
        {...props}
        open={open}
        onSubmit={async (text) => {
          const refusal = await props.onSubmit(text);
          if (typeof refusal === 'string') return refusal;
          setDone(text);
          setOpen(false);
          return null;
        }}
        onCancel={() => {
          props.onCancel();
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'UI/PromptDialog',
  component: PromptDialog,
  args: {
    open: false,
    title: '驳回',
    label: '驳回原因',
    description: '驳回后，对方可修改后重新提交。',
    required: true,
    limit: 100,
    okText: '确认驳回',
    danger: true,
    validate: (text: string) => (text === '' ? '请填写驳回的原因' : null),
    onSubmit: fn(),
    onCancel: fn(),
  },
  argTypes: { variant: { control: 'inline-radio', options: ['desktop', 'phone'] } },
  render: (args) => <PromptDemo {...args} />,
} satisfies Meta<typeof PromptDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens on its field; an empty text is refused there; a text goes through trimmed. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '驳回' }));
    const dialog = within(await page().findByRole('dialog', { name: '驳回' }));
    const field = dialog.getByRole('textbox', { name: /驳回原因/ });
    await expect(field).toHaveFocus();
    await userEvent.click(dialog.getByRole('button', { name: '确认驳回' }));
    await expect(await dialog.findByText('请填写驳回的原因')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(field, '  材料不全  ');
    await expect(dialog.getByText('4/100')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: '确认驳回' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('材料不全');
    await expect(await canvas.findByRole('status')).toHaveTextContent('已驳回：材料不全');
  },
};

/** A refusal from the caller (the server) shows at the field and keeps the dialog and its text. */
export const Refused: Story = {
  args: { onSubmit: fn(() => '原因：存在非法字符--，请重新输入！') },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '驳回' }));
    const dialog = within(await page().findByRole('dialog', { name: '驳回' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /驳回原因/ }), '见附件--');
    await userEvent.click(dialog.getByRole('button', { name: '确认驳回' }));
    await expect(await dialog.findByText('原因：存在非法字符--，请重新输入！')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /驳回原因/ })).toHaveValue('见附件--');
  },
};

/** Cancelled and opened again, it starts empty. */
export const StartsEmptyEachTime: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '驳回' }));
    let dialog = within(await page().findByRole('dialog', { name: '驳回' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /驳回原因/ }), '草稿');
    await userEvent.click(dialog.getByRole('button', { name: '取消' }));
    await expect(args.onCancel).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: '驳回' }));
    dialog = within(await page().findByRole('dialog', { name: '驳回' }));
    await expect(dialog.getByRole('textbox', { name: /驳回原因/ })).toHaveValue('');
  },
};

/** An optional note on phones: a centred card within a 360 px screen. */
export const OptionalOnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: {
    title: '审核通过',
    label: '审核意见（选填）',
    required: false,
    okText: '确认通过',
    danger: false,
    validate: undefined,
    variant: 'phone',
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '驳回' }));
    const dialog = await page().findByRole('dialog', { name: '审核通过' });
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.click(within(dialog).getByRole('button', { name: '确认通过' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('');
  },
};
