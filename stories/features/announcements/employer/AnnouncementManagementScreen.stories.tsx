import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { announcementPaths } from '../../../../contract/announcements';
import type { Envelope } from '../../../../contract/envelope';
import { postingWorkflow, type PostingState } from '../../../../contract/workflow';
import AnnouncementManagementScreen from '../../../../features/announcements/employer/AnnouncementManagementScreen';
import {
  MOCK_ANNOUNCEMENT_IDS,
  MOCK_ATTACHMENT,
  MOCK_CHANGES_REASON,
  MOCK_NOT_PASSED_MESSAGE,
  MOCK_REJECT_REASON,
  announcementImagePreviewHandler,
  resetAnnouncementsMock,
} from '../../../mocks/handlers/announcements';
import { MOCK_READONLY_TOKEN } from '../../../mocks/handlers/accountAdmin';
import { employerScreenAt, employerScreenParameters, phoneStory } from '../../employerScreenStories';
import { page, storeState } from '../../support';

const at = employerScreenAt({
  path: '/zpxx/zpgggl',
  phoneTitle: '招聘公告管理',
  screen: <AnnouncementManagementScreen />,
  leadsTo: ['/zpxx/fbzpgg'],
});

const meta = {
  title: 'Features/announcements/employer/AnnouncementManagement',
  component: AnnouncementManagementScreen,
  globals: { backgrounds: { value: 'page' } },
  parameters: {
    ...employerScreenParameters,
    msw: { handlers: { announcementFixtures: [announcementImagePreviewHandler] } },
  },
  beforeEach: () => resetAnnouncementsMock(),
  ...at(),
} satisfies Meta<typeof AnnouncementManagementScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const loaded = (canvas: Canvas, name = '2025届春季校园招聘简章') =>
  canvas.findByRole('link', { name }, { timeout: 8000 });
const rowOf = (canvas: Canvas, name: string) => canvas.getByRole('row', { name: new RegExp(name) });
const buttonsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('button')
    .map((button) => button.textContent);
const code = (state: PostingState) => postingWorkflow.states[state].code;

export const AllAnnouncements: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    await expect(canvas.getByRole('heading', { name: '招聘公告管理', level: 1 })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: '全部（7）' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getAllByRole('row')).toHaveLength(8);
    const published = rowOf(canvas, '2025届秋季校园招聘公告');
    await expect(within(published).getByText('2天后到期')).toBeVisible();
    await expect(buttonsOf(published)).toEqual(['编辑', '下线', '复制']);
    await expect(canvas.getByText('按更新时间排列，最近修改的在前')).toBeVisible();
  },
};

/** A tab per state: only that state's announcements, with the actions it allows. */
const tabStory = (state: PostingState, title: string, actions: string[]): Story => ({
  ...at(`/zpxx/zpgggl?zt=${code(state)}`),
  play: async ({ canvas }) => {
    await loaded(canvas, title);
    await expect(
      canvas.getByRole('tab', { name: `${postingWorkflow.states[state].label}（1）` }),
    ).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getAllByRole('row')).toHaveLength(2);
    await expect(buttonsOf(rowOf(canvas, title))).toEqual(actions);
  },
});

export const DraftTab = tabStory('draft', '2025年暑期实习生招聘', ['编辑', '提交审核', '复制', '删除']);
export const PendingTab = tabStory('pending', '管理培训生项目招聘', ['撤回', '复制']);
export const PublishedTab = tabStory('published', '2025届秋季校园招聘公告', ['编辑', '下线', '复制']);
export const RejectedTab = tabStory('rejected', '销售代表招聘公告', ['编辑', '提交审核', '复制']);
export const ChangesTab = tabStory('changes', '2025届春季校园招聘简章', ['编辑', '提交审核', '复制']);
export const OfflineTab = tabStory('offline', '2024届补录公告', ['复制']);
export const ExpiredTab = tabStory('expired', '2024届秋季招聘公告', ['复制']);

export const Search: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    await userEvent.type(canvas.getByRole('textbox', { name: '公告标题' }), '2024届{Enter}');
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(3));
    await userEvent.click(canvas.getByRole('tab', { name: '已发布（0）' }));
    await expect(await canvas.findByText('没有标题包含“2024届”的“已发布”公告')).toBeVisible();
  },
};

export const Withdraw: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    await userEvent.click(within(rowOf(canvas, '管理培训生项目招聘')).getByRole('button', { name: /^撤回/ }));
    const dialog = await page().findByRole('alertdialog', { name: '撤回“管理培训生项目招聘”？' });
    await userEvent.click(within(dialog).getByRole('button', { name: '撤回' }));
    await expect(await page().findByText('已撤回为草稿')).toBeVisible();
    await expect(await canvas.findByRole('tab', { name: '草稿（2）' })).toBeVisible();
  },
};

export const SubmitNotPassed: Story = {
  beforeEach: () => resetAnnouncementsMock({ employerPassed: false }),
  play: async ({ canvas }) => {
    await loaded(canvas);
    await userEvent.click(
      within(rowOf(canvas, '2025年暑期实习生招聘')).getByRole('button', { name: /^提交审核/ }),
    );
    await expect(await page().findByRole('alertdialog', { name: '暂不能提交审核' })).toHaveTextContent(
      MOCK_NOT_PASSED_MESSAGE,
    );
  },
};

export const Offline: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    await userEvent.click(
      within(rowOf(canvas, '2025届秋季校园招聘公告')).getByRole('button', { name: /^下线/ }),
    );
    const dialog = await page().findByRole('dialog', { name: '下线“2025届秋季校园招聘公告”' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /下线原因/ }), '岗位已招满');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认下线' }));
    await expect(await page().findByText('公告已下线')).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach: () => resetAnnouncementsMock({ announcements: 'none' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('还没有招聘公告', {}, { timeout: 8000 })).toBeVisible();
    await userEvent.click(within(canvas.getByRole('table')).getByRole('button', { name: '发布招聘公告' }));
    await expect(await canvas.findByRole('heading', { name: '到达 /zpxx/fbzpgg' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: { list: [http.get(announcementPaths.list, () => delay('infinite'))] } },
  },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: '全部招聘公告' });
    await expect(table.closest('[data-ui="table"]')).toHaveAttribute('aria-busy', 'true');
    await expect(
      within(table.closest('[data-ui="table"]')!).getByText('加载中…', { selector: '[role="status"]' }),
    ).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  parameters: {
    msw: {
      handlers: {
        list: [
          http.get(announcementPaths.list, () =>
            HttpResponse.json<Envelope<null>>({ code: 500, result: null, message: '服务器繁忙，请稍后再试' }),
          ),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '公告加载失败' })).toBeVisible();
    await expect(canvas.getByText('服务器繁忙，请稍后再试')).toBeVisible();
  },
};

/** Opened by ?id= (the message centre's link): the sanitized body with its table and image, attachments, history. */
export const DetailWithBodyAndAttachments: Story = {
  ...at(`/zpxx/zpgggl?id=${MOCK_ANNOUNCEMENT_IDS.changes}`),
  play: async () => {
    const drawer = await page().findByRole('dialog', { name: '2025届春季校园招聘简章' }, { timeout: 8000 });
    await expect(await within(drawer).findByText(MOCK_CHANGES_REASON)).toBeVisible();
    await expect(within(drawer).getByRole('heading', { name: '公司简介', level: 2 })).toBeVisible();
    await expect(within(drawer).getByRole('table')).toHaveTextContent('Java 后端开发工程师');
    const image = within(drawer).getByRole('img', { name: '往届宣讲会现场' });
    await waitFor(() => expect((image as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
    await expect(within(drawer).getByRole('link', { name: MOCK_ATTACHMENT.name })).toBeVisible();
    const history = within(drawer).getByRole('list', { name: '审核记录' });
    await expect(history).toHaveTextContent(`修改意见：${MOCK_CHANGES_REASON}`);
    await expect(within(drawer).getByRole('button', { name: '提交审核' })).toBeVisible();
  },
};

export const DetailRejectedWithFlags: Story = {
  ...at(`/zpxx/zpgggl?id=${MOCK_ANNOUNCEMENT_IDS.rejected}`),
  play: async () => {
    const drawer = await page().findByRole('dialog', { name: '销售代表招聘公告' }, { timeout: 8000 });
    await expect(await within(drawer).findByText(MOCK_REJECT_REASON)).toBeVisible();
    await expect(within(drawer).getByText('公告内容：限制“性别”的用语：限男性')).toBeVisible();
  },
};

export const DetailNotFound: Story = {
  ...at('/zpxx/zpgggl?id=gg9999'),
  play: async () => {
    const drawer = await page().findByRole('dialog', { name: '公告详情' }, { timeout: 8000 });
    await expect(await within(drawer).findByRole('heading', { name: '公告不存在' })).toBeVisible();
  },
};

export const Phone: Story = {
  ...phoneStory,
  ...at('/zpxx/zpgggl', true),
  play: async ({ canvas }) => {
    await loaded(canvas);
    await expect(canvas.queryByRole('heading', { name: '招聘公告管理', level: 1 })).not.toBeNull();
    await expect(canvas.queryByRole('table')).toBeNull();
    const publish = canvas.getByRole('button', { name: '发布招聘公告' });
    await expect(publish.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const PhoneDetail: Story = {
  ...phoneStory,
  ...at(`/zpxx/zpgggl?id=${MOCK_ANNOUNCEMENT_IDS.published}`, true),
  play: async () => {
    const drawer = await page().findByRole('dialog', { name: '2025届秋季校园招聘公告' }, { timeout: 8000 });
    await expect(await within(drawer).findByRole('heading', { name: '公司简介' })).toBeVisible();
    await expect(within(drawer).getByRole('button', { name: '下线' })).toBeVisible();
  },
};

/** A 只读 user (招聘信息·查看): the announcements, opened by their titles, without actions or 发布. */
export const ReadOnlyUser: Story = {
  parameters: { store: { preloadedState: storeState({ loggedIn: true, token: MOCK_READONLY_TOKEN }) } },
  play: async ({ canvas }) => {
    await loaded(canvas);
    await expect(canvas.queryByRole('button', { name: '发布招聘公告' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('columnheader', { name: '操作' })).not.toBeInTheDocument();
  },
};
