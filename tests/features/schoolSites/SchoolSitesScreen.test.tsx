import { screen, waitFor, within } from '@testing-library/react';
import { emptyEmployerSession } from '../../../app/session/employerSessionSlice';
import { schoolSitePaths, type SchoolSiteRequest } from '../../../contract/schoolSites';
import SchoolSitesScreen from '../../../features/schoolSites/screens/SchoolSitesScreen';
import { MOCK_READONLY_TOKEN } from '../../../stories/mocks/handlers/accountAdmin';
import {
  MOCK_ENTER_CODE,
  MOCK_PASSED_SITE_NAME,
  MOCK_SUB_SITE,
  MOCK_SUB_SITE_NAME,
  resetSchoolSitesMock,
} from '../../../stories/mocks/handlers/schoolSites';
import { demoEmployer } from '../../../stories/mocks/handlers/session';
import { clearBrowserState, postedBodies, startMockApi } from '../../app/support/mockApi';
import { renderScreens } from '../support';

const server = startMockApi();
beforeEach(() => {
  clearBrowserState();
  resetSchoolSitesMock();
});

function renderSites(token = demoEmployer.token) {
  return renderScreens(
    [
      { path: '/dwsy/dlxxfz', element: <SchoolSitesScreen /> },
      { path: '/authlogin', element: <h1>授权登录</h1> },
    ],
    {
      at: '/dwsy/dlxxfz',
      preloadedState: { employerSession: { ...emptyEmployerSession, ...demoEmployer, token } },
    },
  );
}

const cardOf = (name: string) => screen.findByRole('listitem', { name }, { timeout: 5000 });

describe('登录学校分站', () => {
  it('registers at a site in one step after the confirmation, sending only its code', async () => {
    const posted = postedBodies<SchoolSiteRequest>(server, schoolSitePaths.register);
    const { user } = renderSites();
    const card = await cardOf(MOCK_SUB_SITE_NAME);
    await user.click(within(card).getByRole('button', { name: `一键注册 ${MOCK_SUB_SITE_NAME}` }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确认注册' }),
    );
    await waitFor(() => expect(within(card).getByText('待审核')).toBeInTheDocument());
    expect(posted).toEqual([{ xxdm: MOCK_SUB_SITE }]);
  });

  it('enters a passed site with its one-time code', async () => {
    const posted = postedBodies<SchoolSiteRequest>(server, schoolSitePaths.enter);
    const { user, path } = renderSites();
    const card = await cardOf(MOCK_PASSED_SITE_NAME);
    await user.click(within(card).getByRole('button', { name: `进入 ${MOCK_PASSED_SITE_NAME}` }));
    await screen.findByRole('heading', { name: '授权登录' });
    expect(posted).toEqual([{ xxdm: '10005' }]);
    expect(path()).toBe(`/authlogin?code=${MOCK_ENTER_CODE}&xxdm=10005`);
  });

  it('offers a read-only user nothing to register', async () => {
    renderSites(MOCK_READONLY_TOKEN);
    const card = await cardOf(MOCK_SUB_SITE_NAME);
    expect(
      await within(card).findByText('提交注册需“账号管理·管理”权限，请联系单位主账号'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /一键注册/ })).not.toBeInTheDocument();
  });
});
