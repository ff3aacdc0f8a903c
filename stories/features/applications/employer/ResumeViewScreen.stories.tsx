import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { applicationPaths } from '../../../../contract/applications';
import type { Envelope } from '../../../../contract/envelope';
import ResumeViewScreen from '../../../../features/applications/employer/ResumeViewScreen';
import { MOCK_READONLY_TOKEN } from '../../../mocks/handlers/accountAdmin';
import { resetPositionsMock } from '../../../mocks/handlers/positions';
import { employerScreenAt, employerScreenParameters, phoneStory } from '../../employerScreenStories';
import { page, storeState } from '../../support';
import {
  MOCK_APPLICATION_IDS,
  MOCK_PROJECT_TEXT,
  applicationHandlers,
  resetApplicationsMock,
} from './applicationsMock';

const at = employerScreenAt({
  path: '/jlgl/zxjlck',
  phoneTitle: '在线简历查看',
  screen: <ResumeViewScreen />,
  leadsTo: ['/jlgl/sddjl'],
});

const view = (id: string, from = '') =>
  at(`/jlgl/zxjlck?id=${id}${from === '' ? '' : `&from=${encodeURIComponent(from)}`}`);

const meta = {
  title: 'Features/applications/employer/ResumeView',
  component: ResumeViewScreen,
  globals: { backgrounds: { value: 'page' } },
  parameters: { ...employerScreenParameters, msw: { handlers: { applications: applicationHandlers } } },
  beforeEach: () => {
    resetApplicationsMock();
    resetPositionsMock();
  },
  ...view(MOCK_APPLICATION_IDS.new),
} satisfies Meta<typeof ResumeViewScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const loaded = (canvas: Canvas) => canvas.findByRole('article', { name: '在线简历' }, { timeout: 8000 });
const actionButtons = (canvas: Canvas) =>
  within(canvas.getByRole('group', { name: '处理简历' }))
    .getAllByRole('button')
    .map((button) => button.textContent);

/** The first open of a new application: 已查看 (the server's), the resume as sent, the actions. */
export const NewApplicationOpened: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    await expect(canvas.getByText(MOCK_PROJECT_TEXT)).toBeVisible();
    await expect(within(canvas.getByRole('region', { name: '当前状态' })).getByText('已查看')).toBeVisible();
    await expect(actionButtons(canvas)).toEqual(['邀请面试', '标记不合适']);
    await expect(canvas.getByRole('list', { name: '处理记录' })).toHaveTextContent('投递');
    await expect(canvas.getByRole('button', { name: '下载附件简历' })).toBeVisible();
  },
};

const statePlay =
  (label: string, actions: string[] | null): Story['play'] =>
  async ({ canvas }) => {
    await loaded(canvas);
    const status = canvas.getByRole('region', { name: '当前状态' });
    await expect(within(status).getAllByText(label)[0]).toBeVisible();
    if (actions === null)
      await expect(canvas.queryByRole('group', { name: '处理简历' })).not.toBeInTheDocument();
    else await expect(actionButtons(canvas)).toEqual(actions);
  };

export const Invited: Story = {
  ...view(MOCK_APPLICATION_IDS.invited),
  play: async (context) => {
    await statePlay('邀请面试', ['修改面试安排', '开始面试', '标记不合适'])?.(context);
    await expect(context.canvas.getByText(/面试安排：2026-12-01 14:30 · 现场面试/)).toBeVisible();
    await expect(context.canvas.getByRole('list', { name: '备注' })).toHaveTextContent('技术基础扎实');
  },
};
export const Interviewing: Story = {
  ...view(MOCK_APPLICATION_IDS.interviewing),
  play: statePlay('面试中', ['录用', '标记不合适']),
};
export const Offer: Story = {
  ...view(MOCK_APPLICATION_IDS.offer),
  play: statePlay('录用', ['确认入职', '标记不合适']),
};
export const Hired: Story = { ...view(MOCK_APPLICATION_IDS.hired), play: statePlay('已入职', null) };
export const Rejected: Story = {
  ...view(MOCK_APPLICATION_IDS.rejected),
  play: async (context) => {
    await statePlay('不合适', null)?.(context);
    await expect(context.canvas.getByText('不合适原因：专业方向与岗位不符')).toBeVisible();
  },
};

export const StartInterview: Story = {
  ...view(MOCK_APPLICATION_IDS.invited),
  play: async ({ canvas }) => {
    await loaded(canvas);
    await userEvent.click(canvas.getByRole('button', { name: '开始面试' }));
    const dialog = await page().findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '开始面试' }));
    await expect(await page().findByText('已标记为面试中')).toBeVisible();
    await waitFor(() => expect(actionButtons(canvas)).toEqual(['录用', '标记不合适']));
  },
};

export const RejectWithReason: Story = {
  ...view(MOCK_APPLICATION_IDS.viewed),
  play: async ({ canvas }) => {
    await loaded(canvas);
    await userEvent.click(canvas.getByRole('button', { name: '标记不合适' }));
    const dialog = await page().findByRole('dialog', { name: '标记为不合适' });
    await userEvent.type(within(dialog).getByRole('textbox'), '岗位已招满');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认不合适' }));
    await expect(await canvas.findByText('不合适原因：岗位已招满')).toBeVisible();
  },
};

export const AddNote: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    await userEvent.click(canvas.getByRole('button', { name: '保存备注' }));
    await expect(await canvas.findByText('请填写备注')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /添加备注/ }), '沟通能力好');
    await userEvent.click(canvas.getByRole('button', { name: '保存备注' }));
    await expect(await canvas.findByRole('list', { name: '备注' })).toHaveTextContent('沟通能力好');
    await expect(canvas.getByRole('textbox', { name: /添加备注/ })).toHaveValue('');
  },
};

/** Opened from the list: the previous and the next application of that list. */
export const PreviousAndNext: Story = {
  ...view(MOCK_APPLICATION_IDS.invited, 'px=tdsj_desc'),
  play: async ({ canvas }) => {
    await loaded(canvas);
    const navigation = canvas.getByRole('navigation', { name: '简历导航' });
    const previous = await within(navigation).findByRole('link', { name: '上一份' });
    await expect(previous).toHaveAttribute(
      'href',
      expect.stringContaining(`id=${MOCK_APPLICATION_IDS.viewed}`),
    );
    await expect(within(navigation).getByRole('link', { name: '下一份' })).toHaveAttribute(
      'href',
      expect.stringContaining(`id=${MOCK_APPLICATION_IDS.interviewing}`),
    );
    await expect(within(navigation).getByRole('link', { name: '返回收到的简历' })).toHaveAttribute(
      'href',
      '/jlgl/sddjl?px=tdsj_desc',
    );
  },
};

/** What prints: the resume alone, A4; navigation and the side panel are marked to hide in print. */
export const PrintLayout: Story = {
  play: async ({ canvas }) => {
    const resume = await loaded(canvas);
    await expect(resume.closest('[data-print="hide"]')).toBeNull();
    await expect(canvas.getByRole('navigation', { name: '简历导航' })).toHaveAttribute('data-print', 'hide');
    await expect(canvas.getByRole('complementary', { name: '简历处理' })).toHaveAttribute(
      'data-print',
      'hide',
    );
    await expect(within(resume).queryAllByRole('button')).toEqual([]);
    await expect(canvas.getByRole('button', { name: '打印' })).toBeVisible();
  },
};

export const WithoutAttachment: Story = {
  ...view(MOCK_APPLICATION_IDS.viewed),
  play: async ({ canvas }) => {
    await loaded(canvas);
    await expect(canvas.queryByRole('button', { name: '下载附件简历' })).not.toBeInTheDocument();
  },
};

export const Missing: Story = {
  ...view('sq9999'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '简历不存在' }, { timeout: 8000 })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: {
        applications: [http.get(applicationPaths.detail, () => delay('infinite')), ...applicationHandlers],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toBeInTheDocument();
    await expect(canvas.queryByRole('article', { name: '在线简历' })).not.toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: {
        applications: [
          http.get(applicationPaths.detail, () =>
            HttpResponse.json<Envelope<null>>({ code: 500, result: null, message: '服务器繁忙，请稍后再试' }),
          ),
          ...applicationHandlers,
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: '简历加载失败' }, { timeout: 8000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重新加载' })).toBeVisible();
  },
};

export const ReadOnlyUser: Story = {
  ...view(MOCK_APPLICATION_IDS.invited),
  parameters: { store: { preloadedState: storeState({ loggedIn: true, token: MOCK_READONLY_TOKEN }) } },
  play: async ({ canvas }) => {
    await loaded(canvas);
    await expect(canvas.queryByRole('group', { name: '处理简历' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: '保存备注' })).not.toBeInTheDocument();
  },
};

export const Phone: Story = {
  ...phoneStory,
  ...at(`/jlgl/zxjlck?id=${MOCK_APPLICATION_IDS.invited}`, true),
  play: async ({ canvas }) => {
    await loaded(canvas);
    await expect(canvas.getByRole('group', { name: '处理简历' })).toBeVisible();
  },
};
