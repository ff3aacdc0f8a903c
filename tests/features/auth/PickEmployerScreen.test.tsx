import { QueryStatus } from '@reduxjs/toolkit/query';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { accountPaths, type EmployerMembership } from '../../../contract/account';
import PickEmployerScreen, { PICK_REQUIRED_MESSAGE } from '../../../features/auth/screens/PickEmployerScreen';
import { emptyEmployerSession } from '../../../app/session/employerSessionSlice';
import { demoBranch, demoMemberships } from '../../../stories/mocks/handlers/account';
import { demoEmployer } from '../../../stories/mocks/handlers/session';
import { clearBrowserState, envelope, recording, startMockApi } from '../../app/support/mockApi';
import { landing, renderScreens } from '../support';

const server = startMockApi();
beforeEach(clearBrowserState);

function renderPick({ loggedIn = true, isPhone = false, at = '/pickdwxs' } = {}) {
  return renderScreens(
    [
      { path: '/pickdwxs', element: <PickEmployerScreen /> },
      landing('/dwsy'),
      landing('/dwmobileHome'),
      landing('/zpxx/zpzwgl'),
    ],
    {
      at,
      preloadedState: {
        device: { isPhone },
        employerSession: loggedIn ? { ...emptyEmployerSession, ...demoEmployer } : emptyEmployerSession,
      },
    },
  );
}

describe('the pick-employer page', () => {
  it("lists the account's employers, the current one chosen, each with what tells it apart", async () => {
    renderPick();
    const current = await screen.findByRole('radio', { name: /示例科技有限公司/ });
    expect(current).toBeChecked();
    expect(current.closest('label')).toHaveTextContent('当前登录的单位');
    const branch = screen.getByRole('radio', { name: new RegExp(demoBranch.dwmc) });
    expect(branch).not.toBeChecked();
    expect(branch.closest('label')).toHaveTextContent('统一社会信用代码 9131**********7Q6L');
  });

  it('enters the current employer without a new session', async () => {
    const switching = recording('post', accountPaths.switchEmployer, () => envelope(null));
    server.use(switching.handler);
    const { user, path, store } = renderPick();
    await screen.findByRole('radio', { name: /示例科技有限公司/ });
    await user.click(screen.getByRole('button', { name: '进入单位中心' }));
    expect(await screen.findByRole('heading', { name: '到达 /dwsy' })).toBeInTheDocument();
    expect(path()).toBe('/dwsy');
    expect(switching.calls).toHaveLength(0);
    expect(store.getState().employerSession.token).toBe(demoEmployer.token);
  });

  it('switches to another employer: the new session replaces the old, then the home of the device', async () => {
    const { user, store } = renderPick({ isPhone: true });
    await user.click(await screen.findByRole('radio', { name: new RegExp(demoBranch.dwmc) }));
    await user.click(screen.getByRole('button', { name: '进入单位中心' }));
    expect(await screen.findByRole('heading', { name: '到达 /dwmobileHome' })).toBeInTheDocument();
    expect(store.getState().employerSession).toMatchObject({
      token: demoBranch.token,
      dwid: demoBranch.dwid,
      dwmc: demoBranch.dwmc,
    });
    expect(await screen.findByText(`已切换至${demoBranch.dwmc}`)).toBeInTheDocument();
    // Nothing cached under the previous employer's session survives the switch: a list still in the
    // cache was fetched with the new token, which makes the branch current.
    await waitFor(() => {
      const lists = Object.values(store.getState().api.queries).filter(
        (entry) => entry?.endpointName === 'employerList' && entry.status === QueryStatus.fulfilled,
      );
      for (const entry of lists) {
        const current = (entry?.data as EmployerMembership[]).find((item) => item.isCurrent);
        expect(current?.dwid).toBe(demoBranch.dwid);
      }
    });
  });

  it('goes on to the page a login was headed for, with the current employer or after a switch', async () => {
    const at = `/pickdwxs?redirect=${encodeURIComponent('/zpxx/zpzwgl')}`;
    const kept = renderPick({ at });
    await kept.user.click(await screen.findByRole('button', { name: '进入单位中心' }));
    expect(await screen.findByRole('heading', { name: '到达 /zpxx/zpzwgl' })).toBeInTheDocument();
    kept.unmount();

    // The new session also acts for several employers: it is not sent back to choose again.
    server.use(
      http.post(accountPaths.switchEmployer, () =>
        HttpResponse.json(envelope({ ...demoBranch, dwsl: 2 }, 200, `已切换至${demoBranch.dwmc}`)),
      ),
    );
    const switched = renderPick({ at });
    await switched.user.click(await screen.findByRole('radio', { name: new RegExp(demoBranch.dwmc) }));
    await switched.user.click(screen.getByRole('button', { name: '进入单位中心' }));
    expect(await screen.findByRole('heading', { name: '到达 /zpxx/zpzwgl' })).toBeInTheDocument();
    expect(switched.path()).toBe('/zpxx/zpzwgl');
  });

  it('shows a refused switch and stays', async () => {
    server.use(
      http.post(accountPaths.switchEmployer, () => HttpResponse.json(envelope(null, 404, '单位信息不存在'))),
    );
    const { user, path, store } = renderPick();
    await user.click(await screen.findByRole('radio', { name: new RegExp(demoBranch.dwmc) }));
    await user.click(screen.getByRole('button', { name: '进入单位中心' }));
    expect(await screen.findByText('单位信息不存在')).toBeInTheDocument();
    expect(path()).toBe('/pickdwxs');
    expect(store.getState().employerSession.token).toBe(demoEmployer.token);
  });

  it('asks to choose when no employer is marked current', async () => {
    const none: EmployerMembership[] = demoMemberships(null).map((item) => ({ ...item, isCurrent: false }));
    server.use(http.get(accountPaths.employerList, () => HttpResponse.json(envelope(none))));
    const { user } = renderPick();
    await screen.findByRole('radio', { name: /示例科技有限公司/ });
    await user.click(screen.getByRole('button', { name: '进入单位中心' }));
    expect(await screen.findByText(PICK_REQUIRED_MESSAGE)).toBeInTheDocument();
  });

  it('says so when the account acts for no employer', async () => {
    server.use(http.get(accountPaths.employerList, () => HttpResponse.json(envelope([]))));
    renderPick();
    expect(await screen.findByText('该账号尚未关联任何单位')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '进入单位中心' })).not.toBeInTheDocument();
  });

  it('shows a failed load with a retry that loads again', async () => {
    let calls = 0;
    server.use(
      http.get(accountPaths.employerList, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(envelope(null, 500, '服务器繁忙，请稍后再试'))
          : HttpResponse.json(envelope(demoMemberships(demoEmployer.token)));
      }),
    );
    const { user } = renderPick();
    expect(await screen.findByText('服务器繁忙，请稍后再试')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('radio', { name: /示例科技有限公司/ })).toBeChecked();
  });

  it('asks to log in first without a token, calling nothing', () => {
    const listing = recording('get', accountPaths.employerList, () => envelope([]));
    server.use(listing.handler);
    renderPick({ loggedIn: false });
    expect(screen.getByRole('heading', { name: '请先登录' })).toBeInTheDocument();
    expect(listing.calls).toHaveLength(0);
  });
});
