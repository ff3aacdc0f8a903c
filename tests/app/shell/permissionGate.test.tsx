import { act, screen, within } from '@testing-library/react';
import { delay, http } from 'msw';
import { accountAdminPaths } from '../../../contract/permissions';
import { emptyEmployerSession } from '../../../app/session/employerSessionSlice';
import type { RootState } from '../../../app/store';
import {
  MOCK_MAIN_ACCOUNT_NAME,
  MOCK_RECRUITER_TOKEN,
  resetAccountAdminMock,
} from '../../../stories/mocks/handlers/accountAdmin';
import { demoEmployer } from '../../../stories/mocks/handlers/session';
import { resetFeedback } from '../../../ui/Feedback';
import { installBrowserShims } from '../support/browserShims';
import { clearBrowserState, startMockApi } from '../support/mockApi';
import { disposeApps, renderApp } from '../support/renderApp';

const server = startMockApi();
beforeAll(installBrowserShims);
jest.setTimeout(20_000);
beforeEach(() => {
  clearBrowserState();
  resetAccountAdminMock();
});
afterEach(() => {
  act(() => {
    resetFeedback();
  });
  disposeApps();
});

const recruiter: Partial<RootState> = {
  employerSession: { ...emptyEmployerSession, ...demoEmployer, token: MOCK_RECRUITER_TOKEN },
};
const slow = { timeout: 5000 };

describe('a page the role does not open', () => {
  it('shows 无权访问 with the permission and whom to ask, and leads back home', async () => {
    const { user, appPath } = renderApp('/zhgl/kszzh', recruiter);
    expect(await screen.findByRole('heading', { name: '无权访问', level: 1 }, slow)).toBeInTheDocument();
    expect(
      screen.getByText(
        `当前账号没有“账号管理·查看”权限，请联系单位主账号（${MOCK_MAIN_ACCOUNT_NAME}）开通。`,
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '返回首页' }));
    expect(await screen.findByRole('heading', { name: /欢迎/ }, slow)).toBeInTheDocument();
    expect(appPath()).toBe('/dwsy');
  });

  it('shows the loading page, never 无权访问, while the grants are read', async () => {
    server.use(http.get(accountAdminPaths.myPermissions, () => delay('infinite')));
    renderApp('/zhgl/kszzh', recruiter);
    expect(await screen.findByRole('navigation', { name: '单位中心导航' }, slow)).toBeInTheDocument();
    expect(screen.getByText('页面加载中')).toBeInTheDocument();
    expect(screen.queryByText('无权访问')).not.toBeInTheDocument();
  });

  it('leaves out of the navigation the sections the role does not open', async () => {
    const { user } = renderApp('/dwsy', recruiter);
    const nav = await screen.findByRole('navigation', { name: '单位中心导航' }, slow);
    expect(await within(nav).findByRole('button', { name: '招聘信息' }, slow)).toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: '签约中心' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: '账号管理' })).not.toBeInTheDocument();
    await user.click(within(nav).getByRole('button', { name: '个人设置' }));
    expect(within(nav).queryByRole('link', { name: '开设子账号' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: '账号设置' })).toBeInTheDocument();
  });
});
