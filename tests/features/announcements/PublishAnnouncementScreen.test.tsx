import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { announcementPaths, type AnnouncementDraft } from '../../../contract/announcements';
import type { Envelope } from '../../../contract/envelope';
import { WORDING_EXPLANATION_REQUIRED } from '../../../contract/recruitmentWording';
import { postingWorkflow } from '../../../contract/workflow';
import PublishAnnouncementScreen from '../../../features/announcements/employer/PublishAnnouncementScreen';
import {
  MOCK_ANNOUNCEMENT_IDS,
  MOCK_CHANGES_REASON,
  MOCK_NOT_PASSED_MESSAGE,
  linkablePositionsHandler,
  mockAnnouncement,
  resetAnnouncementsMock,
} from '../../../stories/mocks/handlers/announcements';
import { clearBrowserState, postedBodies, startMockApi } from '../../app/support/mockApi';
import { landing, renderScreens } from '../support';
import { installEditorShims } from './editorShims';

const server = startMockApi();
installEditorShims();
beforeEach(() => {
  clearBrowserState();
  resetAnnouncementsMock();
  server.use(linkablePositionsHandler());
});
afterEach(() => server.events.removeAllListeners());

const { states } = postingWorkflow;

function renderForm(at = '/zpxx/fbzpgg') {
  return renderScreens(
    [{ path: '/zpxx/fbzpgg', element: <PublishAnnouncementScreen /> }, landing('/zpxx/zpgggl')],
    { at },
  );
}

const title = () => screen.getByRole('textbox', { name: /公告标题/ });
/** The editor is a chunk of its own: the form waits for it. */
const body = () => screen.findByRole('textbox', { name: /公告内容/ }, { timeout: 8000 });

describe('a new announcement', () => {
  it('asks for what a submission needs at each field before calling the server', async () => {
    const saves = postedBodies<AnnouncementDraft>(server, announcementPaths.save);
    const { user } = renderForm();
    await body();
    await user.click(screen.getByRole('button', { name: '提交审核' }));
    expect(await screen.findByText('请输入公告标题')).toBeInTheDocument();
    expect(screen.getByText('请输入公告内容')).toBeInTheDocument();
    expect(title()).toHaveFocus();
    expect(await body()).toHaveAttribute('aria-invalid', 'true');
    expect(saves).toHaveLength(0);
  });

  it('saves a draft with only a title and keeps editing that draft', async () => {
    const saves = postedBodies<AnnouncementDraft>(server, announcementPaths.save);
    const { user, path } = renderForm();
    await body();
    await user.type(title(), '2026届春季校园招聘简章');
    await user.click(screen.getByRole('button', { name: '保存草稿' }));
    expect(await screen.findByText('草稿已保存')).toBeInTheDocument();
    await waitFor(() => expect(path()).toMatch(/^\/zpxx\/fbzpgg\?id=gg\d+$/));
    await user.click(screen.getByRole('button', { name: '保存草稿' }));
    await waitFor(() => expect(saves).toHaveLength(2));
    const id = new URLSearchParams(path().split('?')[1]).get('id');
    expect(saves[1]).toMatchObject({ id, ggbt: '2026届春季校园招聘简章' });
    expect(mockAnnouncement(id!)?.zt).toBe(states.draft.code);
    expect(title()).toHaveValue('2026届春季校园招聘简章');
  });
});

describe('a saved announcement', () => {
  it('shows the reviewer’s request, flags restricted wording at the field and asks for an explanation', async () => {
    const { user, path } = renderForm(`/zpxx/fbzpgg?id=${MOCK_ANNOUNCEMENT_IDS.changes}`);
    expect(await screen.findByText(MOCK_CHANGES_REASON)).toBeInTheDocument();
    expect(screen.getByText('需修改')).toBeInTheDocument();
    await body();
    await user.clear(title());
    await user.type(title(), '销售岗位招聘（限男性）');
    expect(
      await screen.findByText('含有限制“性别”的用语：限男性。请修改，或在“内容说明”中向审核老师说明理由'),
    ).toBeInTheDocument();
    const explanation = await screen.findByRole('textbox', { name: '内容说明' });
    await user.click(screen.getByRole('button', { name: '提交审核' }));
    expect(await screen.findByText(WORDING_EXPLANATION_REQUIRED)).toBeInTheDocument();
    await user.type(explanation, '岗位需长期在野外驻点，体力要求高');
    await user.click(screen.getByRole('button', { name: '提交审核' }));
    expect(await screen.findByRole('heading', { name: '到达 /zpxx/zpgggl' })).toBeInTheDocument();
    expect(path()).toBe('/zpxx/zpgggl');
    expect(mockAnnouncement(MOCK_ANNOUNCEMENT_IDS.changes)).toMatchObject({
      zt: states.pending.code,
      nrsm: '岗位需长期在野外驻点，体力要求高',
    });
  });

  it('explains that a registration not yet passed cannot submit, keeping the draft', async () => {
    resetAnnouncementsMock({ employerPassed: false });
    const { user } = renderForm(`/zpxx/fbzpgg?id=${MOCK_ANNOUNCEMENT_IDS.draft}`);
    await body();
    await user.click(screen.getByRole('button', { name: '提交审核' }));
    const alert = await screen.findByRole('alert', { name: '' });
    expect(alert).toHaveTextContent('暂不能提交审核');
    expect(alert).toHaveTextContent(MOCK_NOT_PASSED_MESSAGE);
    expect(alert).toHaveTextContent('公告已保存为草稿');
    expect(mockAnnouncement(MOCK_ANNOUNCEMENT_IDS.draft)?.zt).toBe(states.draft.code);
  });

  it('puts a server refusal that names a field at that field', async () => {
    server.use(
      http.post(announcementPaths.save, () =>
        HttpResponse.json<Envelope<null>>({ code: 400, result: null, message: '结束日期不能早于今天' }),
      ),
    );
    const { user } = renderForm(`/zpxx/fbzpgg?id=${MOCK_ANNOUNCEMENT_IDS.draft}`);
    await body();
    await user.click(screen.getByRole('button', { name: '保存草稿' }));
    const message = await screen.findByText('结束日期不能早于今天');
    expect(message.closest('[data-ui="form-field"]')).toHaveTextContent('有效期');
  });

  it('sends a published announcement back to review when saved', async () => {
    const { user } = renderForm(`/zpxx/fbzpgg?id=${MOCK_ANNOUNCEMENT_IDS.published}`);
    await body();
    expect(screen.queryByRole('button', { name: '保存草稿' })).toBeNull();
    await user.click(screen.getByRole('button', { name: '保存并重新提交审核' }));
    expect(await screen.findByRole('heading', { name: '到达 /zpxx/zpgggl' })).toBeInTheDocument();
    expect(await screen.findByText('已修改，等待学校审核')).toBeInTheDocument();
    expect(mockAnnouncement(MOCK_ANNOUNCEMENT_IDS.published)?.zt).toBe(states.pending.code);
  });

  it('does not edit a pending announcement, pointing to withdrawal instead', async () => {
    renderForm(`/zpxx/fbzpgg?id=${MOCK_ANNOUNCEMENT_IDS.pending}`);
    expect(await screen.findByText(/当前状态为“待审核”，不能修改/)).toBeInTheDocument();
    expect(screen.getByText(/请先在公告管理中撤回为草稿/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '提交审核' })).toBeNull();
  });

  it('answers an unknown id (or another employer’s) as missing', async () => {
    renderForm('/zpxx/fbzpgg?id=gg9999');
    expect(await screen.findByRole('heading', { name: '公告不存在' })).toBeInTheDocument();
  });
});
