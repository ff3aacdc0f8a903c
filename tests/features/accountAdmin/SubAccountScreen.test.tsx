import { screen, waitFor, within } from '@testing-library/react';
import { emptyEmployerSession } from '../../../app/session/employerSessionSlice';
import { accountAdminPaths, type SaveSubAccountRequest } from '../../../contract/permissions';
import SubAccountScreen from '../../../features/accountAdmin/screens/SubAccountScreen';
import {
  MOCK_READONLY_TOKEN,
  MOCK_USED_MOBILE,
  resetAccountAdminMock,
} from '../../../stories/mocks/handlers/accountAdmin';
import { demoEmployer } from '../../../stories/mocks/handlers/session';
import { clearBrowserState, postedBodies, startMockApi } from '../../app/support/mockApi';
import { renderScreens } from '../support';

const server = startMockApi();
beforeEach(() => {
  clearBrowserState();
  resetAccountAdminMock();
});

function renderAccounts(token = demoEmployer.token) {
  return renderScreens([{ path: '/zhgl/kszzh', element: <SubAccountScreen /> }], {
    at: '/zhgl/kszzh',
    preloadedState: { employerSession: { ...emptyEmployerSession, ...demoEmployer, token } },
  });
}

const loaded = () => screen.findByRole('row', { name: /李招聘/ }, { timeout: 5000 });
const field = (label: string) => screen.getByLabelText(new RegExp(`^\\*?${label}$`));

async function openForm(user: ReturnType<typeof renderAccounts>['user']) {
  await loaded();
  await user.click(screen.getByRole('button', { name: '开设子账号' }));
  return screen.findByRole('dialog', { name: '开设子账号' });
}

describe('the sub-account list', () => {
  it('lists the main account first, without actions, then the sub-accounts with theirs', async () => {
    renderAccounts();
    await loaded();
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('主账号')).toBeInTheDocument();
    expect(within(rows[0]!).queryAllByRole('button')).toEqual([]);
    expect(
      within(screen.getByRole('row', { name: /李招聘/ }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['编辑', '停用', '重置密码', '移交主账号']);
    expect(within(screen.getByRole('row', { name: /陈新人/ })).getByText('密码待设置')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /孙停用/ })).getByText('停用')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /李招聘/ })).toHaveTextContent('2025年3月5日');
  });

  it('shows anyone but the main account a read-only list', async () => {
    renderAccounts(MOCK_READONLY_TOKEN);
    await loaded();
    expect(screen.getByText('仅单位主账号可以开设和管理子账号')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '开设子账号' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: '操作' })).not.toBeInTheDocument();
    expect(screen.getByRole('row', { name: /李招聘/ })).toHaveTextContent('139****0001');
  });
});

describe('opening a sub-account', () => {
  it('checks the form before calling anything', async () => {
    const posted = postedBodies(server, accountAdminPaths.saveSubAccount);
    const { user } = renderAccounts();
    const dialog = await openForm(user);
    await user.type(field('手机号'), '1390000');
    await user.click(within(dialog).getByRole('button', { name: '开设子账号' }));
    expect(await within(dialog).findByText('请输入姓名')).toBeInTheDocument();
    expect(within(dialog).getByText('请输入正确的手机号码')).toBeInTheDocument();
    expect(within(dialog).getByText('请选择角色')).toBeInTheDocument();
    expect(field('姓名')).toHaveFocus();
    expect(posted).toEqual([]);
  });

  it('puts a mobile already used under its field', async () => {
    const { user } = renderAccounts();
    const dialog = await openForm(user);
    await user.type(field('姓名'), '周新');
    await user.type(field('手机号'), MOCK_USED_MOBILE);
    await user.click(within(dialog).getByRole('combobox', { name: /角色/ }));
    await user.click(await screen.findByRole('option', { name: '只读' }));
    await user.click(within(dialog).getByRole('button', { name: '开设子账号' }));
    expect(await within(dialog).findByText('该手机号已被其他账号使用')).toBeInTheDocument();
    expect(field('手机号')).toHaveAttribute('aria-invalid', 'true');
  });

  it('opens it with its role, says what follows, and lists it with its password still to be set', async () => {
    const posted = postedBodies<SaveSubAccountRequest>(server, accountAdminPaths.saveSubAccount);
    const { user } = renderAccounts();
    const dialog = await openForm(user);
    await user.type(field('姓名'), ' 周新 ');
    await user.type(field('手机号'), '13900000009');
    await user.click(within(dialog).getByRole('combobox', { name: /角色/ }));
    await user.click(await screen.findByRole('option', { name: '招聘专员' }));
    await user.click(within(dialog).getByRole('button', { name: '开设子账号' }));
    expect(await screen.findByText('子账号已开设，请通知其使用短信验证码登录并设置密码')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posted).toEqual([{ name: '周新', mobile: '13900000009', roleId: 'recruiter', enabled: true }]);
    const row = await screen.findByRole('row', { name: /周新/ });
    expect(within(row).getByText('密码待设置')).toBeInTheDocument();
    expect(row).toHaveTextContent('招聘专员');
  });
});

describe('the actions', () => {
  it('disables a sub-account only after a confirmation saying its login ends', async () => {
    const { user } = renderAccounts();
    await loaded();
    await user.click(screen.getByRole('button', { name: '停用 李招聘' }));
    const dialog = await screen.findByRole('alertdialog', { name: '停用“李招聘”？' });
    expect(dialog).toHaveTextContent('停用后该账号的登录将立即失效');
    await user.click(within(dialog).getByRole('button', { name: '停用' }));
    expect(await screen.findByText('已停用，该账号的登录已失效')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(screen.getByRole('row', { name: /李招聘/ })).getByText('停用')).toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: '启用 李招聘' })).toBeInTheDocument();
  });

  it('hands the main account over after a strong warning, and then offers nothing more', async () => {
    const { user } = renderAccounts();
    await loaded();
    await user.click(screen.getByRole('button', { name: '移交主账号 李招聘' }));
    const dialog = await screen.findByRole('alertdialog', { name: '将主账号移交给“李招聘”？' });
    expect(dialog).toHaveTextContent('移交后您将成为管理员子账号，无法再管理子账号和角色');
    await user.click(within(dialog).getByRole('button', { name: '确认移交' }));
    expect(await screen.findByText('主账号已移交')).toBeInTheDocument();
    expect(await screen.findByText('仅单位主账号可以开设和管理子账号')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '开设子账号' })).not.toBeInTheDocument();
  });
});
