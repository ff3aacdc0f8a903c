import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { positionPaths } from '../../../../contract/positions';
import PositionReviewScreen from '../../../../features/positions/school/screens/PositionReviewScreen';
import { reviewLosesRace } from '../../../mocks/handlers/console';
import {
  badge,
  consolePhone,
  consoleScreen,
  loadErrorStory,
  renderAt,
  reviewActions as actions,
  slow,
} from '../../console/consoleSupport';
import { landing, page } from '../../support';

const routes = [{ path: '/zpgw/:id', element: <PositionReviewScreen /> }, landing('/zpgw')];
const at = (id: string) => renderAt(routes, `/zpgw/${id}`);

const meta = {
  title: 'Features/positions/school/PositionReview',
  component: PositionReviewScreen,
  ...consoleScreen(routes, '/zpgw/zw2001'),
} satisfies Meta<typeof PositionReviewScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The reviewer's reason of a rejection as the page shows it: 驳回原因：… */
const rejectionNote = (reason: string) => (_content: string, element: Element | null) =>
  element?.tagName === 'P' && element.textContent === `驳回原因：${reason}`;

/** Pending: every field by its label, the history, and 通过 / 驳回 / 要求修改. */
export const Pending: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { name: '后端开发工程师' }, slow)).toBeVisible();
    await expect(canvas.getByText('待审核', badge)).toBeVisible();
    for (const text of [
      '全职',
      '工程技术人员',
      '本科',
      '月薪 8,000-12,000 元',
      '浙江省 杭州市 西湖区 文三路 90 号',
    ])
      await expect(canvas.getByText(text)).toBeVisible();
    await expect(canvas.getByText('本系统和电子邮箱（hr@xinghe.example.com）')).toBeVisible();
    await expect(canvas.getByText('2025-03-12 至 2025-06-30')).toBeVisible();
    await expect(within(canvas.getByRole('list', { name: '审核记录' })).getByText('提交审核')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: '内容提示' })).not.toBeInTheDocument();
    for (const name of ['通过', '驳回', '要求修改'])
      await expect(actions(canvasElement).getByRole('button', { name })).toBeVisible();
  },
};

/** Flagged wording: the flags with the employer's explanation, the words marked in the description. */
export const Flagged: Story = {
  render: at('zw2002'),
  play: async ({ canvas, canvasElement }) => {
    const flags = within(await canvas.findByRole('region', { name: '内容提示' }, slow));
    await expect(flags.getByText('职位描述：限制“性别”的用语：限男性')).toBeVisible();
    await expect(flags.getByText('职位描述：限制“学校层次”的用语：985、211')).toBeVisible();
    await expect(
      flags.getByText(
        (_content, element) =>
          element?.textContent === '单位说明：岗位需长期驻外出差，工作强度大。' && element.tagName === 'P',
      ),
    ).toBeVisible();
    const marks = [...canvasElement.querySelectorAll('mark')].map((mark) => mark.textContent);
    await expect(marks).toEqual(['限男性', '985', '211']);
    await expect(canvas.getByText('面议')).toBeVisible();
  },
};

/** 驳回 refuses an empty reason at its field; with a reason the position is rejected and says why. */
export const RejectNeedsReason: Story = {
  render: at('zw2002'),
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { name: '市场专员' }, slow);
    await userEvent.click(actions(canvasElement).getByRole('button', { name: '驳回' }));
    const dialog = within(await page().findByRole('dialog', { name: '驳回' }));
    await userEvent.click(dialog.getByRole('button', { name: '确认驳回' }));
    await expect(await dialog.findByText('请填写驳回的原因')).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: /驳回原因/ }), '含有性别限制，请修改职位描述');
    await userEvent.click(dialog.getByRole('button', { name: '确认驳回' }));
    await expect(await canvas.findByText('已驳回', { ...badge }, slow)).toBeVisible();
    await expect(canvas.getByText(rejectionNote('含有性别限制，请修改职位描述'))).toBeVisible();
    await expect(canvas.queryByRole('group', { name: '审核操作' })).not.toBeInTheDocument();
  },
};

/** Published: the school may take it down, with a reason. */
export const PublishedTakeDown: Story = {
  render: at('zw2004'),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('已发布', { ...badge }, slow)).toBeVisible();
    const buttons = actions(canvasElement);
    await expect(buttons.getAllByRole('button')).toHaveLength(1);
    await userEvent.click(buttons.getByRole('button', { name: '下线' }));
    const dialog = within(await page().findByRole('dialog', { name: '下线' }));
    await userEvent.click(dialog.getByRole('button', { name: '确认下线' }));
    await expect(await dialog.findByText('请填写下线的原因')).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: /下线原因/ }), '单位已停止招聘');
    await userEvent.click(dialog.getByRole('button', { name: '确认下线' }));
    await expect(await canvas.findByText('已下线', { ...badge }, slow)).toBeVisible();
  },
};

/** Rejected: read-only, with the reason it was given. */
export const Rejected: Story = {
  render: at('zw2005'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('已驳回', { ...badge }, slow)).toBeVisible();
    await expect(canvas.getByText(rejectionNote('联系电话无法接通，请核实后重新提交。'))).toBeVisible();
    await expect(canvas.queryByRole('group', { name: '审核操作' })).not.toBeInTheDocument();
  },
};

/** Another reviewer passed it first (409): the detail is read again and the reviewer told. */
export const Conflict: Story = {
  parameters: { msw: { handlers: [reviewLosesRace('position')] } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { name: '后端开发工程师' }, slow);
    await userEvent.click(actions(canvasElement).getByRole('button', { name: '通过' }));
    const dialog = within(await page().findByRole('dialog', { name: '审核通过' }));
    await userEvent.click(dialog.getByRole('button', { name: '确认通过' }));
    await expect(await canvas.findByRole('status', {}, slow)).toHaveTextContent('状态已发生变化');
    await expect(await canvas.findByText('已发布', { ...badge }, slow)).toBeVisible();
    await expect(canvas.getByText(/王老师/)).toBeVisible();
  },
};

export const NotFound: Story = {
  render: at('zw9999'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '职位不存在' }, slow)).toBeVisible();
  },
};

export const LoadError: Story = loadErrorStory(positionPaths.schoolDetail, '职位信息加载失败');

/** On phones the actions span the width and the dialog fits the screen. */
export const Phone: Story = {
  ...consolePhone,
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { name: '后端开发工程师' }, slow);
    await userEvent.click(actions(canvasElement).getByRole('button', { name: '要求修改' }));
    const dialog = await page().findByRole('dialog', { name: '要求修改' });
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(window.innerWidth);
  },
};
