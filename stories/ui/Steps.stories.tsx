import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Steps, type StepItem } from '../../ui/Steps';

const talkSteps: StepItem[] = [
  { title: '确认发票信息' },
  { title: '填写基本信息', description: '宣讲主题、时间、预计人数' },
  { title: '选择场地' },
  { title: '填报进校人员' },
  { title: '学校审核', description: '预计 3 个工作日' },
];

const meta = {
  title: 'UI/Steps',
  component: Steps,
  args: { items: talkSteps, current: 2, 'aria-label': '宣讲会申请进度' },
  argTypes: {
    status: { control: 'inline-radio', options: ['wait', 'process', 'finish', 'error'] },
    direction: { control: 'inline-radio', options: ['horizontal', 'vertical'] },
    variant: { control: 'inline-radio', options: ['desktop', 'phone'] },
    items: { control: false },
  },
} satisfies Meta<typeof Steps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const steps = canvas.getAllByRole('listitem');
    await expect(steps[2]).toHaveAttribute('aria-current', 'step');
    await expect(steps[0]).toHaveTextContent('已完成');
    await expect(steps[4]).toHaveTextContent('未开始');
  },
};

export const Rejected: Story = {
  args: {
    current: 4,
    status: 'error',
    items: talkSteps.map((step, index) =>
      index === 4 ? { ...step, description: '驳回原因：进校人员身份证号有误' } : step,
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')[4]).toHaveTextContent('未通过');
  },
};

export const AllDone: Story = { args: { current: 4, status: 'finish' } };

export const Vertical: Story = { args: { direction: 'vertical' } };

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { variant: 'phone' },
};
