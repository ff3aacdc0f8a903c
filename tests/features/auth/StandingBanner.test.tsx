import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { emptyEmployerSession } from '../../../app/session/employerSessionSlice';
import {
  accountPaths,
  type EmployerStanding,
  type ResubmitRegistrationRequest,
} from '../../../contract/account';
import { FILE_UPLOAD_PATH } from '../../../contract/files';
import StandingBanner from '../../../features/auth/standing/StandingBanner';
import { demoStanding, setMockStanding } from '../../../stories/mocks/handlers/account';
import { demoEmployer } from '../../../stories/mocks/handlers/session';
import { clearBrowserState, startMockApi } from '../../app/support/mockApi';
import { renderScreens } from '../support';
import { choose, installImagePicking, pickLicence } from './licenceSupport';

const server = startMockApi();
installImagePicking();
beforeEach(() => {
  clearBrowserState();
  setMockStanding();
});
afterEach(() => {
  server.events.removeAllListeners();
  setMockStanding();
});

const rejected: EmployerStanding = {
  ...demoStanding,
  zt: '3',
  shyj: '营业执照照片模糊，无法辨认，请上传清晰的照片。',
  dwxz: '31',
  dwhy: '22',
  lxr: '李主任',
};

function renderBanner(standing: EmployerStanding, isPhone = false) {
  setMockStanding(standing);
  return renderScreens(
    [
      {
        path: '/dwsy',
        element: (
          <main>
            <h1>单位首页</h1>
            <StandingBanner variant={isPhone ? 'phone' : 'desktop'} />
          </main>
        ),
      },
    ],
    {
      at: '/dwsy',
      preloadedState: { device: { isPhone }, employerSession: { ...emptyEmployerSession, ...demoEmployer } },
    },
  );
}

/** Records the resubmissions that reached the mock server. */
function watchResubmissions() {
  const sent: ResubmitRegistrationRequest[] = [];
  const uploads: string[] = [];
  server.events.on('request:start', async ({ request }) => {
    const { pathname } = new URL(request.url);
    if (pathname === accountPaths.resubmit)
      sent.push((await request.clone().json()) as ResubmitRegistrationRequest);
    if (pathname === FILE_UPLOAD_PATH)
      uploads.push((await request.clone().formData()).get('bucket') as string);
  });
  return { sent, uploads };
}

async function openForm(user: ReturnType<typeof renderBanner>['user']) {
  await user.click(await screen.findByRole('button', { name: '修改并重新提交' }));
  return screen.findByRole('dialog', { name: '修改注册信息并重新提交' });
}

describe('the standing banner', () => {
  it('shows nothing for a passed employer', async () => {
    const calls: string[] = [];
    server.events.on('request:end', ({ request }) => calls.push(new URL(request.url).pathname));
    renderBanner(demoStanding);
    await waitFor(() => expect(calls).toContain(accountPaths.standing));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('tells a pending employer what it may do meanwhile and how long the school takes', async () => {
    renderBanner({ ...demoStanding, zt: '1', tjsj: '2025-03-20 10:00:00' });
    const banner = await screen.findByRole('region', { name: '注册信息审核中' });
    expect(banner).toHaveTextContent('一般在1-3个工作日内完成');
    expect(banner).toHaveTextContent('准备职位和公告草稿');
    expect(banner).toHaveTextContent('提交时间：2025-03-20 10:00:00');
    expect(within(banner).queryByRole('button')).not.toBeInTheDocument();
  });

  it("shows a rejection's reason and offers the form, filled with what was submitted", async () => {
    const { user } = renderBanner(rejected);
    const banner = await screen.findByRole('region', { name: '注册信息未通过审核' });
    expect(banner).toHaveTextContent('驳回原因：营业执照照片模糊，无法辨认，请上传清晰的照片。');
    const dialog = await openForm(user);
    expect(within(dialog).getByRole('combobox', { name: /单位性质/ })).toHaveTextContent('国有企业');
    expect(within(dialog).getByRole('combobox', { name: /单位行业/ })).toHaveValue('制造业');
    expect(within(dialog).getByRole('textbox', { name: /联系人/ })).toHaveValue('李主任');
    expect(within(dialog).getByRole('img', { name: '已提交的营业执照' })).toHaveAttribute(
      'src',
      `/pub/file/previewFile?path=${encodeURIComponent(rejected.yyzz)}`,
    );
    expect(within(dialog).getByText(/驳回原因：/)).toBeInTheDocument();
  });

  it('checks the form before sending it', async () => {
    const { sent } = watchResubmissions();
    const { user } = renderBanner({ ...rejected, dwxz: '', lxr: '', yyzz: '' });
    const dialog = await openForm(user);
    await user.click(within(dialog).getByRole('button', { name: '重新提交审核' }));
    expect(await within(dialog).findByText('请选择单位性质')).toBeInTheDocument();
    expect(within(dialog).getByText('请输入联系人')).toBeInTheDocument();
    expect(within(dialog).getByText('请上传营业执照')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('resubmits with a new licence: uploaded first, then the banner says pending', async () => {
    const { sent, uploads } = watchResubmissions();
    const { user } = renderBanner(rejected);
    const dialog = await openForm(user);
    await choose(user, '单位行业', '建筑业');
    await pickLicence();
    expect(within(dialog).queryByRole('img', { name: '已提交的营业执照' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '重新提交审核' }));
    expect(await screen.findByText('已重新提交，请等待学校审核')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: '注册信息审核中' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(uploads).toEqual(['yyzz']);
    expect(sent).toEqual([
      { dwxz: '31', dwhy: '24', lxr: '李主任', yyzz: expect.stringMatching(/^yyzz\/mock\//) as unknown },
    ]);
  });

  it('keeps the licence on file when no other is picked', async () => {
    const { sent, uploads } = watchResubmissions();
    const { user } = renderBanner({ ...rejected, zt: '4', shyj: '单位性质应为国有企业' });
    expect(await screen.findByRole('region', { name: '学校要求修改注册信息' })).toHaveTextContent(
      '修改意见：单位性质应为国有企业',
    );
    const dialog = await openForm(user);
    await user.click(within(dialog).getByRole('button', { name: '重新提交审核' }));
    expect(await screen.findByRole('region', { name: '注册信息审核中' })).toBeInTheDocument();
    expect(uploads).toEqual([]);
    expect(sent[0]?.yyzz).toBe(rejected.yyzz);
  });

  it("shows the server's refusal at its field and keeps the form open", async () => {
    server.use(
      http.post(accountPaths.resubmit, () =>
        HttpResponse.json({ code: 400, result: null, message: '营业执照图片无效，请重新上传' }),
      ),
    );
    const { user } = renderBanner(rejected);
    const dialog = await openForm(user);
    await user.click(within(dialog).getByRole('button', { name: '重新提交审核' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('group', { name: /营业执照/ })).toHaveAccessibleDescription(
        expect.stringContaining('营业执照图片无效，请重新上传'),
      ),
    );
    expect(screen.getByRole('dialog', { name: '修改注册信息并重新提交' })).toBeInTheDocument();
  });

  it('shows a refusal naming the state above the form', async () => {
    server.use(
      http.post(accountPaths.resubmit, () =>
        HttpResponse.json({ code: 409, result: null, message: '状态已发生变化，请刷新后重试' }),
      ),
    );
    const { user } = renderBanner(rejected);
    const dialog = await openForm(user);
    await user.click(within(dialog).getByRole('button', { name: '重新提交审核' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('状态已发生变化，请刷新后重试');
  });

  it('says when the standing cannot be read, and reads it again on request', async () => {
    let fail = true;
    server.use(
      http.get(accountPaths.standing, () =>
        fail ? HttpResponse.json({ code: 500, result: null, message: '服务器繁忙，请稍后再试' }) : undefined,
      ),
    );
    const { user } = renderBanner({ ...demoStanding, zt: '1' });
    const banner = await screen.findByRole('region', { name: '注册审核状态暂时无法获取' });
    expect(banner).toHaveTextContent('服务器繁忙，请稍后再试');
    fail = false;
    await user.click(within(banner).getByRole('button', { name: '重新获取' }));
    expect(await screen.findByRole('region', { name: '注册信息审核中' })).toBeInTheDocument();
  });
});
