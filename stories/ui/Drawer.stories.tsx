import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../../ui/Button';
import { Descriptions } from '../../ui/Descriptions';
import { Drawer, type DrawerProps } from '../../ui/Drawer';

const resume = (
  <Descriptions
    columns={1}
    items={[
      { key: 'name', label: '姓名', children: '李同学' },
      { key: 'school', label: '学校', children: '某某大学' },
      { key: 'major', label: '专业', children: '计算机科学与技术' },
      { key: 'education', label: '学历', children: '本科（2025 届）' },
      { key: 'intent', label: '求职意向', children: '前端开发工程师' },
    ]}
  />
);

function WithOpener(props: DrawerProps & { openerLabel: string }) {
  const { openerLabel, ...drawer } = props;
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{openerLabel}</Button>
      <Drawer
        {...drawer}
        open={open}
        onClose={() => {
          setOpen(false);
          props.onClose();
        }}
      />
    </>
  );
}

const meta = {
  title: 'UI/Drawer',
  component: Drawer,
  args: {
    open: false,
    onClose: fn(),
    title: '简历详情',
    children: resume,
    footer: (
      <>
        <Button>不合适</Button>
        <Button variant="primary">邀请面试</Button>
      </>
    ),
  },
  argTypes: {
    placement: { control: 'inline-radio', options: ['left', 'right', 'bottom'] },
    children: { control: false },
    footer: { control: false },
  },
  render: (args) => <WithOpener {...args} openerLabel="查看简历" />,
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const OpenRight: Story = { args: { open: true } };

export const EscapeClosesAndReturnsFocus: Story = {
  play: async ({ canvas, args }) => {
    const opener = canvas.getByRole('button', { name: '查看简历' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: '简历详情' });
    await waitFor(() => expect(screen.getByRole('button', { name: '关闭' })).toHaveFocus());
    await userEvent.tab({ shift: true });
    // Focus stays inside the drawer: Shift+Tab from the first control wraps to the last.
    await expect(screen.getByRole('button', { name: '邀请面试' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(dialog).not.toBeInTheDocument();
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const Left: Story = { args: { open: true, placement: 'left', size: '360px', footer: undefined } };

export const PhoneBottomSheet: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: {
    open: true,
    placement: 'bottom',
    size: '60vh',
    footer: (
      <>
        <Button size="phone">不合适</Button>
        <Button size="phone" variant="primary">
          邀请面试
        </Button>
      </>
    ),
  },
  play: async () => {
    await expect(screen.getByRole('dialog', { name: '简历详情' })).toBeVisible();
    await waitFor(() => expect(screen.getByRole('button', { name: '关闭' })).toHaveFocus());
  },
};
