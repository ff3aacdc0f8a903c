import { screen, waitFor } from '@testing-library/react';
import { siteContentPaths, type NoticeDraft } from '../../../contract/homepage';
import { initialSiteState } from '../../../app/site/siteSlice';
import NoticeEditorScreen from '../../../features/siteContent/screens/NoticeEditorScreen';
import { NOTICES_PAGE, noticeEditorPath } from '../../../features/siteContent/siteContentPages';
import { DEMO_STAFF, DEMO_STAFF_TOKEN } from '../../../stories/mocks/handlers/console';
import { resetSiteContentMocks } from '../../../stories/mocks/handlers/siteContent';
import { clearBrowserState, postedBodies, startMockApi } from '../../app/support/mockApi';
import { installEditorShims } from '../announcements/editorShims';
import { landing, renderScreens } from '../support';

const server = startMockApi();
installEditorShims();
beforeEach(() => {
  clearBrowserState();
  resetSiteContentMocks();
});
afterEach(() => server.events.removeAllListeners());

function renderEditor(at: string) {
  return renderScreens(
    [
      { path: `${NOTICES_PAGE}/new`, element: <NoticeEditorScreen /> },
      { path: `${NOTICES_PAGE}/:id`, element: <NoticeEditorScreen /> },
      landing(NOTICES_PAGE),
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

/** The editor is a chunk of its own: the form waits for it. */
const body = () => screen.findByRole('textbox', { name: /内容/ }, { timeout: 8000 });

describe('the notice editor', () => {
  it('says what a new notice lacks at each field, before calling the server', async () => {
    const saves = postedBodies<NoticeDraft>(server, siteContentPaths.saveNotice);
    const { user } = renderEditor(`${NOTICES_PAGE}/new`);
    await body();
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请输入标题')).toBeInTheDocument();
    expect(screen.getByText('请输入内容')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /栏目/ })).toHaveAccessibleDescription('请选择栏目');
    expect(saves).toHaveLength(0);
  });

  it('shows a saved notice and saves a change, then goes back to the list', async () => {
    const saves = postedBodies<NoticeDraft>(server, siteContentPaths.saveNotice);
    const { user, path } = renderEditor(noticeEditorPath('tz-1'));
    const title = await screen.findByRole('textbox', { name: /标题/ }, { timeout: 5000 });
    expect(title).toHaveValue('关于做好2027届毕业生就业工作的通知');
    expect(await body()).toHaveTextContent('学校将于本学期举办多场双选会，欢迎参加。');
    expect(screen.getByRole('checkbox', { name: /置顶/ })).toBeChecked();
    await user.clear(title);
    await user.type(title, '就业工作通知（修订）');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(path()).toBe(NOTICES_PAGE));
    expect(saves[0]).toMatchObject({
      id: 'tz-1',
      lmid: 'lm-1',
      bt: '就业工作通知（修订）',
      zd: '1',
      fbsj: '2026-10-08 09:00:00',
      fj: [{ path: 'zpgg/mock/guide.pdf', name: '就业工作安排.pdf' }],
    });
  });
});
