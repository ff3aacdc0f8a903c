import { screen, waitFor, within } from '@testing-library/react';
import { initialSiteState } from '../../../app/site/siteSlice';
import TalkReviewScreen from '../../../features/talkReview/screens/TalkReviewScreen';
import { DEMO_STAFF, DEMO_STAFF_TOKEN } from '../../../stories/mocks/handlers/console';
import { MOCK_TALK_IDS, mockTalk, resetTalkReviewMock } from '../../../stories/mocks/handlers/talkReview';
import { clearBrowserState, startMockApi } from '../../app/support/mockApi';
import { landing, renderScreens } from '../support';

startMockApi();
beforeEach(() => {
  clearBrowserState();
  resetTalkReviewMock();
});

function renderTalk(id: string) {
  return renderScreens([{ path: '/xjh/:id', element: <TalkReviewScreen /> }, landing('/xjh')], {
    at: `/xjh/${id}`,
    preloadedState: {
      site: { ...initialSiteState, zzxxdm: DEMO_STAFF.xxdm },
      staffSession: { token: DEMO_STAFF_TOKEN, xxdm: DEMO_STAFF.xxdm },
    },
  });
}

const decisions = () => within(screen.getByRole('group', { name: '审核操作' }));

describe('the talk review', () => {
  it('passes a pending talk with a note: the server gets it and the rooms show booked', async () => {
    const { user } = renderTalk(MOCK_TALK_IDS.pending);
    await screen.findByRole('heading', { name: '星河科技2027届校园招聘宣讲会' }, { timeout: 5000 });
    await user.click(decisions().getByRole('button', { name: '通过' }));
    const dialog = within(await screen.findByRole('dialog', { name: '审核通过' }));
    await user.type(dialog.getByRole('textbox', { name: /审核意见/ }), '请提前半小时到场');
    await user.click(dialog.getByRole('button', { name: '确认通过' }));
    await waitFor(() => expect(mockTalk(MOCK_TALK_IDS.pending)?.zt).toBe('2'));
    expect(mockTalk(MOCK_TALK_IDS.pending)?.yy).toBe('请提前半小时到场');
    const rooms = within(screen.getByRole('table', { name: '预约场地' }));
    await waitFor(() => expect(rooms.getAllByText('已预约')).toHaveLength(2));
    expect(screen.queryByRole('group', { name: '审核操作' })).not.toBeInTheDocument();
  });

  it('sends nothing for a rejection without a reason', async () => {
    const { user } = renderTalk(MOCK_TALK_IDS.online);
    await screen.findByRole('heading', { name: '远航物流线上专场宣讲' }, { timeout: 5000 });
    await user.click(decisions().getByRole('button', { name: '驳回' }));
    const dialog = within(await screen.findByRole('dialog', { name: '驳回' }));
    await user.click(dialog.getByRole('button', { name: '确认驳回' }));
    expect(await dialog.findByText('请填写驳回的原因')).toBeInTheDocument();
    expect(mockTalk(MOCK_TALK_IDS.online)?.zt).toBe('1');
  });

  it('offers no decision on a talk already passed', async () => {
    renderTalk(MOCK_TALK_IDS.passed);
    await screen.findByRole('heading', { name: '蓝海银行管培生宣讲会' }, { timeout: 5000 });
    expect(screen.queryByRole('group', { name: '审核操作' })).not.toBeInTheDocument();
    expect(screen.getByText(/学校审核 张老师/)).toBeInTheDocument();
  });
});
