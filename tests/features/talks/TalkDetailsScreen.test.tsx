import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { chinaDate } from '../../../contract/chinaTime';
import { talkPaths, type TalkAvailability } from '../../../contract/talks';
import TalkDetailsScreen from '../../../features/talks/screens/TalkDetailsScreen';
import { earliestTalkDate } from '../../../features/talks/talkFlow';
import { emptyEmployerSession } from '../../../app/session/employerSessionSlice';
import { demoEmployer } from '../../../stories/mocks/handlers/session';
import { clearBrowserState, envelope, startMockApi } from '../../app/support/mockApi';
import { renderScreens } from '../support';

const server = startMockApi();
beforeEach(clearBrowserState);

describe('the talk details step', () => {
  it('names the notice in working days and the earliest date, and starts a new application', async () => {
    const availability: TalkAvailability = { rq: '', now: Date.now(), venues: [] };
    server.use(
      http.get(talkPaths.rules, () => HttpResponse.json(envelope({ tqgzr: 5, qxgzr: 2, jxrssx: 4 }))),
      http.get(talkPaths.availability, () => HttpResponse.json(envelope(availability))),
    );
    renderScreens([{ path: '/xjh/jbxx', element: <TalkDetailsScreen /> }], {
      at: '/xjh/jbxx',
      preloadedState: {
        device: { isPhone: false },
        employerSession: { ...emptyEmployerSession, ...demoEmployer },
      },
    });
    const earliest = earliestTalkDate(chinaDate(Date.now()), 5);
    expect(
      await screen.findByText(`须至少提前5个工作日（按国家法定节假日与调休计算）申请，最早可选${earliest}`),
    ).toBeInTheDocument();
    expect(screen.getByRole('form', { name: '宣讲会基本信息' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: '宣讲会申请进度' })).toBeInTheDocument();
    expect(screen.queryByText(/正在继续填写/)).not.toBeInTheDocument();
  });
});
