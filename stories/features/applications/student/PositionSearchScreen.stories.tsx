import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { studentApplicationPaths } from '../../../../contract/applications';
import type { Envelope } from '../../../../contract/envelope';
import PositionSearchScreen from '../../../../features/applications/student/screens/PositionSearchScreen';
import { resetStudentApplicationsMock } from '../../../mocks/handlers/studentApplications';
import { heldRequest } from '../../support';
import { slow, studentPhoneStory, studentScreenAt, studentScreenParameters } from './studentScreenStories';

const meta = {
  title: 'Features/applications/student/PositionSearch',
  component: PositionSearchScreen,
  globals: { backgrounds: { value: 'page' } },
  parameters: studentScreenParameters,
  beforeEach: () => resetStudentApplicationsMock(),
  ...studentScreenAt('/zpgw'),
} satisfies Meta<typeof PositionSearchScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const loaded = (canvas: Canvas) => canvas.findByRole('link', { name: 'Java 后端开发工程师' }, slow);
const rowOf = (canvas: Canvas, name: string) => canvas.getByRole('row', { name: new RegExp(name) });

/** The first page: ten of twelve positions, whether I applied, salary and place. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    await expect(canvas.getByRole('heading', { name: '职位搜索', level: 1 })).toBeVisible();
    await expect(canvas.getByText('共 12 个职位')).toBeVisible();
    const applied = rowOf(canvas, '前端开发工程师');
    await expect(within(applied).getByText('邀请面试')).toBeVisible();
    await expect(within(applied).getByText('9,000-14,000元/月')).toBeVisible();
    const open = rowOf(canvas, 'Java 后端开发工程师');
    await expect(within(open).getByText('未申请')).toBeVisible();
    await expect(within(open).getByText('全职 · 工程技术人员 · 本科')).toBeVisible();
    await expect(within(rowOf(canvas, '算法工程师')).getByText('25万-40万元/年')).toBeVisible();
    await expect(within(rowOf(canvas, '销售代表')).getByText('面议')).toBeVisible();
  },
};

/** Keyword and nature filters go to the address and the list call; 重置 clears them. */
export const Filtered: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    await userEvent.type(canvas.getByRole('textbox', { name: '关键词' }), '济南星河');
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await expect(await canvas.findByText('共 3 个职位', {}, slow)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Java 后端开发工程师' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '重置' }));
    await expect(await canvas.findByText('共 12 个职位', {}, slow)).toBeVisible();
  },
};

/** The second page from the pager. */
export const SecondPage: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    await userEvent.click(canvas.getByRole('button', { name: '下一页' }));
    await expect(await canvas.findByRole('link', { name: '暑期实习生' }, slow)).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('link', { name: 'Java 后端开发工程师' })).toBeNull());
  },
};

export const NoMatch: Story = {
  ...studentScreenAt(`/zpgw?keyword=${encodeURIComponent('架构师')}`),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('没有符合条件的职位，试试放宽筛选条件', {}, slow)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: '关键词' })).toHaveValue('架构师');
  },
};

export const NoPositions: Story = {
  beforeEach: () => resetStudentApplicationsMock({ positions: 'none' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('本校暂时没有正在招聘的职位', {}, slow)).toBeVisible();
  },
};

const held = heldRequest('get', studentApplicationPaths.positions);
export const Loading: Story = {
  parameters: { msw: { handlers: [held.handler] } },
  play: async ({ canvas }) => {
    await held.reached();
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中…');
  },
};

export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(studentApplicationPaths.positions, () =>
          HttpResponse.json<Envelope<null>>({ code: 500, result: null, message: '服务器繁忙，请稍后再试' }),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '职位加载失败' }, slow)).toBeVisible();
    await expect(canvas.getByText('服务器繁忙，请稍后再试')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重新加载' })).toBeVisible();
  },
};

/** A row leads to the position's detail. */
export const OpensDetail: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await loaded(canvas));
    await expect(await canvas.findByRole('heading', { name: '职位详情', level: 1 }, slow)).toBeVisible();
    await expect(await canvas.findByRole('button', { name: '申请职位' }, slow)).toBeVisible();
  },
};

/** Phones: cards, the filters folded behind one button. */
export const Phone: Story = {
  ...studentPhoneStory,
  ...studentScreenAt('/zpgw', true),
  play: async ({ canvas }) => {
    await loaded(canvas);
    await expect(canvas.getByRole('heading', { name: '职位搜索' })).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '筛选职位' }));
    await expect(canvas.getByRole('search', { name: '筛选职位' })).toBeVisible();
  },
};
