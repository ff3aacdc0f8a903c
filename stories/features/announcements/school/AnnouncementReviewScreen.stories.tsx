import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { announcementPaths } from '../../../../contract/announcements';
import AnnouncementReviewScreen from '../../../../features/announcements/school/screens/AnnouncementReviewScreen';
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

const routes = [
  { path: '/zpgg/:id', element: <AnnouncementReviewScreen /> },
  landing('/zpgg'),
  landing('/zpgw/:id'),
];
const at = (id: string) => renderAt(routes, `/zpgg/${id}`);

const meta = {
  title: 'Features/announcements/school/AnnouncementReview',
  component: AnnouncementReviewScreen,
  ...consoleScreen(routes, '/zpgg/gg3001'),
} satisfies Meta<typeof AnnouncementReviewScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pending: the body as sanitized (headings, a list, a table), the attachment, the linked position, the actions. */
export const Pending: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: '远山建筑设计研究院2025届校园招聘简章' }, slow),
    ).toBeVisible();
    await expect(canvas.getByText('待审核', badge)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '招聘岗位' })).toBeVisible();
    await expect(canvas.getByRole('cell', { name: '结构设计师' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '2025届校园招聘简章.pdf' })).toHaveAttribute(
      'href',
      '/pub/file/downloadFile?path=zpgg%2F202503%2Fgg3001-jz.pdf',
    );
    await userEvent.click(
      within(canvas.getByRole('list', { name: '关联职位' })).getByRole('link', { name: '结构设计师' }),
    );
    await expect(await canvas.findByRole('heading', { name: '到达 /zpgw/:id' })).toBeVisible();
  },
};

/** Flagged wording in the body: the flag, and that the employer gave no explanation. */
export const Flagged: Story = {
  render: at('gg3002'),
  play: async ({ canvas }) => {
    const flags = within(await canvas.findByRole('region', { name: '内容提示' }, slow));
    await expect(flags.getByText('公告内容：限制“户籍”的用语：本地户口')).toBeVisible();
    await expect(flags.getByText('单位未填写说明')).toBeVisible();
    await expect(canvas.getByText('无附件')).toBeVisible();
    await expect(canvas.getByText('未关联职位')).toBeVisible();
  },
};

/** 要求修改 needs its opinion; then the announcement waits for the employer. */
export const ChangesNeedReason: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { name: '远山建筑设计研究院2025届校园招聘简章' }, slow);
    await userEvent.click(actions(canvasElement).getByRole('button', { name: '要求修改' }));
    const dialog = within(await page().findByRole('dialog', { name: '要求修改' }));
    await userEvent.click(dialog.getByRole('button', { name: '确认要求修改' }));
    await expect(await dialog.findByText('请填写要求修改的原因')).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: /修改意见/ }), '请补充薪资待遇');
    await userEvent.click(dialog.getByRole('button', { name: '确认要求修改' }));
    await expect(await canvas.findByText('需修改', { ...badge }, slow)).toBeVisible();
    // The reviewer's note (a paragraph), not the same words in the history below it.
    await expect(canvas.getByText(/修改意见：请补充薪资待遇/, { selector: 'p' })).toBeVisible();
  },
};

/** Published: only 下线, with a reason. */
export const Published: Story = {
  render: at('gg3003'),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('已发布', { ...badge }, slow)).toBeVisible();
    await expect(actions(canvasElement).getAllByRole('button')).toHaveLength(1);
    await expect(actions(canvasElement).getByRole('button', { name: '下线' })).toBeVisible();
  },
};

/** Another reviewer passed it first: read again, and said so. */
export const Conflict: Story = {
  parameters: { msw: { handlers: [reviewLosesRace('announcement')] } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { name: '远山建筑设计研究院2025届校园招聘简章' }, slow);
    await userEvent.click(actions(canvasElement).getByRole('button', { name: '驳回' }));
    const dialog = within(await page().findByRole('dialog', { name: '驳回' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /驳回原因/ }), '附件无法打开');
    await userEvent.click(dialog.getByRole('button', { name: '确认驳回' }));
    await expect(await canvas.findByRole('status', {}, slow)).toHaveTextContent('状态已发生变化');
    await expect(await canvas.findByText('已发布', { ...badge }, slow)).toBeVisible();
  },
};

export const NotFound: Story = {
  render: at('gg9999'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '公告不存在' }, slow)).toBeVisible();
  },
};

export const LoadError: Story = loadErrorStory(announcementPaths.schoolDetail, '公告加载失败');

export const Phone: Story = {
  ...consolePhone,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: '远山建筑设计研究院2025届校园招聘简章' }, slow),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: '通过' })).toBeVisible();
  },
};
