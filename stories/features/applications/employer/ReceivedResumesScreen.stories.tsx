import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { applicationPaths, type BulkTransitionResult } from '../../../../contract/applications';
import type { Envelope } from '../../../../contract/envelope';
import ReceivedResumesScreen from '../../../../features/applications/employer/ReceivedResumesScreen';
import { MOCK_READONLY_TOKEN, MOCK_RECRUITER_TOKEN } from '../../../mocks/handlers/accountAdmin';
import { resetPositionsMock } from '../../../mocks/handlers/positions';
import { employerScreenAt, employerScreenParameters, phoneStory } from '../../employerScreenStories';
import { page, storeState } from '../../support';
import { MOCK_APPLICATION_IDS, applicationHandlers, resetApplicationsMock } from './applicationsMock';

const at = employerScreenAt({
  path: '/jlgl/sddjl',
  phoneTitle: '收到的简历',
  screen: <ReceivedResumesScreen />,
  leadsTo: ['/jlgl/zxjlck'],
});

/** The store's handlers with one answer replaced. */
const withHandlers = (...extra: HttpHandler[]) => ({
  msw: { handlers: { applications: [...extra, ...applicationHandlers] } },
});

const meta = {
  title: 'Features/applications/employer/ReceivedResumes',
  component: ReceivedResumesScreen,
  globals: { backgrounds: { value: 'page' } },
  parameters: { ...employerScreenParameters, msw: { handlers: { applications: applicationHandlers } } },
  beforeEach: () => {
    resetApplicationsMock();
    resetPositionsMock();
  },
  ...at(),
} satisfies Meta<typeof ReceivedResumesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const loaded = (canvas: Canvas, name = '张三') => canvas.findByRole('link', { name }, { timeout: 8000 });
const select = (canvas: Canvas, label: string) =>
  userEvent.click(canvas.getByRole('checkbox', { name: label }));

export const AllApplications: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    await expect(canvas.getByRole('heading', { name: '收到的简历', level: 1 })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: '全部 8' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: '新投递 2' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: '不合适 1' })).toBeVisible();
    await expect(canvas.getByText('导出当前筛选结果，最多 5000 条')).toBeVisible();
    await expect(within(canvas.getByRole('row', { name: /吴十/ })).getByText('邀请投递')).toBeVisible();
    // Closed applications take no bulk action.
    await expect(canvas.getByRole('checkbox', { name: '选择 孙八（产品经理）' })).toBeDisabled();
  },
};

export const StateTab: Story = {
  ...at('/jlgl/sddjl?zt=1'),
  play: async ({ canvas }) => {
    await loaded(canvas);
    await expect(canvas.getByRole('tab', { name: '新投递 2' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.queryByRole('link', { name: '李四' })).not.toBeInTheDocument();
  },
};

/** Filters live in the address: a shared or reloaded link shows the same list and form. */
export const Filtered: Story = {
  ...at(`/jlgl/sddjl?zy=${encodeURIComponent('软件工程')}`),
  play: async ({ canvas }) => {
    await loaded(canvas, '钱七');
    await expect(canvas.getByRole('tab', { name: '全部 4' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: '专业' })).toHaveValue('软件工程');
    await userEvent.type(canvas.getByRole('textbox', { name: '姓名' }), '孙');
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await expect(await canvas.findByRole('tab', { name: '全部 1' })).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('link', { name: '钱七' })).not.toBeInTheDocument());
  },
};

export const NoMatch: Story = {
  ...at(`/jlgl/sddjl?xm=${encodeURIComponent('欧阳')}`),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('没有符合筛选条件的简历', {}, { timeout: 8000 })).toBeVisible();
  },
};

export const NothingYet: Story = {
  parameters: withHandlers(
    http.get(applicationPaths.list, () =>
      HttpResponse.json({ code: 200, message: '成功', result: { records: [], total: 0, counts: {} } }),
    ),
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/还没有收到简历/, {}, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '导出' })).toBeDisabled();
  },
};

export const Loading: Story = {
  parameters: withHandlers(http.get(applicationPaths.list, async () => delay('infinite'))),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('tabpanel');
    await expect(await within(list).findByRole('status')).toHaveTextContent('加载中…');
    await expect(canvas.getByRole('tab', { name: '全部 0' })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: withHandlers(
    http.get(applicationPaths.list, () =>
      HttpResponse.json<Envelope<null>>({ code: 500, result: null, message: '服务器繁忙，请稍后再试' }),
    ),
  ),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: '简历列表加载失败' }, { timeout: 8000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重新加载' })).toBeVisible();
  },
};

export const BulkReject: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    await select(canvas, '选择 张三（Java 后端开发工程师）');
    await select(canvas, '选择 李四（产品经理）');
    await expect(canvas.getByText('已选 2 份')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '不合适' }));
    const dialog = await page().findByRole('dialog', { name: '标记为不合适' });
    await userEvent.type(within(dialog).getByRole('textbox'), '岗位已招满');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认不合适' }));
    await expect(await page().findByText('已标记为不合适：2 份')).toBeVisible();
    await expect(await canvas.findByRole('tab', { name: '不合适 3' })).toBeVisible();
    await expect(canvas.getByText('已选 0 份')).toBeVisible();
  },
};

/** Each application is checked on its own: the ones refused are named with the reason. */
export const BulkPartialFailure: Story = {
  parameters: {
    msw: {
      handlers: {
        applications: [
          http.post(applicationPaths.transition, () =>
            HttpResponse.json<Envelope<BulkTransitionResult>>({
              code: 200,
              message: '成功',
              result: {
                succeeded: [{ id: MOCK_APPLICATION_IDS.new, zt: '7' }],
                failed: [{ id: MOCK_APPLICATION_IDS.viewed, message: '状态已发生变化，请刷新后重试' }],
              },
            }),
          ),
          ...applicationHandlers,
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await loaded(canvas);
    await select(canvas, '选择 张三（Java 后端开发工程师）');
    await select(canvas, '选择 李四（产品经理）');
    await userEvent.click(canvas.getByRole('button', { name: '不合适' }));
    const dialog = await page().findByRole('dialog', { name: '标记为不合适' });
    await userEvent.click(within(dialog).getByRole('button', { name: '确认不合适' }));
    const outcome = await page().findByRole('dialog', { name: '批量操作结果' });
    await expect(outcome).toHaveTextContent('成功 1 份，失败 1 份');
    const failures = within(outcome).getByRole('list', { name: '未处理的简历' });
    await expect(failures).toHaveTextContent('李四（产品经理）：状态已发生变化，请刷新后重试');
  },
};

/** The interview slot is checked before sending: every missing field at once, then the link. */
export const InviteDialogValidation: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    await select(canvas, '选择 张三（Java 后端开发工程师）');
    await userEvent.click(canvas.getByRole('button', { name: '邀请面试' }));
    const dialog = await page().findByRole('dialog', { name: '邀请面试' });
    await userEvent.click(within(dialog).getByRole('button', { name: '发送邀请' }));
    for (const message of ['请选择面试日期', '请选择面试时间', '请填写面试地点'])
      await expect(await within(dialog).findByText(message)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('radio', { name: '线上面试' }));
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /线上面试链接/ }),
      'meeting.example.com',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: '发送邀请' }));
    await expect(
      await within(dialog).findByText('请填写以 http:// 或 https:// 开头的线上面试链接'),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(page().queryByRole('dialog', { name: '邀请面试' })).not.toBeInTheDocument());
  },
};

export const Export: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    await userEvent.click(canvas.getByRole('button', { name: '导出' }));
    await expect(await page().findByText('已导出 收到的简历_20261126.xlsx')).toBeVisible();
  },
};

export const ExportRefused: Story = {
  parameters: withHandlers(
    http.get(applicationPaths.export, () =>
      HttpResponse.json<Envelope<null>>({ code: 500, result: null, message: '导出失败，请稍后再试' }),
    ),
  ),
  play: async ({ canvas }) => {
    await loaded(canvas);
    await userEvent.click(canvas.getByRole('button', { name: '导出' }));
    await expect(await page().findByText('导出失败，请稍后再试')).toBeVisible();
  },
};

/** The main account sees who viewed and exported personal information. */
export const AccessLog: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    const log = await canvas.findByRole('region', { name: '访问记录' });
    await expect(await within(log).findByText('导出简历列表')).toBeVisible();
    await expect(within(log).getByText('2 份')).toBeVisible();
  },
};

/** A sub-account (招聘专员) acts on applications but does not see the access log. */
export const SubAccountWithoutAccessLog: Story = {
  parameters: { store: { preloadedState: storeState({ loggedIn: true, token: MOCK_RECRUITER_TOKEN }) } },
  play: async ({ canvas }) => {
    await loaded(canvas);
    await expect(canvas.getByRole('button', { name: '不合适' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: '访问记录' })).not.toBeInTheDocument();
  },
};

/** 只读: the list without selection or bulk actions. */
export const ReadOnlyUser: Story = {
  parameters: { store: { preloadedState: storeState({ loggedIn: true, token: MOCK_READONLY_TOKEN }) } },
  play: async ({ canvas }) => {
    await loaded(canvas);
    await expect(canvas.queryByRole('checkbox')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('group', { name: '批量操作' })).not.toBeInTheDocument();
  },
};

export const Phone: Story = {
  ...phoneStory,
  ...at('/jlgl/sddjl', true),
  play: async ({ canvas }) => {
    await loaded(canvas);
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '筛选' })).toBeVisible();
  },
};
