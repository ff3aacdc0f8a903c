import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { applicationPaths } from '../../../../contract/applications';
import type { Envelope } from '../../../../contract/envelope';
import TalentSearchScreen from '../../../../features/applications/employer/TalentSearchScreen';
import { MOCK_READONLY_TOKEN } from '../../../mocks/handlers/accountAdmin';
import { resetPositionsMock } from '../../../mocks/handlers/positions';
import { employerScreenAt, employerScreenParameters, phoneStory } from '../../employerScreenStories';
import { page, storeState } from '../../support';
import { MOCK_CAP_REFUSAL, applicationHandlers, resetApplicationsMock } from './applicationsMock';

const at = employerScreenAt({
  path: '/jlgl/rcjs',
  phoneTitle: '人才搜索',
  screen: <TalentSearchScreen />,
  leadsTo: [],
});

const withHandlers = (...extra: HttpHandler[]) => ({
  msw: { handlers: { applications: [...extra, ...applicationHandlers] } },
});

const meta = {
  title: 'Features/applications/employer/TalentSearch',
  component: TalentSearchScreen,
  globals: { backgrounds: { value: 'page' } },
  parameters: { ...employerScreenParameters, msw: { handlers: { applications: applicationHandlers } } },
  beforeEach: () => {
    resetApplicationsMock();
    resetPositionsMock();
  },
  ...at(),
} satisfies Meta<typeof TalentSearchScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const loaded = (canvas: Canvas) => canvas.findByText('138****0000 / l***@example.com', {}, { timeout: 8000 });

const openInvite = async (canvas: Canvas, name: string) => {
  await userEvent.click(canvas.getByRole('button', { name: `邀请投递 ${name}` }));
  return page().findByRole('dialog', { name: `邀请 ${name} 投递` });
};

const choosePosition = async (dialog: HTMLElement, name: string) => {
  await userEvent.click(within(dialog).getByRole('combobox', { name: /邀请投递的职位/ }));
  await userEvent.click(await page().findByRole('option', { name }));
};

/** Contacts masked until the student accepts an invitation; one who did shows in full. */
export const MaskedAndRevealed: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    await expect(canvas.queryByText(/13812340000/)).not.toBeInTheDocument();
    await expect(canvas.getAllByText('王芳')[0]).toBeVisible();
    await expect(canvas.getByText('已公开联系方式')).toBeVisible();
    await expect(canvas.getByText('13900001111 / wangfang@example.com')).toBeVisible();
  },
};

/** A word in the middle of a project description finds the student, with the passage around it. */
export const KeywordSearch: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    await userEvent.type(canvas.getByRole('textbox', { name: '关键词' }), '交通流量');
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(canvas.queryAllByText('王芳')).toEqual([]));
    await expect(await canvas.findByText(/参与校级科研项目/, {}, { timeout: 8000 })).toBeVisible();
  },
};

export const KeywordTooShort: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    await userEvent.type(canvas.getByRole('textbox', { name: '关键词' }), '机');
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(await canvas.findByText('关键词至少2个字')).toBeVisible();
  },
};

export const NoMatch: Story = {
  ...at(`/jlgl/rcjs?gjz=${encodeURIComponent('区块链')}`),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('没有符合条件的学生，请放宽筛选条件', {}, { timeout: 8000 }),
    ).toBeVisible();
  },
};

export const EmptyPool: Story = {
  parameters: withHandlers(
    http.get(applicationPaths.talentSearch, () =>
      HttpResponse.json({ code: 200, message: '成功', result: { records: [], total: 0 } }),
    ),
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无加入人才库的学生', {}, { timeout: 8000 })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: withHandlers(http.get(applicationPaths.talentSearch, () => delay('infinite'))),
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getAllByRole('status').map((status) => status.textContent)).toContain('加载中…'),
    );
  },
};

export const LoadFailed: Story = {
  parameters: withHandlers(
    http.get(applicationPaths.talentSearch, () =>
      HttpResponse.json<Envelope<null>>({ code: 500, result: null, message: '服务器繁忙，请稍后再试' }),
    ),
  ),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: '人才搜索失败' }, { timeout: 8000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重新加载' })).toBeVisible();
  },
};

export const InviteValidation: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    const dialog = await openInvite(canvas, '李**');
    await expect(dialog).toHaveTextContent('同一学生最多同时有 3 个待处理的本单位邀请');
    await userEvent.click(within(dialog).getByRole('button', { name: '发送邀请' }));
    await expect(await within(dialog).findByText('请选择邀请投递的职位')).toBeVisible();
  },
};

export const InviteSent: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    const dialog = await openInvite(canvas, '李**');
    await choosePosition(dialog, 'Java 后端开发工程师');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /留言/ }), '欢迎投递我们的职位');
    await userEvent.click(within(dialog).getByRole('button', { name: '发送邀请' }));
    await expect(await page().findByText('已向 李** 发送投递邀请')).toBeVisible();
    await waitFor(() => expect(page().queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** The per-student cap of pending invitations: the server's refusal, the dialog kept open. */
export const InviteCapRefused: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    const dialog = await openInvite(canvas, '陈**');
    await choosePosition(dialog, 'Java 后端开发工程师');
    await userEvent.click(within(dialog).getByRole('button', { name: '发送邀请' }));
    await expect(await within(dialog).findByText(MOCK_CAP_REFUSAL)).toBeVisible();
  },
};

export const ReadOnlyUser: Story = {
  parameters: { store: { preloadedState: storeState({ loggedIn: true, token: MOCK_READONLY_TOKEN }) } },
  play: async ({ canvas }) => {
    await loaded(canvas);
    await expect(canvas.queryByRole('button', { name: /邀请投递/ })).not.toBeInTheDocument();
  },
};

export const Phone: Story = {
  ...phoneStory,
  ...at('/jlgl/rcjs', true),
  play: async ({ canvas }) => {
    await loaded(canvas);
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '邀请投递 李**' })).toBeVisible();
  },
};
