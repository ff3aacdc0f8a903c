import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fairPaths } from '../../../contract/fairs';
import FairNoShowScreen from '../../../features/fairAdmin/screens/FairNoShowScreen';
import { serverFailure } from '../../mocks/handlers/console';
import {
  MOCK_ENDED_FAIR,
  MOCK_SUSPENSION_END,
  noShowScreenHandlers,
  resetNoShowMock,
} from '../../mocks/handlers/noShows';
import { resetNoShowRuleMock } from '../../mocks/handlers/noShowRule';
import { page } from '../support';
import { consolePhone, consoleScreen, renderAt, slow } from '../console/consoleSupport';

const routes = [{ path: '/zphwdc', element: <FairNoShowScreen /> }];
const screen = consoleScreen(routes, '/zphwdc');
const atEndedFair = renderAt(routes, `/zphwdc?zphid=${MOCK_ENDED_FAIR.id}`);

const meta = {
  title: 'Features/fairAdmin/FairNoShow',
  component: FairNoShowScreen,
  ...screen,
  parameters: { ...screen.parameters, msw: { handlers: noShowScreenHandlers } },
  beforeEach: () => {
    screen.beforeEach();
    resetNoShowMock();
    resetNoShowRuleMock();
  },
} satisfies Meta<typeof FairNoShowScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const table = async (canvas: Canvas) =>
  within(await canvas.findByRole('table', { name: '未签到的单位' }, slow));

/** Only ended fairs are offered; picking one lists who passed and did not check in. */
export const PickFair: Story = {
  play: async ({ canvas }) => {
    const select = await canvas.findByRole('combobox', { name: '已结束的招聘会' }, slow);
    await userEvent.click(select);
    const options = within(await page().findByRole('listbox'));
    await expect(options.queryByText(/2027届春季双选会/)).toBeNull();
    await userEvent.click(options.getByRole('option', { name: `2026-11-20 ${MOCK_ENDED_FAIR.name}` }));
    const rows = await table(canvas);
    await expect(await rows.findByText('蓝海银行', {}, slow)).toBeVisible();
    await expect(rows.getByText('体育馆一号馆 · A-02（标准展位）')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '标记未到场' })).toBeDisabled();
  },
};

/** Some selected: the confirmation says what follows; confirmed, they leave the list and the summary says so. */
export const MarkSome: Story = {
  render: atEndedFair,
  play: async ({ canvas }) => {
    const rows = await table(canvas);
    await userEvent.click(await rows.findByRole('checkbox', { name: '选择 蓝海银行' }, slow));
    await expect(canvas.getByText('已选 1 家单位')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '标记未到场' }));
    const dialog = within(await page().findByRole('alertdialog'));
    await expect(dialog.getByText('标记1家单位未到场？')).toBeVisible();
    await expect(
      dialog.getByText(/将把蓝海银行标记为未到场。每家单位将生成一条校招不诚信记录/),
    ).toBeVisible();
    await expect(dialog.getByText(/暂停预订招聘会展位和宣讲会一年/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: '确认标记' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('已标记1家单位未到场'), slow);
    await waitFor(() => expect(rows.queryByText('蓝海银行')).toBeNull(), slow);
    await expect(rows.getByText('远航物流股份有限公司')).toBeVisible();
  },
};

/** Select all: an employer with an earlier record is now suspended, and the summary names the date. */
export const MarkAll: Story = {
  render: atEndedFair,
  play: async ({ canvas }) => {
    const rows = await table(canvas);
    await rows.findByText('蓝海银行', {}, slow);
    await userEvent.click(rows.getByRole('checkbox', { name: /全选/ }));
    await userEvent.click(canvas.getByRole('button', { name: '标记未到场' }));
    const dialog = within(await page().findByRole('alertdialog'));
    await expect(dialog.getByText('标记3家单位未到场？')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: '确认标记' }));
    await waitFor(
      () =>
        expect(canvas.getByRole('alert')).toHaveTextContent(
          `已标记3家单位未到场。示例科技（上海）有限公司暂停预订至${MOCK_SUSPENSION_END}`,
        ),
      slow,
    );
    await expect(await rows.findByText('该招聘会没有未签到的单位', {}, slow)).toBeVisible();
  },
};

/** A site whose rule suspends at the first no-show: the page and the confirmation state that rule. */
export const SiteRule: Story = {
  render: atEndedFair,
  beforeEach: () => {
    resetNoShowRuleMock({ wdccs: 1, tjts: 180, ztts: 30 });
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/本站规则：每次未到场将暂停预订招聘会展位和宣讲会30天。/, {}, slow),
    ).toBeVisible();
    const rows = await table(canvas);
    await userEvent.click(await rows.findByRole('checkbox', { name: '选择 蓝海银行' }, slow));
    await userEvent.click(canvas.getByRole('button', { name: '标记未到场' }));
    const dialog = within(await page().findByRole('alertdialog'));
    await expect(
      dialog.getByText(/自招聘会举办日起180天内有效；每家单位将被暂停预订招聘会展位和宣讲会30天。/),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: '取消' }));
  },
};

/** Cancelling the confirmation marks nobody. */
export const CancelConfirm: Story = {
  render: atEndedFair,
  play: async ({ canvas }) => {
    const rows = await table(canvas);
    await userEvent.click(await rows.findByRole('checkbox', { name: '选择 远航物流股份有限公司' }, slow));
    await userEvent.click(canvas.getByRole('button', { name: '标记未到场' }));
    const dialog = within(await page().findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: '取消' }));
    await expect(rows.getByText('远航物流股份有限公司')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: [serverFailure('get', fairPaths.schoolList)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, slow)).toHaveTextContent('招聘会加载失败');
  },
};

/** On phones each employer is a card with its checkbox. */
export const Phone: Story = {
  ...consolePhone,
  render: atEndedFair,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('checkbox', { name: '选择 蓝海银行' }, slow)).toBeVisible();
  },
};
