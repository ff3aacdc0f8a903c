import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../../../app/school/App';
import { createConsoleRouter } from '../../../app/school/routes/createConsoleRouter';
import { initialSiteState } from '../../../app/site/siteSlice';
import { makeStore } from '../../../app/store';
import { DEMO_STAFF_TOKEN, resetConsoleMocks } from '../../../stories/mocks/handlers/console';
import { resetFairEditorMock } from '../../../stories/mocks/handlers/fairEditor';
import { resetFeedback } from '../../../ui/Feedback';
import { installBrowserShims } from '../support/browserShims';
import { clearBrowserState, startMockApi } from '../support/mockApi';

startMockApi();
beforeAll(() => installBrowserShims());
jest.setTimeout(30_000);
beforeEach(() => {
  clearBrowserState();
  resetConsoleMocks();
  resetFairEditorMock();
});
const disposers: (() => void)[] = [];
afterEach(() => {
  act(() => {
    resetFeedback();
  });
  for (const dispose of disposers.splice(0)) dispose();
});

const slow = { timeout: 8000 };

function renderPhoneConsole(path: string) {
  const store = makeStore({
    device: { isPhone: true },
    site: { ...initialSiteState, zzxxdm: '00000' },
    staffSession: { token: DEMO_STAFF_TOKEN, xxdm: '00000' },
  });
  const router = createConsoleRouter({ store, initialEntries: [path] });
  disposers.push(() => router.dispose());
  render(<App store={store} router={router} />);
  return { router, user: userEvent.setup() };
}

describe('the console’s phone tab bar', () => {
  it('shows four sections and 更多, which opens the rest and takes focus back when closed', async () => {
    const { user, router } = renderPhoneConsole('/');
    await screen.findByRole('heading', { name: '首页' }, slow);
    const tabs = within(screen.getByRole('navigation', { name: '管理端导航' }));
    expect(tabs.getAllByRole('link').map((link) => link.textContent)).toEqual([
      '首页',
      '单位',
      '职位',
      '公告',
    ]);
    const more = tabs.getByRole('button', { name: '更多' });
    await user.click(more);
    const sheet = within(screen.getByRole('dialog', { name: '更多' }));
    expect(sheet.getByRole('link', { name: '宣讲会审核' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: '更多' })).not.toBeInTheDocument();
    expect(more).toHaveFocus();

    await user.click(more);
    await user.click(
      within(screen.getByRole('dialog', { name: '更多' })).getByRole('link', { name: '招聘会管理' }),
    );
    expect(await screen.findByRole('heading', { name: '招聘会管理' }, slow)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/mgrpage/zphgl');
    expect(screen.queryByRole('dialog', { name: '更多' })).not.toBeInTheDocument();
    expect(tabs.getByRole('button', { name: '更多' })).toHaveAttribute('aria-current', 'page');
  });
});
