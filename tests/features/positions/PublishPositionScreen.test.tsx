import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Envelope } from '../../../contract/envelope';
import { positionPaths } from '../../../contract/positions';
import { WORDING_EXPLANATION_REQUIRED } from '../../../contract/recruitmentWording';
import { postingWorkflow } from '../../../contract/workflow';
import { initialSiteState } from '../../../app/site/siteSlice';
import PublishPositionScreen from '../../../features/positions/employer/PublishPositionScreen';
import {
  MOCK_CAP_MESSAGE,
  MOCK_CHANGES_REASON,
  MOCK_NOT_PASSED_MESSAGE,
  MOCK_POSITION_IDS,
  mockPosition,
  resetPositionsMock,
} from '../../../stories/mocks/handlers/positions';
import { demoSystemConfig } from '../../../stories/mocks/handlers/site';
import { clearBrowserState, postedBodies, startMockApi } from '../../app/support/mockApi';
import { landing, renderScreens } from '../support';

const server = startMockApi();
beforeEach(() => {
  clearBrowserState();
  resetPositionsMock();
});

const { states } = postingWorkflow;

function renderForm(at = '/zpxx/fbzpzw') {
  return renderScreens(
    [{ path: '/zpxx/fbzpzw', element: <PublishPositionScreen /> }, landing('/zpxx/zpzwgl')],
    {
      at,
      preloadedState: { site: { ...initialSiteState, config: demoSystemConfig } },
    },
  );
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^\\*?${label}$`));
/** The region tree is a chunk of its own: the first form waits for it. */
const slow = { timeout: 8000 };

afterEach(() => server.events.removeAllListeners());

describe('a new position', () => {
  it('saves a draft with only its name, then keeps editing that draft', async () => {
    const saves = postedBodies(server, positionPaths.save);
    const { user, path } = renderForm();
    await user.type(field('职位名称'), '前端开发实习生');
    await user.click(screen.getByRole('button', { name: '保存草稿' }));
    expect(await screen.findByText('草稿已保存')).toBeInTheDocument();
    await waitFor(() => expect(path()).toMatch(/^\/zpxx\/fbzpzw\?id=zw\d+$/));
    expect(screen.getByText('草稿')).toBeInTheDocument();

    // The second save updates the same draft: its id goes with it, and the typed text stays.
    await user.click(screen.getByRole('button', { name: '保存草稿' }));
    await waitFor(() => expect(saves).toHaveLength(2));
    const id = new URLSearchParams(path().split('?')[1]).get('id');
    expect(saves[1]).toMatchObject({ id, zwmc: '前端开发实习生' });
    expect(field('职位名称')).toHaveValue('前端开发实习生');
    expect(mockPosition(id!)?.zt).toBe(states.draft.code);
  });

  it('asks for everything a submission needs, at each field, before calling the server', async () => {
    const saves = postedBodies(server, positionPaths.save);
    const { user } = renderForm();
    await user.type(field('职位名称'), '前端开发实习生');
    await user.click(screen.getByRole('button', { name: '提交审核' }));
    for (const message of [
      '请选择职位类别',
      '请选择学历要求',
      '请输入最低薪资',
      '请输入职位描述',
      '请选择截止日期',
    ])
      expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field('职位类别')).toHaveAttribute('aria-invalid', 'true');
    expect(saves).toHaveLength(0);
  });

  it('clears the salary range when the pay becomes negotiable', async () => {
    const { user } = renderForm();
    await user.type(field('最低薪资'), '8000');
    await user.click(screen.getByRole('radio', { name: '面议' }));
    expect(screen.queryByLabelText(/最低薪资/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '月薪' }));
    expect(field('最低薪资')).toHaveValue('');
  });
});

describe('flagged wording (三严禁)', () => {
  it('tells the employer at the field as it is typed, and asks to change or explain it', async () => {
    const { user } = renderForm();
    await user.type(field('职位名称'), '仓管员（限男性）');
    expect(
      await screen.findByText('含有限制“性别”的用语：限男性。请修改，或在“内容说明”中向审核老师说明理由'),
    ).toBeInTheDocument();
    expect(field('职位名称')).toHaveAttribute('aria-invalid', 'true');
    expect(field('内容说明')).toBeInTheDocument();

    await user.type(field('内容说明'), '需长期搬运重物');
    await waitFor(() => expect(field('职位名称')).not.toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText(/含有限制“性别”的用语：限男性/)).toBeInTheDocument();
  });

  it('walks the school’s change request: the reason on top, the word at its field, fixed and resubmitted', async () => {
    const submits = postedBodies(server, positionPaths.submit);
    const { user, path } = renderForm(`/zpxx/fbzpzw?id=${MOCK_POSITION_IDS.changes}`);
    expect(await screen.findByText('学校修改意见', {}, slow)).toBeInTheDocument();
    expect(screen.getByText(MOCK_CHANGES_REASON)).toBeInTheDocument();
    const description = await screen.findByText(/含有限制“性别”的用语：限男性/, {}, slow);
    expect(description).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '重新提交审核' }));
    expect(await screen.findByText(WORDING_EXPLANATION_REQUIRED)).toBeInTheDocument();
    expect(submits).toHaveLength(0);

    const text = field('职位描述');
    await user.clear(text);
    await user.type(text, '岗位职责：负责仓库货物的盘点与出入库登记。任职要求：能适应倒班，工作细致。');
    await waitFor(() => expect(screen.queryByText(/含有限制“性别”的用语/)).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: '重新提交审核' }));
    expect(await screen.findByRole('heading', { name: '到达 /zpxx/zpzwgl' }, slow)).toBeInTheDocument();
    expect(path()).toBe('/zpxx/zpzwgl');
    expect(await screen.findByText('已提交审核，请等待学校审核')).toBeInTheDocument();
    expect(submits).toEqual([{ id: MOCK_POSITION_IDS.changes }]);
    expect(mockPosition(MOCK_POSITION_IDS.changes)?.zt).toBe(states.pending.code);
  });
});

describe('what the server refuses', () => {
  it('explains that an employer its school has not passed can only keep drafts (4010)', async () => {
    resetPositionsMock({ employerPassed: false });
    const { user, path } = renderForm(`/zpxx/fbzpzw?id=${MOCK_POSITION_IDS.draft}`);
    await user.click(await screen.findByRole('button', { name: '提交审核' }, slow));
    const notice = await screen.findByText(MOCK_NOT_PASSED_MESSAGE, {}, slow);
    expect(notice.closest('[role="alert"]')).toHaveTextContent('暂不能提交审核');
    expect(screen.getByRole('link', { name: '前往单位首页查看审核状态' })).toHaveAttribute('href', '/dwsy');
    expect(path()).toBe(`/zpxx/fbzpzw?id=${MOCK_POSITION_IDS.draft}`);
    expect(mockPosition(MOCK_POSITION_IDS.draft)?.zt).toBe(states.draft.code);
  });

  it('says the daily cap is reached and that the draft is kept', async () => {
    resetPositionsMock({ dailyCap: 0 });
    const { user } = renderForm(`/zpxx/fbzpzw?id=${MOCK_POSITION_IDS.draft}`);
    await user.click(await screen.findByRole('button', { name: '提交审核' }, slow));
    expect(await screen.findByText(MOCK_CAP_MESSAGE(0, '全职'))).toBeInTheDocument();
    expect(screen.getByText('已保存，但未能提交审核')).toBeInTheDocument();
  });

  it('puts a refusal that names a field under that field', async () => {
    server.use(
      http.post(positionPaths.save, () =>
        HttpResponse.json<Envelope<null>>({
          code: 400,
          result: null,
          message: '联系电话：该号码已停用，请更换',
        }),
      ),
    );
    const { user } = renderForm(`/zpxx/fbzpzw?id=${MOCK_POSITION_IDS.draft}`);
    await user.click(await screen.findByRole('button', { name: '保存草稿' }, slow));
    expect(await screen.findByText('联系电话：该号码已停用，请更换')).toBeInTheDocument();
    await waitFor(() => expect(field('联系电话')).toHaveFocus());
  });
});

describe('editing a saved position', () => {
  it('sends a published position back to review when it is saved', async () => {
    const saves = postedBodies(server, positionPaths.save);
    const { user, path } = renderForm(`/zpxx/fbzpzw?id=${MOCK_POSITION_IDS.published}`);
    expect(await screen.findByText('该职位已发布', {}, slow)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '保存草稿' })).not.toBeInTheDocument();
    await user.clear(field('招聘人数'));
    await user.type(field('招聘人数'), '8');
    await user.click(screen.getByRole('button', { name: '保存并重新提交审核' }));
    expect(await screen.findByRole('heading', { name: '到达 /zpxx/zpzwgl' }, slow)).toBeInTheDocument();
    expect(path()).toBe('/zpxx/zpzwgl');
    expect(saves[0]).toMatchObject({ id: MOCK_POSITION_IDS.published, zprs: 8 });
    expect(mockPosition(MOCK_POSITION_IDS.published)?.zt).toBe(states.pending.code);
  });

  it('does not offer the form for a pending position', async () => {
    renderForm(`/zpxx/fbzpzw?id=${MOCK_POSITION_IDS.pending}`);
    expect(await screen.findByText(/当前状态为“待审核”，不能修改/, {}, slow)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: '招聘职位' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '返回职位管理' })).toBeInTheDocument();
  });

  it('answers a missing id as missing', async () => {
    renderForm('/zpxx/fbzpzw?id=zw9999');
    const result = await screen.findByRole('heading', { name: '职位不存在' }, slow);
    expect(within(result.parentElement!).getByText(/可能已被删除/)).toBeInTheDocument();
  });

  it('offers to load again when the detail fails', async () => {
    server.use(http.get(positionPaths.detail, () => HttpResponse.error()));
    renderForm(`/zpxx/fbzpzw?id=${MOCK_POSITION_IDS.draft}`);
    expect(await screen.findByRole('heading', { name: '职位加载失败' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重新加载' })).toBeInTheDocument();
  });
});
