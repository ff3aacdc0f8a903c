import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { talkPaths } from '../../../contract/talks';
import VenueListScreen from '../../../features/venues/screens/VenueListScreen';
import { neverAnswers, resetConsoleMocks, serverFailure } from '../../mocks/handlers/console';
import { noVenues, resetVenuesMock } from '../../mocks/handlers/venues';
import { consolePhone, consoleState, loadErrorStory, renderAt, slow } from '../console/consoleSupport';
import { page } from '../support';

const routes = [{ path: '/cd', element: <VenueListScreen /> }];

const meta = {
  title: 'Features/venues/VenueList',
  component: VenueListScreen,
  parameters: { router: false, store: { preloadedState: consoleState() } },
  beforeEach: () => {
    resetConsoleMocks();
    resetVenuesMock();
  },
  render: renderAt(routes, '/cd'),
} satisfies Meta<typeof VenueListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const venueTable = (root: HTMLElement) => within(within(root).getByRole('table', { name: '场地列表' }));
const drawer = async (name: string) => within(await page().findByRole('form', { name }, slow));

/** Every venue with its kind, seats, fee, slots in short, closed dates and whether it is offered. */
export const List: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('学术报告厅', {}, slow)).toBeVisible();
    const table = venueTable(canvasElement);
    await expect(table.getAllByRole('row')).toHaveLength(6);
    await expect(canvas.getByText('共 5 个场地')).toBeVisible();
    await expect(table.getByText('¥1,200/时段')).toBeVisible();
    await expect(table.getAllByText('09:00-11:00（周一至周五）')[0]).toBeVisible();
    await expect(table.getByText('09:00-11:00（周一至周六）')).toBeVisible();
    await expect(table.getByText('2 天（2026-12-24 起）')).toBeVisible();
    await expect(table.getByText('停用', { selector: '[data-ui="status-badge"]' })).toBeVisible();
    await expect(table.getByRole('button', { name: '启用 旧礼堂' })).toBeVisible();
  },
};

/** The kind filter lives in the address; nothing matching says so, 重置 brings all back. */
export const FilteredByKind: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText('学术报告厅', {}, slow);
    await userEvent.type(canvas.getByRole('textbox', { name: '关键词' }), '面试');
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(canvas.queryByText('学术报告厅')).not.toBeInTheDocument(), slow);
    await expect(venueTable(canvasElement).getByText('面试室A')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: '关键词' }), '不存在');
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await expect(await canvas.findByText('没有符合条件的场地', {}, slow)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '重置' }));
    await expect(await canvas.findByText('学术报告厅', {}, slow)).toBeVisible();
  },
};

/** No venue yet: the page says what venues are for and offers 添加场地. */
export const Empty: Story = {
  parameters: { msw: { handlers: [noVenues] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/还没有场地/, {}, slow)).toBeVisible();
    await expect(canvas.getByRole('button', { name: '添加场地' })).toBeVisible();
    await expect(canvas.queryByRole('table', { name: '场地列表' })).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [neverAnswers('get', talkPaths.venueList)] } },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: '场地列表' });
    await expect(table.closest('[aria-busy="true"]')).not.toBeNull();
  },
};

export const LoadError: Story = loadErrorStory(talkPaths.venueList, '场地列表加载失败');

/** A new venue sent empty: each problem at its field, focus on the first; nothing is sent. */
export const AddWithErrors: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText('学术报告厅', {}, slow);
    await userEvent.click(canvas.getByRole('button', { name: '添加场地' }));
    const form = await drawer('添加场地');
    await userEvent.clear(form.getByRole('textbox', { name: '费用' }));
    await userEvent.type(form.getByRole('textbox', { name: '座位数' }), '0');
    await userEvent.click(form.getByRole('button', { name: '添加场地' }));
    await expect(await form.findByText('请输入场地名称')).toBeVisible();
    await expect(form.getByText('座位数应为1到5000之间的整数')).toBeVisible();
    await expect(form.getByText('请输入费用，免费填0')).toBeVisible();
    await expect(form.getByRole('textbox', { name: '场地名称' })).toHaveFocus();
  },
};

/**
 * The slot editor: a new venue starts with three ranges on weekdays; a range ending before it starts,
 * two ranges overlapping on a day and a range without a weekday are refused naming the row.
 */
export const SlotEditor: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText('学术报告厅', {}, slow);
    await userEvent.click(canvas.getByRole('button', { name: '添加场地' }));
    const form = await drawer('添加场地');
    const rows = form.getByRole('list', { name: '可预约时段列表' });
    await expect(within(rows).getAllByRole('group', { name: /^第\d个时段$/ })).toHaveLength(3);
    await userEvent.type(form.getByRole('textbox', { name: '场地名称' }), '多功能厅');
    await userEvent.type(form.getByRole('textbox', { name: '座位数' }), '80');
    await userEvent.click(form.getByRole('button', { name: '添加时段' }));
    // The new row starts where the last one ends (21:00), on the same days.
    await userEvent.type(form.getByLabelText('第4个时段结束时间'), '20:00{Enter}');
    await userEvent.click(form.getByRole('button', { name: '添加场地' }));
    await expect(await form.findByText('第4个时段：结束时间须晚于开始时间')).toBeVisible();
    const start = form.getByLabelText('第4个时段开始时间');
    await userEvent.clear(start);
    await userEvent.type(start, '20:00{Enter}');
    const end = form.getByLabelText('第4个时段结束时间');
    await userEvent.clear(end);
    await userEvent.type(end, '22:00{Enter}');
    await expect(
      await form.findByText('第4个时段与第3个时段在周一、周二、周三、周四、周五时间重叠'),
    ).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: '删除第4个时段' }));
    const third = within(form.getByRole('group', { name: '第3个时段' }));
    for (const day of ['一', '二', '三', '四', '五'])
      await userEvent.click(third.getByRole('checkbox', { name: day }));
    await userEvent.click(form.getByRole('button', { name: '添加场地' }));
    await expect(await form.findByText('第3个时段：请选择适用的星期')).toBeVisible();
    await userEvent.click(third.getByRole('checkbox', { name: '六' }));
    await userEvent.click(form.getByRole('button', { name: '添加场地' }));
    await expect(await page().findByText('场地已添加', {}, slow)).toBeVisible();
    await expect(await canvas.findByText('多功能厅', {}, slow)).toBeVisible();
    await expect(canvas.getByText('19:00-21:00（周六）')).toBeVisible();
  },
};

/** Closed dates: picked and added in order, a date twice refused, each removable. */
export const ClosedDates: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText('学术报告厅', {}, slow);
    await userEvent.click(canvas.getByRole('button', { name: '编辑 学术报告厅' }));
    const form = await drawer('编辑场地');
    const dates = within(form.getByRole('list', { name: '不开放日期列表' }));
    await expect(dates.getAllByRole('listitem')).toHaveLength(2);
    const picker = form.getByLabelText('选择不开放日期');
    await userEvent.type(picker, '2099-01-02{Enter}');
    await userEvent.click(form.getByRole('button', { name: '添加日期' }));
    await expect(await dates.findByText('2099-01-02 周五')).toBeVisible();
    await userEvent.type(picker, '2099-01-02{Enter}');
    await userEvent.click(form.getByRole('button', { name: '添加日期' }));
    await expect(await form.findByText('2099-01-02 已在不开放日期中')).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: '移除 2026-12-24' }));
    await expect(dates.queryByText('2026-12-24 周四')).not.toBeInTheDocument();
    await userEvent.click(form.getByRole('button', { name: '保存' }));
    await expect(await page().findByText('场地已保存', {}, slow)).toBeVisible();
    await expect(await canvas.findByText('2 天（2026-12-25 起）', {}, slow)).toBeVisible();
  },
};

/** The server refuses a name already used: the message shows at the name. */
export const RefusedName: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText('学术报告厅', {}, slow);
    await userEvent.click(canvas.getByRole('button', { name: '编辑 第一报告厅' }));
    const form = await drawer('编辑场地');
    const name = form.getByRole('textbox', { name: '场地名称' });
    await userEvent.clear(name);
    await userEvent.type(name, '学术报告厅');
    await userEvent.click(form.getByRole('button', { name: '保存' }));
    await expect(await form.findByText('场地名称“学术报告厅”已存在，请换一个名称', {}, slow)).toBeVisible();
  },
};

/** 停用 asks first and says bookings stay; 删除 of a booked venue disables it and says so. */
export const DisableAndRemove: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText('学术报告厅', {}, slow);
    await userEvent.click(canvas.getByRole('button', { name: '停用 第一报告厅' }));
    const confirm = within(await page().findByRole('alertdialog', { name: '停用场地“第一报告厅”？' }));
    await expect(confirm.getByText(/已提交和已通过的预约不受影响/)).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: '停用' }));
    await expect(await page().findByText('已停用“第一报告厅”', {}, slow)).toBeVisible();
    await expect(await canvas.findByRole('button', { name: '启用 第一报告厅' }, slow)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '删除 学术报告厅' }));
    const remove = within(await page().findByRole('alertdialog', { name: '删除场地“学术报告厅”？' }));
    await userEvent.click(remove.getByRole('button', { name: '删除' }));
    await expect(await page().findByText('“学术报告厅”已有预约记录，已改为停用', {}, slow)).toBeVisible();
    await expect(venueTable(canvasElement).getByText('学术报告厅')).toBeVisible();
  },
};

/** A failed save keeps the form open and says why above it. */
export const SaveFails: Story = {
  parameters: { msw: { handlers: [serverFailure('post', talkPaths.venueSave)] } },
  play: async ({ canvas }) => {
    await canvas.findByText('学术报告厅', {}, slow);
    await userEvent.click(canvas.getByRole('button', { name: '编辑 面试室A' }));
    const form = await drawer('编辑场地');
    await userEvent.click(form.getByRole('button', { name: '保存' }));
    await expect(await form.findByRole('alert', {}, slow)).toHaveTextContent('服务器繁忙，请稍后再试');
  },
};

/** On phones: cards with their actions, and the form in a bottom sheet. */
export const Phone: Story = {
  ...consolePhone,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('学术报告厅', {}, slow)).toBeVisible();
    await expect(canvas.getByRole('button', { name: '编辑 学术报告厅' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '添加场地' }));
    const form = await page().findByRole('form', { name: '添加场地' }, slow);
    await expect(form.getBoundingClientRect().width).toBeLessThanOrEqual(window.innerWidth);
    await expect(within(form).getByRole('button', { name: /第1个时段开始时间/ })).toBeVisible();
  },
};
