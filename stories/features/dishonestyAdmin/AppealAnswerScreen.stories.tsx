import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { dishonestyPaths } from '../../../contract/dishonesty';
import AppealAnswerScreen from '../../../features/dishonestyAdmin/screens/AppealAnswerScreen';
import {
  MOCK_APPEAL_FILE,
  MOCK_APPEAL_IDS,
  resetDishonestyAdminMock,
} from '../../mocks/handlers/dishonestyAdmin';
import { landing, page } from '../support';
import { consolePhone, consoleScreen, loadErrorStory, renderAt, slow } from '../console/consoleSupport';

const routes = [{ path: '/bcxss/:id', element: <AppealAnswerScreen /> }, landing('/bcxss')];
const screen = consoleScreen(routes, `/bcxss/${MOCK_APPEAL_IDS.pending}`);

const meta = {
  title: 'Features/dishonestyAdmin/AppealAnswer',
  component: AppealAnswerScreen,
  ...screen,
  beforeEach: () => {
    screen.beforeEach();
    resetDishonestyAdminMock();
  },
} satisfies Meta<typeof AppealAnswerScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const form = async (canvas: Canvas) => within(await canvas.findByRole('form', { name: '处理申诉' }, slow));

/** A waiting appeal: the reason, the evidence to download, the record and what it causes. */
export const Pending: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/当天因暴雪全市停课/, {}, slow)).toBeVisible();
    const file = canvas.getByRole('link', { name: `下载 ${MOCK_APPEAL_FILE.name}` });
    await expect(file).toHaveAttribute(
      'href',
      `/pub/file/downloadFile?path=${encodeURIComponent(MOCK_APPEAL_FILE.id)}`,
    );
    await expect(canvas.getByText('暂停预订招聘会展位和宣讲会至2027-11-19')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '返回不诚信申诉列表' })).toBeVisible();
  },
};

/** Revoking asks first, then the appeal shows as answered. */
export const Revoke: Story = {
  play: async ({ canvas }) => {
    const answer = await form(canvas);
    await userEvent.click(answer.getByRole('radio', { name: '申诉成立，撤销记录' }));
    await userEvent.type(answer.getByRole('textbox', { name: '答复' }), '停课情况属实');
    await userEvent.click(answer.getByRole('button', { name: '提交答复' }));
    const dialog = within(await page().findByRole('alertdialog'));
    await expect(dialog.getByText('撤销该不诚信记录？')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: '撤销记录' }));
    await expect(await canvas.findByText('该申诉已处理。', {}, slow)).toBeVisible();
    await expect(canvas.getByText(/停课情况属实/)).toBeVisible();
    await expect(canvas.getByText('已撤销')).toBeVisible();
  },
};

/** Keeping the record needs a reply; without one the form says so and nothing is sent. */
export const RejectNeedsReply: Story = {
  play: async ({ canvas }) => {
    const answer = await form(canvas);
    await userEvent.click(answer.getByRole('button', { name: '提交答复' }));
    await expect(await answer.findByText('请选择处理结果')).toBeVisible();
    await userEvent.click(answer.getByRole('radio', { name: '驳回申诉，维持记录' }));
    await userEvent.click(answer.getByRole('button', { name: '提交答复' }));
    await expect(await answer.findByText('请填写驳回申诉的原因')).toBeVisible();
    await expect(page().queryByRole('alertdialog')).toBeNull();
  },
};

/** Rejected with a reply: answered, the record back in force. */
export const Reject: Story = {
  play: async ({ canvas }) => {
    const answer = await form(canvas);
    await userEvent.click(answer.getByRole('radio', { name: '驳回申诉，维持记录' }));
    await userEvent.type(answer.getByRole('textbox', { name: '答复' }), '未提前告知学校');
    await userEvent.click(answer.getByRole('button', { name: '提交答复' }));
    await userEvent.click(
      within(await page().findByRole('alertdialog')).getByRole('button', { name: '驳回申诉' }),
    );
    await expect(await canvas.findByText('该申诉已处理。', {}, slow)).toBeVisible();
    await waitFor(() => expect(canvas.getByText('有效')).toBeVisible(), slow);
  },
};

/** An answered appeal shows the answer and no form. */
export const Answered: Story = {
  render: renderAt(routes, `/bcxss/${MOCK_APPEAL_IDS.accepted}`),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/经核实现场照片，情况属实/, {}, slow)).toBeVisible();
    await expect(canvas.getByText('未上传证明材料')).toBeVisible();
    await expect(canvas.queryByRole('form', { name: '处理申诉' })).toBeNull();
  },
};

/** An id of no appeal of the site says so. */
export const Missing: Story = {
  render: renderAt(routes, '/bcxss/nothing'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, slow)).toHaveTextContent('申诉不存在');
  },
};

export const LoadError: Story = loadErrorStory(dishonestyPaths.schoolAppeal, '申诉加载失败');

export const Phone: Story = {
  ...consolePhone,
  play: async ({ canvas }) => {
    const answer = await form(canvas);
    await expect(answer.getByRole('button', { name: '提交答复' })).toBeVisible();
  },
};
