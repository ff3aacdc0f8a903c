import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useLocation } from 'react-router-dom';
import { emptyEmployerSession } from '../../../app/session/employerSessionSlice';
import { fairPaths } from '../../../contract/fairs';
import { chinaTimeMs } from '../../../features/fairs/fairTiming';
import BookBoothScreen from '../../../features/fairs/screens/BookBoothScreen';
import FairListScreen from '../../../features/fairs/screens/FairListScreen';
import MyBookingsScreen from '../../../features/fairs/screens/MyBookingsScreen';
import { resetFairsMock } from '../../../stories/mocks/handlers/fairs';
import { demoEmployer } from '../../../stories/mocks/handlers/session';
import { clearBrowserState, startMockApi } from '../../app/support/mockApi';
import { renderScreens } from '../support';

const server = startMockApi();
beforeEach(() => {
  clearBrowserState();
  resetFairsMock();
});

function Landed() {
  const location = useLocation();
  return <h1>{`到达 ${location.pathname}${location.search}`}</h1>;
}

const loggedIn = {
  device: { isPhone: false },
  employerSession: { ...emptyEmployerSession, ...demoEmployer },
};

function renderAt(at: string) {
  return renderScreens(
    [
      { path: '/zph/zphlb', element: <FairListScreen /> },
      { path: '/zph/ydzw', element: <BookBoothScreen /> },
      { path: '/zph/wdydlb', element: <MyBookingsScreen /> },
      { path: '*', element: <Landed /> },
    ],
    { at, preloadedState: loggedIn },
  );
}

const booth = (name: string) => screen.findByRole('button', { name }, { timeout: 5000 });

describe('the booth map', () => {
  it('names every booth for screen readers and moves between booths with the arrow keys', async () => {
    const { user } = renderAt('/zph/ydzw?zphid=f-open');
    const first = await booth('A1 标准展位 免费 空闲');
    expect(screen.getByRole('button', { name: 'A2 VIP展位 ¥1,200 空闲' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'B3 标准展位 免费 已被预定' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    first.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'A2 VIP展位 ¥1,200 空闲' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'B2 标准展位 免费 空闲' })).toHaveFocus();
    // C1 below B1 is an aisle: down from B1 goes to the nearest booth of the next row, C2.
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('button', { name: 'B1 标准展位 免费 空闲' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'C2 标准展位 免费 空闲' })).toHaveFocus();
  });

  it('holds a chosen booth with Enter, shows it mine and counts the ten minutes down', async () => {
    const { user } = renderAt('/zph/ydzw?zphid=f-open');
    (await booth('A1 标准展位 免费 空闲')).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('已为您锁定展位 A1')).toBeInTheDocument();
    expect(await booth('A1 标准展位 免费 我的展位')).toBeInTheDocument();
    expect(screen.getByTestId('countdown')).toHaveTextContent(/(10:00|09:5\d)/);
    await user.click(screen.getByRole('button', { name: '继续填写' }));
    expect(
      await screen.findByRole('heading', { name: /到达 \/zph\/tbjxry\?zphid=f-open&ydid=yd-1/ }),
    ).toBeInTheDocument();
  });

  it('before the opening minute counts down by the SERVER clock with every booth disabled, then opens', async () => {
    // The server's clock is years ahead of this browser's: 1.5 s before its opening minute.
    const opens = '2030-01-07 09:00';
    server.use(
      http.get(fairPaths.map, () =>
        HttpResponse.json({
          code: 200,
          message: '成功',
          result: {
            zphid: 'f-soon',
            zt: '1',
            bmkssj: opens,
            bmjzsj: '2030-01-10 17:00',
            fwqsj: chinaTimeMs(opens) - 1500,
            halls: [
              {
                hcid: 'h1',
                hcmc: '体育馆一层',
                hs: 1,
                ls: 1,
                kxzws: 1,
                zzws: 1,
                cells: [{ zwid: 'zw-A1', h: 0, l: 0, bh: 'A1', lx: '1', zt: '1', fy: 0 }],
              },
            ],
            wdyd: null,
            tjyd: null,
          },
        }),
      ),
    );
    renderAt('/zph/ydzw?zphid=f-soon');
    expect(await screen.findByText('尚未开始预定')).toBeInTheDocument();
    expect(screen.getByTestId('countdown')).toHaveTextContent(/00:0[12]/);
    expect(await booth('A1 标准展位 免费 空闲')).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(screen.queryByText('尚未开始预定')).not.toBeInTheDocument(), {
      timeout: 5000,
    });
    expect(screen.getByRole('button', { name: 'A1 标准展位 免费 空闲' })).not.toHaveAttribute(
      'aria-disabled',
    );
  });

  it('shows a booth another employer took as taken, live, without a reload', async () => {
    resetFairsMock({ liveChanges: [{ zwid: 'zw-A5', zt: '2', ydid: 'someone-else' }] });
    renderAt('/zph/ydzw?zphid=f-open');
    expect(await booth('A5 标准展位 免费 已被预定')).toHaveAttribute('aria-disabled', 'true');
  });

  it('tells a suspended employer until when and draws its free booths as paused, not free', async () => {
    resetFairsMock({ suspendedUntil: '2027-11-20' });
    renderAt('/zph/ydzw?zphid=f-open');
    expect(await screen.findByText(/暂停至2027-11-20/)).toBeInTheDocument();
    const paused = await booth('A1 标准展位 免费 暂停预订');
    expect(paused).toHaveAttribute('aria-disabled', 'true');
    expect(paused).toHaveAttribute('data-view', 'unavailable');
  });
});

describe('the fair list', () => {
  it('shows each fair with its state, free/total booths and a countdown for one not yet open', async () => {
    renderAt('/zph/zphlb');
    const fairs = await screen.findByRole('list', { name: '招聘会' }, { timeout: 5000 });
    // The fairs are the list's own items (each card's actions are a list of their own).
    const items = Array.from(fairs.children) as HTMLElement[];
    expect(items).toHaveLength(4);
    expect(items[0]).toHaveTextContent('报名中');
    expect(items[0]).toHaveTextContent('15 / 17');
    expect(items[1]).toHaveTextContent('未开始');
    expect(items[1]).toHaveTextContent('距开始预定');
    expect(within(items[1]!).getByRole('button', { name: /查看展位图/ })).toBeEnabled();
    expect(items[2]).toHaveTextContent('已满');
    expect(within(items[2]!).getByRole('button', { name: /预定展位/ })).toBeDisabled();
  });
});

describe('my bookings', () => {
  it('disables cancelling after the cutoff and says until when it was allowed', async () => {
    resetFairsMock({ booking: { booth: 'A1', state: 'passed', canCancel: false } });
    renderAt('/zph/wdydlb');
    const cancel = await screen.findByRole('button', { name: /取消预定/ }, { timeout: 5000 });
    expect(cancel).toBeDisabled();
    expect(screen.getByText(/已不能取消（最晚可于/)).toBeInTheDocument();
  });

  it('cancels a passed booking before the cutoff', async () => {
    resetFairsMock({ booking: { booth: 'A1', state: 'passed' } });
    const { user } = renderAt('/zph/wdydlb');
    await user.click(await screen.findByRole('button', { name: /取消预定/ }, { timeout: 5000 }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '取消预定' }),
    );
    expect(await screen.findByText('已取消', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
