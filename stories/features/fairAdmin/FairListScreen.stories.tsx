import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { fairPaths } from '../../../contract/fairs';
import FairListScreen from '../../../features/fairAdmin/screens/FairListScreen';
import { neverAnswers } from '../../mocks/handlers/console';
import { MOCK_FAIR_IDS, emptySchoolFairs, resetFairEditorMock } from '../../mocks/handlers/fairEditor';
import { landing } from '../support';
import { consolePhone, consoleScreen, loadErrorStory, slow } from '../console/consoleSupport';

const routes = [
  { path: '/zphgl', element: <FairListScreen /> },
  landing('/zphgl/new'),
  landing(`/zphgl/${MOCK_FAIR_IDS.draft}`),
];
const screen = consoleScreen(routes, '/zphgl');

const meta = {
  title: 'Features/fairAdmin/FairList',
  component: FairListScreen,
  ...screen,
  beforeEach: () => {
    screen.beforeEach();
    resetFairEditorMock();
  },
} satisfies Meta<typeof FairListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The site's fairs: state, time, place, booths free/total; a name opens its editor. */
export const List: Story = {
  play: async ({ canvas }) => {
    const table = within(await canvas.findByRole('table', { name: '招聘会列表' }, slow));
    await expect(await table.findByRole('link', { name: '2027届秋季大型双选会' }, slow)).toBeVisible();
    await expect(table.getByText('报名中')).toBeVisible();
    await expect(table.getByText('未开始')).toBeVisible();
    await expect(table.getByText('5 / 6')).toBeVisible();
    await expect(table.getByText('未设置展位')).toBeVisible();
    await userEvent.click(table.getByRole('link', { name: '信息技术行业专场' }));
    await expect(await canvas.findByRole('heading', { name: '到达 /zphgl/zph2002' }, slow)).toBeVisible();
  },
};

/** A name that matches no fair says so. */
export const Search: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: '2027届秋季大型双选会' }, slow);
    await userEvent.type(canvas.getByRole('textbox', { name: '关键词' }), '春季');
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await expect(await canvas.findByText('没有符合条件的招聘会', {}, slow)).toBeVisible();
  },
};

/** No fair yet: the empty state offers 新建招聘会, which opens a blank editor. */
export const Empty: Story = {
  parameters: { msw: { handlers: [emptySchoolFairs] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/还没有招聘会/, {}, slow)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '新建招聘会' }));
    await expect(await canvas.findByRole('heading', { name: '到达 /zphgl/new' }, slow)).toBeVisible();
  },
};

/** The list call is slow: the table is there, busy. */
export const Loading: Story = {
  parameters: { msw: { handlers: [neverAnswers('get', fairPaths.schoolList)] } },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: '招聘会列表' }, slow);
    await expect(table.closest('[aria-busy="true"]')).not.toBeNull();
  },
};

export const LoadError: Story = loadErrorStory(fairPaths.schoolList, '招聘会列表加载失败');

/** On phones each fair is a card. */
export const Phone: Story = {
  ...consolePhone,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: '2027届秋季大型双选会' }, slow)).toBeVisible();
    await expect(canvas.getByRole('button', { name: '新建招聘会' })).toBeVisible();
  },
};
