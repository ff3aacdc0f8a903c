import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../../ui/Button';
import { Callout } from '../../ui/Callout';
import {
  PageActions,
  PageHeader,
  PageNote,
  PagePanel,
  PageTitle,
  PreformattedText,
} from '../../ui/PagePanel';

const meta = {
  title: 'UI/PagePanel',
  component: PagePanel,
  globals: { backgrounds: { value: 'page' } },
  parameters: { layout: 'padded' },
  args: {
    children: (
      <>
        <PageHeader>
          <PageTitle>修改招聘职位</PageTitle>
          <Button variant="primary">发布职位</Button>
        </PageHeader>
        <Callout tone="warning" title="学校修改意见">
          <PreformattedText>{'请补充岗位职责：\n1. 负责仓库货物的盘点；\n2. 出入库登记。'}</PreformattedText>
        </Callout>
        <PageActions>
          <Button variant="primary">保存并重新提交审核</Button>
          <Button variant="text">返回职位管理</Button>
        </PageActions>
        <PageNote>保存后职位回到“待审核”状态，学校审核通过后重新发布。</PageNote>
      </>
    ),
  },
} satisfies Meta<typeof PagePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '修改招聘职位', level: 1 })).toBeVisible();
  },
};

/** Edge to edge, the buttons stacked at full width. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: {
    variant: 'phone',
    children: (
      <>
        <Callout tone="info">草稿仅贵单位可见，提交审核并经学校审核通过后发布。</Callout>
        <PageActions variant="phone">
          <Button variant="primary" size="phone">
            提交审核
          </Button>
          <Button size="phone">保存草稿</Button>
        </PageActions>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const submit = canvas.getByRole('button', { name: '提交审核' });
    const draft = canvas.getByRole('button', { name: '保存草稿' });
    await expect(submit.getBoundingClientRect().width).toBe(draft.getBoundingClientRect().width);
  },
};
