import { File as NodeFile } from 'node:buffer';
import { screen, waitFor, within } from '@testing-library/react';
import { initialSiteState } from '../../../app/site/siteSlice';
import { mapTemplate } from '../../../features/fairAdmin/mapSheet';
import FairEditorScreen from '../../../features/fairAdmin/screens/FairEditorScreen';
import FairListScreen from '../../../features/fairAdmin/screens/FairListScreen';
import { DEMO_STAFF, DEMO_STAFF_TOKEN } from '../../../stories/mocks/handlers/console';
import {
  MOCK_FAIR_IDS,
  MOCK_HALL_ID,
  mockHalls,
  mockSchoolFair,
  resetFairEditorMock,
} from '../../../stories/mocks/handlers/fairEditor';
import { clearBrowserState, startMockApi } from '../../app/support/mockApi';
import { renderScreens } from '../support';

startMockApi();
beforeEach(() => {
  clearBrowserState();
  resetFairEditorMock();
});

const slow = { timeout: 8000 };

/**
 * The template as a chosen file: Node's File, as the fetch and FormData under jest are Node's (jsdom's
 * File has no arrayBuffer() and goes into a FormData as text).
 */
async function templateFile(name: string): Promise<File> {
  const bytes = await new Response(await mapTemplate()).arrayBuffer();
  return new NodeFile([new Uint8Array(bytes)], name) as unknown as File;
}

function renderConsole(at: string) {
  return renderScreens(
    [
      { path: '/zphgl', element: <FairListScreen /> },
      { path: '/zphgl/new', element: <FairEditorScreen /> },
      { path: '/zphgl/:id', element: <FairEditorScreen /> },
    ],
    {
      at,
      preloadedState: {
        site: { ...initialSiteState, zzxxdm: DEMO_STAFF.xxdm },
        staffSession: { token: DEMO_STAFF_TOKEN, xxdm: DEMO_STAFF.xxdm },
      },
    },
  );
}

describe('the fair list', () => {
  it('lists the site’s fairs with state and booths, and opens a new one', async () => {
    const { user, path } = renderConsole('/zphgl');
    const table = within(await screen.findByRole('table', { name: '招聘会列表' }, slow));
    expect(await table.findByRole('link', { name: '2027届秋季大型双选会' }, slow)).toBeInTheDocument();
    expect(table.getByText('报名中')).toBeInTheDocument();
    expect(table.getByText('5 / 6')).toBeInTheDocument();
    expect(table.getByText('未设置展位')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '新建招聘会' }));
    expect(path()).toBe('/zphgl/new');
  });
});

describe('the fair editor', () => {
  it('names each missing field, then edits a fair and saves it', async () => {
    const { user } = renderConsole(`/zphgl/${MOCK_FAIR_IDS.open}`);
    const form = await screen.findByRole('form', { name: '编辑招聘会' }, slow);
    const name = within(form).getByRole('textbox', { name: /招聘会名称/ });
    await user.clear(name);
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('请填写招聘会名称')).toBeInTheDocument();
    expect(name).toHaveFocus();
    await user.type(name, '2027届冬季双选会');
    await user.clear(within(form).getByRole('textbox', { name: /每展位参会人数/ }));
    await user.type(within(form).getByRole('textbox', { name: /每展位参会人数/ }), '3');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(mockSchoolFair(MOCK_FAIR_IDS.open)?.zphmc).toBe('2027届冬季双选会'));
    expect(mockSchoolFair(MOCK_FAIR_IDS.open)?.cjrs).toBe(3);
  });

  it('draws the grid from the keyboard and saves the hall', async () => {
    const { user } = renderConsole(`/zphgl/${MOCK_FAIR_IDS.open}`);
    const grid = within(await screen.findByRole('grid', { name: '体育馆一号馆展位图' }, slow));
    const first = grid.getByRole('gridcell', { name: 'A1 VIP展位，第1行第1列' });
    await user.click(first);
    expect(grid.getByRole('gridcell', { name: 'A1 标准展位，第1行第1列' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(grid.getByRole('gridcell', { name: '不可用，第1行第3列' })).toHaveFocus();
    await user.keyboard('2');
    expect(grid.getByRole('gridcell', { name: 'A3 VIP展位，第1行第3列' })).toHaveFocus();
    await user.keyboard('{ArrowDown}0');
    expect(grid.getByRole('gridcell', { name: '不可用，第2行第3列' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: '保存展位图' }));
    await waitFor(() =>
      expect(mockHalls(MOCK_FAIR_IDS.open).find((hall) => hall.hcid === MOCK_HALL_ID)?.cells).toEqual([
        { h: 0, l: 0, bh: 'A1', lx: '1' },
        { h: 0, l: 1, bh: 'A2', lx: '1' },
        { h: 0, l: 2, bh: 'A3', lx: '2' },
        { h: 0, l: 3, bh: 'A4', lx: '3' },
        { h: 1, l: 0, bh: 'B1', lx: '1' },
        { h: 1, l: 1, bh: 'B2', lx: '1' },
        { h: 1, l: 3, bh: 'B3', lx: '1' },
      ]),
    );
  });

  it('keeps a typed number and refuses a duplicate before sending', async () => {
    const { user } = renderConsole(`/zphgl/${MOCK_FAIR_IDS.open}`);
    const grid = within(await screen.findByRole('grid', { name: '体育馆一号馆展位图' }, slow));
    await user.click(grid.getByRole('gridcell', { name: 'A2 标准展位，第1行第2列' }));
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    const number = screen.getByRole('textbox', { name: /所选单元格/ });
    await user.clear(number);
    await user.type(number, 'B1{Enter}');
    await user.click(screen.getByRole('button', { name: '保存展位图' }));
    expect(await screen.findByText('展位号B1重复')).toBeInTheDocument();
    expect(mockHalls(MOCK_FAIR_IDS.open)[0]?.cells[1]?.bh).toBe('A2');
  });

  it('imports a hall from the template after its preview', async () => {
    const { user } = renderConsole(`/zphgl/${MOCK_FAIR_IDS.draft}`);
    expect(
      await screen.findByText('还没有会场。新建会场绘制展位图，或从表格导入。', {}, slow),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '从表格导入' }));
    const dialog = within(screen.getByRole('dialog', { name: '从表格导入会场' }));
    await user.type(dialog.getByRole('textbox', { name: /会场名称/ }), '图书馆大厅');
    await user.upload(dialog.getByLabelText('展位表格（.xlsx，不超过2MB）'), await templateFile('展位.xlsx'));
    expect(
      await dialog.findByText(
        /共 5 个展位（标准展位 3 个、VIP展位 1 个、转角展位 1 个），2 行 × 4 列/,
        {},
        slow,
      ),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: '导入为新会场' }));
    expect(await screen.findByRole('grid', { name: '图书馆大厅展位图' }, slow)).toBeInTheDocument();
    expect(mockHalls(MOCK_FAIR_IDS.draft)).toHaveLength(1);
  });

  it('shows the server’s row problems of a refused spreadsheet', async () => {
    const { user } = renderConsole(`/zphgl/${MOCK_FAIR_IDS.draft}`);
    await user.click(await screen.findByRole('button', { name: '从表格导入' }, slow));
    const dialog = within(screen.getByRole('dialog', { name: '从表格导入会场' }));
    await user.type(dialog.getByRole('textbox', { name: /会场名称/ }), '图书馆大厅');
    await user.upload(dialog.getByLabelText('展位表格（.xlsx，不超过2MB）'), await templateFile('错误.xlsx'));
    await user.click(await dialog.findByRole('button', { name: '导入为新会场' }));
    expect(await dialog.findByText('第5行：缺少展位号（标准展位）', {}, slow)).toBeInTheDocument();
    expect(mockHalls(MOCK_FAIR_IDS.draft)).toHaveLength(0);
  });

  it('creates a fair and goes on to its booth map', async () => {
    const { user, path } = renderConsole('/zphgl/new');
    const form = await screen.findByRole('form', { name: '新建招聘会' }, slow);
    await user.click(within(form).getByRole('button', { name: '创建招聘会' }));
    expect(await within(form).findByText('请选择举办日期')).toBeInTheDocument();
    expect(within(form).getByText('请填写报名开始时间，如 2026-12-01 09:00')).toBeInTheDocument();
    await user.type(within(form).getByRole('textbox', { name: /招聘会名称/ }), '春季双选会');
    await user.type(within(form).getByRole('textbox', { name: /举办地点/ }), '体育馆');
    for (const [label, date] of [
      [/举办日期/, '2027-04-10'],
      [/报名开始日期/, '2027-04-01'],
      [/报名截止日期/, '2027-04-08'],
    ] as const) {
      const input = within(form).getByRole('textbox', { name: label });
      await user.type(input, date);
      await user.tab();
    }
    await user.click(within(form).getByRole('button', { name: '创建招聘会' }));
    await waitFor(() => expect(path()).toMatch(/^\/zphgl\/zph-new-/), slow);
    expect(await screen.findByRole('form', { name: '编辑招聘会' }, slow)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '新建会场' }));
    expect(await screen.findByRole('grid', { name: '会场1展位图' })).toBeInTheDocument();
  });
});
