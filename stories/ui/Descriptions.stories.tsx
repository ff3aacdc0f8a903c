import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StatusBadge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Descriptions, type DescriptionsItem } from '../../ui/Descriptions';

const employer: DescriptionsItem[] = [
  { key: 'name', label: '单位名称', children: '上海某某信息科技有限公司' },
  { key: 'code', label: '统一社会信用代码', children: '91310115MA1H7XXXXX' },
  { key: 'nature', label: '单位性质', children: '民营企业' },
  { key: 'industry', label: '所属行业', children: '信息传输、软件和信息技术服务业' },
  { key: 'scale', label: '单位规模', children: '500–999 人' },
  { key: 'state', label: '审核状态', children: <StatusBadge tone="success">已通过</StatusBadge> },
  { key: 'address', label: '单位地址', children: '上海市浦东新区张江高科技园区碧波路 690 号', span: 2 },
  { key: 'contact', label: '联系电话', children: '021-5080XXXX' },
  {
    key: 'intro',
    label: '单位简介',
    span: 3,
    children: '公司专注于企业级软件研发，现有研发人员 600 余名，长期与多所高校开展校企合作。',
  },
];

const meta = {
  title: 'UI/Descriptions',
  component: Descriptions,
  args: { title: '单位基本信息', items: employer },
  argTypes: {
    variant: { control: 'inline-radio', options: ['desktop', 'phone'] },
    items: { control: false },
  },
} satisfies Meta<typeof Descriptions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('单位名称').nextElementSibling).toHaveTextContent(
      '上海某某信息科技有限公司',
    );
  },
};

export const Bordered: Story = {
  args: { bordered: true, extra: <Button size="sm">修改</Button> },
};

export const TwoColumns: Story = { args: { columns: { desktop: 2, phone: 1 }, bordered: true } };

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { variant: 'phone' },
};

export const PhoneBordered: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { variant: 'phone', bordered: true, labelWidth: '96px' },
};
