import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { schoolSiteMessages, schoolSitePaths } from '../../../contract/schoolSites';
import SchoolSitesScreen from '../../../features/schoolSites/screens/SchoolSitesScreen';
import { ok, refuse } from '../../mocks/handlers/account';
import { MOCK_READONLY_TOKEN } from '../../mocks/handlers/accountAdmin';
import {
  MOCK_PASSED_SITE_NAME,
  MOCK_REJECT_REASON,
  MOCK_SUB_SITE_NAME,
  resetSchoolSitesMock,
} from '../../mocks/handlers/schoolSites';
import { employerScreenAt, employerScreenParameters, phoneStory } from '../employerScreenStories';
import { heldRequest, page, storeState } from '../support';

const at = employerScreenAt({
  path: '/dwsy/dlxxfz',
  phoneTitle: '登录学校分站',
  screen: <SchoolSitesScreen />,
  leadsTo: ['/authlogin'],
});

const meta = {
  title: 'Features/schoolSites/SchoolSites',
  component: SchoolSitesScreen,
  globals: { backgrounds: { value: 'page' } },
  parameters: employerScreenParameters,
  beforeEach: () => resetSchoolSitesMock(),
  ...at(),
} satisfies Meta<typeof SchoolSitesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const slow = { timeout: 8000 };
/** The card of a site, named by its heading. */
const cardOf = (canvas: Canvas, name: string) => canvas.findByRole('listitem', { name }, slow);

/** Every standing at once: its tag, the school's reason where it gave one, and the one thing to do. */
export const Standings: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '登录学校分站', level: 1 })).toBeVisible();
    const home = await cardOf(canvas, '高校毕业生就业平台');
    await expect(within(home).getByText('已通过')).toBeVisible();
    await expect(within(home).getByText('注册站点')).toBeVisible();
    await expect(within(home).getByText('当前所在站点')).toBeVisible();
    const fresh = await cardOf(canvas, MOCK_SUB_SITE_NAME);
    await expect(within(fresh).getByText('未注册')).toBeVisible();
    await expect(within(fresh).getByRole('button', { name: `一键注册 ${MOCK_SUB_SITE_NAME}` })).toBeVisible();
    const waiting = await cardOf(canvas, '江城师范大学就业网');
    await expect(within(waiting).getByText('待审核')).toBeVisible();
    await expect(within(waiting).getByText('学校审核中，审核通过后即可进入')).toBeVisible();
    const rejected = await cardOf(canvas, '西岭农业大学就业信息网');
    await expect(within(rejected).getByText('已驳回')).toBeVisible();
    await expect(within(rejected).getByText('驳回原因')).toBeVisible();
    await expect(within(rejected).getByText(MOCK_REJECT_REASON)).toBeVisible();
    const changes = await cardOf(canvas, '北湖财经学院就业网');
    await expect(within(changes).getByText('需修改')).toBeVisible();
    await expect(within(changes).getByText('请补充在本省的分支机构联系人')).toBeVisible();
    const passed = await cardOf(canvas, MOCK_PASSED_SITE_NAME);
    await expect(within(passed).getByRole('button', { name: `进入 ${MOCK_PASSED_SITE_NAME}` })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^进入/ })).toHaveLength(1);
  },
};

/** 一键注册 says the school will review, then the card stands 待审核. */
export const RegisterInOneStep: Story = {
  play: async ({ canvas }) => {
    const card = await cardOf(canvas, MOCK_SUB_SITE_NAME);
    await userEvent.click(within(card).getByRole('button', { name: `一键注册 ${MOCK_SUB_SITE_NAME}` }));
    const dialog = await page().findByRole('alertdialog', { name: `一键注册“${MOCK_SUB_SITE_NAME}”？` });
    await expect(dialog).toHaveTextContent('无需重新填写');
    await expect(dialog).toHaveTextContent('该学校审核通过后');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认注册' }));
    await expect(await page().findByText(schoolSiteMessages.registered, {}, slow)).toBeVisible();
    await waitFor(() => expect(within(card).getByText('待审核')).toBeVisible(), slow);
    await expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  },
};

/** Cancelling the confirmation sends nothing. */
export const RegisterCancelled: Story = {
  play: async ({ canvas }) => {
    const card = await cardOf(canvas, MOCK_SUB_SITE_NAME);
    await userEvent.click(within(card).getByRole('button', { name: `一键注册 ${MOCK_SUB_SITE_NAME}` }));
    const dialog = await page().findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(page().queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(within(card).getByText('未注册')).toBeVisible();
  },
};

/** The server refuses (registered meanwhile elsewhere in another tab): its words, the card unchanged. */
export const RegisterRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(schoolSitePaths.register, () =>
          HttpResponse.json(refuse(409, schoolSiteMessages.alreadyRegistered)),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    const card = await cardOf(canvas, MOCK_SUB_SITE_NAME);
    await userEvent.click(within(card).getByRole('button', { name: `一键注册 ${MOCK_SUB_SITE_NAME}` }));
    await userEvent.click(
      within(await page().findByRole('alertdialog')).getByRole('button', { name: '确认注册' }),
    );
    await expect(await page().findByText(schoolSiteMessages.alreadyRegistered, {}, slow)).toBeVisible();
  },
};

/** A rejected registration goes back to the school with 重新提交. */
export const ResubmitRejected: Story = {
  play: async ({ canvas }) => {
    const card = await cardOf(canvas, '西岭农业大学就业信息网');
    await userEvent.click(within(card).getByRole('button', { name: '重新提交 西岭农业大学就业信息网' }));
    const dialog = await page().findByRole('alertdialog', {
      name: '向“西岭农业大学就业信息网”重新提交注册？',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: '重新提交' }));
    await expect(await page().findByText(schoolSiteMessages.resubmitted, {}, slow)).toBeVisible();
    await waitFor(() => expect(within(card).getByText('待审核')).toBeVisible(), slow);
  },
};

/** 进入 a passed site opens its employer app through AuthLogin, no password asked. */
export const EnterPassedSite: Story = {
  play: async ({ canvas }) => {
    const card = await cardOf(canvas, MOCK_PASSED_SITE_NAME);
    await userEvent.click(within(card).getByRole('button', { name: `进入 ${MOCK_PASSED_SITE_NAME}` }));
    await expect(await canvas.findByRole('heading', { name: '到达 /authlogin' }, slow)).toBeVisible();
  },
};

/** A 只读 user sees where the employer stands but cannot register it anywhere. */
export const ReadOnlyUser: Story = {
  parameters: { store: { preloadedState: storeState({ loggedIn: true, token: MOCK_READONLY_TOKEN }) } },
  play: async ({ canvas }) => {
    const card = await cardOf(canvas, MOCK_SUB_SITE_NAME);
    await expect(
      await within(card).findByText('提交注册需“账号管理·管理”权限，请联系单位主账号', {}, slow),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /一键注册|重新提交/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: `进入 ${MOCK_PASSED_SITE_NAME}` })).toBeVisible();
  },
};

const heldList = heldRequest('get', schoolSitePaths.list);

export const Loading: Story = {
  parameters: { msw: { handlers: [heldList.handler] } },
  play: async ({ canvas }) => {
    await heldList.reached();
    await expect(canvas.getByRole('status')).toHaveTextContent('正在加载学校分站');
  },
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [http.get(schoolSitePaths.list, () => HttpResponse.json(ok({ records: [], total: 0 })))],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('平台暂未开通其他学校分站', {}, slow)).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(schoolSitePaths.list, () => HttpResponse.json(refuse(500, '服务器繁忙，请稍后再试'))),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '学校分站加载失败' }, slow)).toBeVisible();
    await expect(canvas.getByText('服务器繁忙，请稍后再试')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重新加载' })).toBeEnabled();
  },
};

/** On a phone: one column, full-width actions under the phone layout's title. */
export const Phone: Story = {
  ...phoneStory,
  ...at('/dwsy/dlxxfz', true),
  play: async ({ canvas }) => {
    const card = await cardOf(canvas, MOCK_SUB_SITE_NAME);
    await expect(canvas.getByRole('heading', { name: '登录学校分站', level: 1 })).toBeVisible();
    await expect(within(card).getByRole('button', { name: `一键注册 ${MOCK_SUB_SITE_NAME}` })).toBeVisible();
    await expect(
      within(await cardOf(canvas, '西岭农业大学就业信息网')).getByText(MOCK_REJECT_REASON),
    ).toBeVisible();
  },
};
