import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { studentApplicationPaths } from '../../../../contract/applications';
import type { Envelope } from '../../../../contract/envelope';
import { RecommendedPositions } from '../../../../features/applications/student/components/RecommendedPositions';
import { resetStudentApplicationsMock } from '../../../mocks/handlers/studentApplications';
import { heldRequest } from '../../support';
import { slow, studentPhoneStory, studentScreenAt, studentScreenParameters } from './studentScreenStories';

/** The home's 推荐职位 block (the portal's home places it). */
const meta = {
  title: 'Features/applications/student/RecommendedPositions',
  component: RecommendedPositions,
  globals: { backgrounds: { value: 'page' } },
  parameters: studentScreenParameters,
  beforeEach: () => resetStudentApplicationsMock(),
  ...studentScreenAt('/'),
} satisfies Meta<typeof RecommendedPositions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Recommended: Story = {
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: '推荐职位' }, slow);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    await expect(within(list).getByText('邀请面试')).toBeVisible();
    await userEvent.click(within(list).getByRole('link', { name: 'Java 后端开发工程师' }));
    await expect(await canvas.findByRole('heading', { name: '职位详情', level: 1 }, slow)).toBeVisible();
  },
};

export const NothingToRecommend: Story = {
  beforeEach: () => resetStudentApplicationsMock({ positions: 'none' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/暂时没有推荐的职位/, {}, slow)).toBeVisible();
    await expect(canvas.getByRole('link', { name: '查看全部职位' })).toHaveAttribute('href', '/zpgw');
  },
};

const held = heldRequest('get', studentApplicationPaths.recommended);
export const Loading: Story = {
  parameters: { msw: { handlers: [held.handler] } },
  play: async ({ canvas }) => {
    await held.reached();
    await expect(canvas.getByRole('status')).toHaveTextContent('推荐职位加载中');
  },
};

export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(studentApplicationPaths.recommended, () =>
          HttpResponse.json<Envelope<null>>({ code: 500, result: null, message: '服务器繁忙，请稍后再试' }),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, slow)).toHaveTextContent(
      '推荐职位加载失败：服务器繁忙，请稍后再试',
    );
    await expect(canvas.getByRole('button', { name: '重新加载' })).toBeVisible();
  },
};

export const Phone: Story = {
  ...studentPhoneStory,
  ...studentScreenAt('/', true),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('list', { name: '推荐职位' }, slow)).toBeVisible();
  },
};
