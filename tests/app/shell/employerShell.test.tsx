import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { emptyEmployerSession } from '../../../app/session/employerSessionSlice';
import type { RootState } from '../../../app/store';
import { FEEDBACK_SUCCESS_MESSAGE } from '../../../contract/feedback';
import { demoEmployer } from '../../../stories/mocks/handlers/session';
import { resetFeedback } from '../../../ui/Feedback';
import { installBrowserShims } from '../support/browserShims';
import { clearBrowserState, envelope, recording, startMockApi } from '../support/mockApi';
import { disposeApps, renderApp } from '../support/renderApp';

const server = startMockApi();
beforeAll(installBrowserShims);
jest.setTimeout(20_000);
beforeEach(clearBrowserState);
afterEach(() => {
  act(() => {
    resetFeedback();
  });
  disposeApps();
});

const loggedIn: Partial<RootState> = { employerSession: { ...emptyEmployerSession, ...demoEmployer } };

function renderShell(path = '/dwsy') {
  const { user, appPath } = renderApp(path, loggedIn);
  return { user, appPath: () => appPath().replace(/\?.*$/, '') };
}

/** The shell's header: the one holding 退出. */
function shellHeader(): HTMLElement {
  const header = screen.getByRole('button', { name: '退出' }).closest('header');
  if (!header) throw new Error('no shell header');
  return header;
}

/** Tabs through the page until `target` has the focus: it must be reachable by keyboard. */
async function tabTo(user: UserEvent, target: HTMLElement) {
  for (let step = 0; step < 40 && document.activeElement !== target; step += 1) await user.tab();
  expect(target).toHaveFocus();
}

describe('the desktop employer shell', () => {
  it('hides its header on the chat page imchat and keeps the side navigation', async () => {
    renderShell('/imchat');
    await screen.findByRole('heading', { name: '在线沟通', level: 1 }, { timeout: 5000 });
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '退出' })).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: '单位中心导航' })).toBeInTheDocument();
  });

  it('opens 问题反馈 from the header by keyboard, over the current page, and returns the focus after sending', async () => {
    const posted = recording('post', '/pub/wtfk', () => envelope(null));
    server.use(posted.handler);
    const { user, appPath } = renderShell('/zpxx/zpzwgl');
    await screen.findByRole('heading', { name: '招聘职位管理', level: 1 }, { timeout: 5000 });
    const button = within(shellHeader()).getByRole('button', { name: '问题反馈' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');

    await tabTo(user, button);
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: '问题反馈' }, { timeout: 5000 });
    expect(appPath()).toBe('/zpxx/zpzwgl');

    await user.type(within(dialog).getByRole('textbox', { name: /问题描述/ }), '职位列表加载很慢');
    await user.click(within(dialog).getByRole('button', { name: '提交' }));
    expect(await screen.findByText(FEEDBACK_SUCCESS_MESSAGE)).toBeInTheDocument();
    expect(posted.calls[0]?.body).toEqual({ lxfs: '', wtms: '职位列表加载很慢', fjlj: '' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '问题反馈' })).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
    expect(screen.getByRole('heading', { name: '招聘职位管理', level: 1 })).toBeInTheDocument();
  });

  it('offers 问题反馈 in the side navigation too: keyboard reachable, the focus back on it after closing', async () => {
    const { user, appPath } = renderShell('/zpxx/zpzwgl');
    await screen.findByRole('heading', { name: '招聘职位管理', level: 1 }, { timeout: 5000 });
    const nav = screen.getByRole('navigation', { name: '单位中心导航' });
    const entry = within(nav).getByRole('button', { name: '问题反馈' });

    await tabTo(user, entry);
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: '问题反馈' }, { timeout: 5000 });
    expect(within(dialog).getByRole('textbox', { name: /问题描述/ })).toBeInTheDocument();
    expect(appPath()).toBe('/zpxx/zpzwgl');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '问题反馈' })).not.toBeInTheDocument());
    await waitFor(() => expect(entry).toHaveFocus());
  });

  it('closes the feedback dialog with Escape, keeping what the page showed', async () => {
    const { user } = renderShell();
    await screen.findByRole('heading', { name: `欢迎，${demoEmployer.dwmc}` }, { timeout: 5000 });
    await user.click(within(shellHeader()).getByRole('button', { name: '问题反馈' }));
    await screen.findByRole('dialog', { name: '问题反馈' }, { timeout: 5000 });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '问题反馈' })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: `欢迎，${demoEmployer.dwmc}` })).toBeInTheDocument();
  });
});
