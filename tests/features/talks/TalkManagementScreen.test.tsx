import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { talkPaths, type TalkListItem, type TalkPage } from '../../../contract/talks';
import TalkManagementScreen from '../../../features/talks/screens/TalkManagementScreen';
import { emptyEmployerSession } from '../../../app/session/employerSessionSlice';
import { demoEmployer } from '../../../stories/mocks/handlers/session';
import { clearBrowserState, envelope, postedBodies, startMockApi } from '../../app/support/mockApi';
import { landing, renderScreens } from '../support';

const server = startMockApi();
beforeEach(clearBrowserState);

const talk = (patch: Partial<TalkListItem>): TalkListItem => ({
  id: 't1',
  xjzt: '示例科技2027届校园宣讲会',
  rq: '2099-12-10',
  sd: '14:00-16:00',
  xs: false,
  zt: '2',
  ztmc: '已通过',
  cdmc: '报告厅A',
  qxjzrq: '2099-12-08',
  gxsj: 0,
  ...patch,
});

function renderManagement(records: TalkListItem[]) {
  let list: TalkPage = { records, total: records.length };
  server.use(
    http.get(talkPaths.list, () => HttpResponse.json(envelope(list))),
    http.post(talkPaths.cancel, () => {
      list = {
        records: list.records.map((row) => ({ ...row, zt: '5', ztmc: '已取消', qxjzrq: '' })),
        total: 1,
      };
      return HttpResponse.json(envelope({ id: 't1', zt: '5' }, 200, '宣讲会已取消，场地已释放'));
    }),
  );
  return renderScreens([{ path: '/xjh/xjhgl', element: <TalkManagementScreen /> }, landing('/xjh/jbxx')], {
    at: '/xjh/xjhgl',
    preloadedState: {
      device: { isPhone: false },
      employerSession: { ...emptyEmployerSession, ...demoEmployer },
    },
  });
}

describe('the talk management list', () => {
  it('shows status, hall and cutoff, and cancels before the cutoff after a confirmation', async () => {
    renderManagement([talk({})]);
    const posted = postedBodies(server, talkPaths.cancel);
    const row = await screen.findByRole('row', { name: /示例科技2027届校园宣讲会/ });
    expect(row).toHaveTextContent('已通过');
    expect(row).toHaveTextContent('报告厅A');
    expect(row).toHaveTextContent('2099-12-08');
    await userEvent.click(await within(row).findByRole('button', { name: '取消 示例科技2027届校园宣讲会' }));
    await userEvent.click(await screen.findByRole('button', { name: '确认取消' }));
    await waitFor(() => expect(posted).toEqual([{ id: 't1' }]));
    await waitFor(() =>
      expect(screen.getByRole('row', { name: /示例科技2027届校园宣讲会/ })).toHaveTextContent('已取消'),
    );
  });

  it('disables 取消 after the cutoff and says why and since when', async () => {
    renderManagement([talk({ rq: '2000-01-10', qxjzrq: '2000-01-06' })]);
    const row = await screen.findByRole('row', { name: /示例科技2027届校园宣讲会/ });
    expect(await within(row).findByRole('button', { name: '取消 示例科技2027届校园宣讲会' })).toBeDisabled();
    expect(row).toHaveTextContent('已过取消截止日期（2000-01-06），不能取消；如需调整请联系学校');
  });

  it('offers the first application when there is none', async () => {
    renderManagement([]);
    expect(await screen.findByText('还没有申请过宣讲会')).toBeInTheDocument();
  });
});
