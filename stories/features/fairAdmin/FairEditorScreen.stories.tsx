import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fairPaths } from '../../../contract/fairs';
import FairEditorScreen from '../../../features/fairAdmin/screens/FairEditorScreen';
import { MOCK_FAIR_IDS, mockSchoolFair, resetFairEditorMock } from '../../mocks/handlers/fairEditor';
import { landing } from '../support';
import { consolePhone, consoleScreen, loadErrorStory, renderAt, slow } from '../console/consoleSupport';

const routes = [
  { path: '/zphgl/new', element: <FairEditorScreen /> },
  { path: '/zphgl/:id', element: <FairEditorScreen /> },
  landing('/zphgl'),
];
const screen = consoleScreen(routes, `/zphgl/${MOCK_FAIR_IDS.open}`);

const meta = {
  title: 'Features/fairAdmin/FairEditor',
  component: FairEditorScreen,
  ...screen,
  beforeEach: () => {
    screen.beforeEach();
    resetFairEditorMock();
  },
} satisfies Meta<typeof FairEditorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A fair's fields as saved, its state, and its hall's booth grid. */
export const Edit: Story = {
  play: async ({ canvas }) => {
    const form = within(await canvas.findByRole('form', { name: '编辑招聘会' }, slow));
    await expect(form.getByRole('textbox', { name: /招聘会名称/ })).toHaveValue('2027届秋季大型双选会');
    await expect(canvas.getByText('报名中')).toBeVisible();
    await expect(await canvas.findByRole('grid', { name: '体育馆一号馆展位图' }, slow)).toBeVisible();
    const name = form.getByRole('textbox', { name: /招聘会名称/ });
    await userEvent.clear(name);
    await userEvent.type(name, '2027届冬季双选会');
    await userEvent.click(form.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(mockSchoolFair(MOCK_FAIR_IDS.open)?.zphmc).toBe('2027届冬季双选会'), slow);
  },
};

/** A new fair: every missing field is named at its field, the first one focused. */
export const NewInvalid: Story = {
  render: renderAt(routes, '/zphgl/new'),
  play: async ({ canvas }) => {
    const form = within(await canvas.findByRole('form', { name: '新建招聘会' }, slow));
    await userEvent.click(form.getByRole('button', { name: '创建招聘会' }));
    await expect(await form.findByText('请填写招聘会名称', {}, slow)).toBeVisible();
    await expect(form.getByText('请选择举办日期')).toBeVisible();
    await expect(form.getByText('请填写举办地点')).toBeVisible();
    await expect(form.getByRole('textbox', { name: /招聘会名称/ })).toHaveFocus();
  },
};

/** Limited to industries: the industry list appears and one must be ticked. */
export const ByIndustry: Story = {
  render: renderAt(routes, `/zphgl/${MOCK_FAIR_IDS.draft}`),
  play: async ({ canvas }) => {
    const form = within(await canvas.findByRole('form', { name: '编辑招聘会' }, slow));
    const industries = form.getByRole('group', { name: /可预订的行业/ });
    await expect(
      within(industries).getByRole('checkbox', { name: '信息传输、软件和信息技术服务业' }),
    ).toBeChecked();
    await userEvent.click(
      within(industries).getByRole('checkbox', { name: '信息传输、软件和信息技术服务业' }),
    );
    await userEvent.click(form.getByRole('button', { name: '保存' }));
    await expect(await form.findByText('请选择可预订的行业', {}, slow)).toBeVisible();
    await expect(
      await canvas.findByText('还没有会场。新建会场绘制展位图，或从表格导入。', {}, slow),
    ).toBeVisible();
  },
};

/** The import sheet: the template, the hall's name and the file, with the layout it expects. */
export const ImportSheet: Story = {
  render: renderAt(routes, `/zphgl/${MOCK_FAIR_IDS.draft}`),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '从表格导入' }, slow));
    const dialog = within(await within(document.body).findByRole('dialog', { name: '从表格导入会场' }));
    await expect(dialog.getByRole('button', { name: '下载导入模板' })).toBeVisible();
    await expect(dialog.getByLabelText('展位表格（.xlsx，不超过2MB）')).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: '导入为新会场' })).toBeDisabled();
  },
};

export const LoadError: Story = loadErrorStory(fairPaths.schoolDetail, '招聘会加载失败');

/** On phones the form and the grid stack; the grid scrolls sideways. */
export const Phone: Story = {
  ...consolePhone,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('form', { name: '编辑招聘会' }, slow)).toBeVisible();
    await expect(await canvas.findByRole('grid', { name: '体育馆一号馆展位图' }, slow)).toBeInTheDocument();
  },
};
