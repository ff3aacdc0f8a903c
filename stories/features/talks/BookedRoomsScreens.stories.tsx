import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { talkPaths } from '../../../contract/talks';
import InterviewRoomsScreen from '../../../features/talks/screens/InterviewRoomsScreen';
import WrittenTestRoomsScreen from '../../../features/talks/screens/WrittenTestRoomsScreen';
import { MOCK_TALK_TITLES, resetTalksMock } from '../../mocks/handlers/talks';
import { employerScreenAt, employerScreenParameters, phoneStory } from '../employerScreenStories';
import { failing, slow } from './talkStories';

const written = employerScreenAt({
  path: '/xjh/bscdgl',
  phoneTitle: '笔试场地管理',
  screen: <WrittenTestRoomsScreen />,
  leadsTo: [],
});
const interview = employerScreenAt({
  path: '/xjh/mscdgl',
  phoneTitle: '面试场地管理',
  screen: <InterviewRoomsScreen />,
  leadsTo: [],
});

const meta = {
  title: 'Features/talks/BookedRooms',
  component: WrittenTestRoomsScreen,
  globals: { backgrounds: { value: 'page' } },
  parameters: employerScreenParameters,
  beforeEach: () => resetTalksMock({ draft: { hall: 'held', interview: true } }),
  ...written(),
} satisfies Meta<typeof WrittenTestRoomsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** bscdgl: the written-test rooms booked with the talks, their talk and both states. */
export const WrittenTestRooms: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: '笔试场地管理' }, slow);
    const room = within(await within(table).findByRole('row', { name: /机房301/ }, slow));
    await expect(room.getByText(MOCK_TALK_TITLES.late)).toBeVisible();
    await expect(room.getByText('已通过')).toBeVisible();
    await expect(room.getByText('已预约')).toBeVisible();
  },
};

/** mscdgl: the interview rooms, the draft's held one among them. */
export const InterviewRooms: Story = {
  ...interview(),
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: '面试场地管理' }, slow);
    await expect(await within(table).findAllByRole('row', { name: /面试室一/ }, slow)).toHaveLength(2);
    await expect(within(table).getByText('保留中')).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach: () => resetTalksMock({ draft: null, others: false }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/还没有预约过此类场地/, {}, slow)).toBeVisible();
  },
};

export const LoadError: Story = {
  ...failing('get', talkPaths.rooms),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '笔试场地管理加载失败' }, slow)).toBeVisible();
  },
};

export const Phone: Story = {
  ...phoneStory,
  ...interview('/xjh/mscdgl', true),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(MOCK_TALK_TITLES.pending, {}, slow)).toBeVisible();
  },
};
