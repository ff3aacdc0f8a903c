import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { profilePaths } from '../../../contract/employerProfile';
import CompleteProfileScreen from '../../../features/auth/profile/CompleteProfileScreen';
import MaintainProfileScreen from '../../../features/auth/profile/MaintainProfileScreen';
import { MOCK_READONLY_TOKEN } from '../../mocks/handlers/accountAdmin';
import { neverAnswers, serverFailure } from '../../mocks/handlers/console';
import {
  MOCK_NEW_NAME,
  MOCK_PROFILE_NAME,
  MOCK_REJECT_REASON,
  resetProfileMock,
  type ProfileScenario,
} from '../../mocks/handlers/employerProfile';
import { employerScreenAt, employerScreenParameters, phoneStory } from '../employerScreenStories';
import { page, storeState } from '../support';

const maintain = employerScreenAt({
  path: '/zhgl/dwxxwh',
  phoneTitle: '单位信息维护',
  screen: <MaintainProfileScreen />,
  leadsTo: [],
});
const complete = employerScreenAt({
  path: '/zhgl/dwxxws',
  phoneTitle: '完善单位信息',
  screen: <CompleteProfileScreen />,
  leadsTo: ['/dwsy', '/dwmobileHome'],
});

const meta = {
  title: 'Features/auth/EmployerProfile',
  component: MaintainProfileScreen,
  globals: { backgrounds: { value: 'page' } },
  parameters: employerScreenParameters,
  beforeEach: () => resetProfileMock(),
  ...maintain(),
} satisfies Meta<typeof MaintainProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const slow = { timeout: 8000 };
const from = (scenario: ProfileScenario) => () => resetProfileMock(scenario);
const loaded = (canvas: Canvas) => canvas.findByRole('form', { name: '单位信息' }, slow);
const field = (canvas: Canvas, label: string) =>
  canvas.getByRole('textbox', { name: new RegExp(`^\\*?${label}$`) });

/** A complete profile: nothing missing, the form filled in, the history of earlier saves. */
export const Complete: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    await expect(canvas.getByText('单位信息已完善，所有必填项均已填写')).toBeVisible();
    await expect(field(canvas, '单位名称')).toHaveValue(MOCK_PROFILE_NAME);
    await expect(canvas.getByRole('button', { name: '保存' })).toBeVisible();
    const history = await canvas.findByRole('list', { name: '修改记录' }, slow);
    await expect(
      within(history).getByText('详细地址：西湖区文三路 88 号 → 西湖区文三路 90 号'),
    ).toBeVisible();
  },
};

/** A change of a minor field applies at once and joins the history. */
export const SaveMinorField: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    const address = field(canvas, '详细地址');
    await userEvent.clear(address);
    await userEvent.type(address, '滨江区网商路 699 号');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(
      await page().findByText('已保存', { selector: '[data-ui="message"] *' }, slow),
    ).toBeVisible();
    const history = within(await canvas.findByRole('list', { name: '修改记录' }, slow));
    await expect(
      await history.findByText('详细地址：西湖区文三路 90 号 → 滨江区网商路 699 号', {}, slow),
    ).toBeVisible();
  },
};

/** A new name is announced as going to review, then shows as pending with 撤回申请. */
export const ChangeNameGoesToReview: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    const name = field(canvas, '单位名称');
    await userEvent.clear(name);
    await userEvent.type(name, MOCK_NEW_NAME);
    await expect(canvas.getByText(/单位名称的修改将提交学校审核/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(await canvas.findByText('单位信息变更待学校审核', {}, slow)).toBeVisible();
    await expect(canvas.getByText(`单位名称：${MOCK_PROFILE_NAME} → ${MOCK_NEW_NAME}`)).toBeVisible();
    await expect(field(canvas, '单位名称')).toHaveValue(MOCK_PROFILE_NAME);
  },
};

/** Bad input is refused at each field with its Chinese message, and nothing is sent. */
export const InvalidInput: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    await userEvent.clear(field(canvas, '电子邮箱'));
    await userEvent.type(field(canvas, '电子邮箱'), 'hr@');
    await userEvent.clear(field(canvas, '联系人手机'));
    await userEvent.type(field(canvas, '联系人手机'), '12345');
    await userEvent.clear(field(canvas, '单位网址'));
    await userEvent.type(field(canvas, '单位网址'), '/x');
    await userEvent.clear(field(canvas, '邮政编码'));
    await userEvent.type(field(canvas, '邮政编码'), '12');
    await userEvent.clear(field(canvas, '单位简介'));
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(await canvas.findByText('请输入正确的电子邮箱', {}, slow)).toBeVisible();
    await expect(await canvas.findByText('请填写单位简介')).toBeVisible();
    await expect(await canvas.findByText(/以 http:\/\/ 或 https:\/\/ 开头/)).toBeVisible();
    await expect(field(canvas, '联系人手机')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(canvas, '邮政编码')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A change waits for the school: the reviewed fields are read-only, and it can be withdrawn. */
export const PendingChange: Story = {
  beforeEach: from('pending'),
  play: async ({ canvas }) => {
    await loaded(canvas);
    await expect(canvas.getByText('单位信息变更待学校审核')).toBeVisible();
    await expect(canvas.getByText(`单位名称：${MOCK_PROFILE_NAME} → ${MOCK_NEW_NAME}`)).toBeVisible();
    await expect(field(canvas, '单位名称')).toHaveAttribute('readonly');
    await userEvent.click(canvas.getByRole('button', { name: '撤回申请' }));
    await waitFor(() => expect(canvas.queryByText('单位信息变更待学校审核')).not.toBeInTheDocument(), slow);
    await expect(field(canvas, '单位名称')).not.toHaveAttribute('readonly');
  },
};

/** The school rejected the change: its reason, and the old name still in force. */
export const RejectedChange: Story = {
  beforeEach: from('rejected'),
  play: async ({ canvas }) => {
    await loaded(canvas);
    await expect(canvas.getByText('单位信息变更未通过学校审核')).toBeVisible();
    await expect(canvas.getByText(`驳回原因：${MOCK_REJECT_REASON}`)).toBeVisible();
    await expect(field(canvas, '单位名称')).toHaveValue(MOCK_PROFILE_NAME);
  },
};

/** A sub-account with 账号管理·查看 only reads: no save, a note says who may change it. */
export const ReadOnly: Story = {
  parameters: { store: { preloadedState: storeState({ loggedIn: true, token: MOCK_READONLY_TOKEN }) } },
  play: async ({ canvas }) => {
    await loaded(canvas);
    await expect(await canvas.findByText(/当前账号仅可查看单位信息/, {}, slow)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '保存' })).not.toBeInTheDocument();
    await expect(field(canvas, '联系人')).toBeDisabled();
  },
};

/** While the profile loads: a placeholder. */
export const Loading: Story = {
  parameters: { msw: { handlers: [neverAnswers('get', profilePaths.profile)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('单位信息加载中')).toBeInTheDocument();
  },
};

/** The profile cannot be read: what failed, with 重新加载. */
export const LoadError: Story = {
  parameters: { msw: { handlers: [serverFailure('get', profilePaths.profile)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('单位信息加载失败', {}, slow)).toBeVisible();
    await expect(await canvas.findByRole('button', { name: '重新加载' }, slow)).toBeVisible();
  },
};

/** zhgl/dwxxws: a new employer sees what is missing; completing it goes home. */
export const CompleteNewEmployer: Story = {
  beforeEach: from('incomplete'),
  ...complete(),
  play: async ({ canvas }) => {
    await loaded(canvas);
    await expect(canvas.getByRole('heading', { name: '完善单位信息', level: 1 })).toBeVisible();
    await expect(canvas.getByText(/单位信息尚未完善/)).toBeVisible();
    await expect(canvas.getByText(/还需填写：.*单位简介.*所在地区.*营业执照/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '保存并完成' }));
    await expect(await canvas.findByText('请选择单位性质', {}, slow)).toBeVisible();
    await expect(canvas.getByText('请上传营业执照')).toBeVisible();
  },
};

/** On a phone: the notices and the form stacked, full-width controls. */
export const PhonePending: Story = {
  ...phoneStory,
  beforeEach: from('pending'),
  ...maintain('/zhgl/dwxxwh', true),
  play: async ({ canvas }) => {
    await loaded(canvas);
    await expect(canvas.getByText('单位信息变更待学校审核')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '保存' })).toBeVisible();
  },
};

export const PhoneIncomplete: Story = {
  ...phoneStory,
  beforeEach: from('incomplete'),
  ...complete('/zhgl/dwxxws', true),
  play: async ({ canvas }) => {
    await loaded(canvas);
    await expect(canvas.getByText(/单位信息尚未完善/)).toBeVisible();
  },
};
