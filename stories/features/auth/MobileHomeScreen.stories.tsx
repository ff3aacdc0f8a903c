import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent } from 'storybook/test';
import { UNREAD_TOTAL_PATH } from '../../../contract/im';
import MobileHomeScreen from '../../../features/auth/screens/MobileHomeScreen';
import { PhoneLayout } from '../../../ui/Layout';
import { demoEmployer } from '../../mocks/handlers/session';
import { ScreenRouter, landing, phoneGlobals, storeState } from '../support';

/** As the app shows it: inside the phone layout, whose top bar is the page heading. */
const routes = [
  {
    path: '/dwmobileHome',
    element: (
      <PhoneLayout title="首页">
        <MobileHomeScreen />
      </PhoneLayout>
    ),
  },
  landing('/login/:xxdm/:mode'),
  landing('/zpxx/fbzpzw'),
  landing('/zhgl/xxzx'),
];

const meta = {
  title: 'Features/auth/MobileHome',
  component: MobileHomeScreen,
  globals: phoneGlobals,
  parameters: {
    layout: 'fullscreen',
    router: false,
    store: { preloadedState: storeState({ phone: true, loggedIn: true }) },
  },
  render: () => <ScreenRouter routes={routes} at="/dwmobileHome" />,
} satisfies Meta<typeof MobileHomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedIn: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(demoEmployer.dwmc)).toBeVisible();
    await expect(canvas.getByText('学校站点：高校毕业生就业信息网（00000）')).toBeVisible();
    await expect(await canvas.findByText('3')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: '发布职位' }));
    await expect(await canvas.findByRole('heading', { name: '到达 /zpxx/fbzpzw' })).toBeVisible();
  },
};

/** The unread count fails silently: the home still shows, with 0. */
export const UnreadCountFails: Story = {
  parameters: { msw: { handlers: [http.post(UNREAD_TOTAL_PATH, () => HttpResponse.error())] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(demoEmployer.dwmc)).toBeVisible();
    await expect(canvas.getByText('0')).toBeVisible();
  },
};

/** The page stays when the session ends (spec section 4): it offers the login instead. */
export const LoggedOut: Story = {
  parameters: { store: { preloadedState: storeState({ phone: true }) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '您尚未登录' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await expect(await canvas.findByRole('heading', { name: '到达 /login/:xxdm/:mode' })).toBeVisible();
  },
};

export const LogOut: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '退出登录' }));
    await expect(await canvas.findByRole('heading', { name: '到达 /login/:xxdm/:mode' })).toBeVisible();
  },
};
