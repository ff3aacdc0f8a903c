import { screen, waitFor, within } from '@testing-library/react';
import { emptyEmployerSession } from '../../../app/session/employerSessionSlice';
import { NO_GRANTS, accountAdminPaths, type SaveRoleRequest } from '../../../contract/permissions';
import RoleManagementScreen from '../../../features/accountAdmin/screens/RoleManagementScreen';
import {
  MOCK_READONLY_TOKEN,
  MOCK_ROLE_IN_USE,
  MOCK_ROLE_UNUSED,
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

function renderRoles(token = demoEmployer.token) {
  return renderScreens([{ path: '/zhgl/jsgl', element: <RoleManagementScreen /> }], {
    at: '/zhgl/jsgl',
    preloadedState: { employerSession: { ...emptyEmployerSession, ...demoEmployer, token } },
  });
}

const loaded = () => screen.findByRole('row', { name: new RegExp(MOCK_ROLE_IN_USE) }, { timeout: 5000 });
const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('the role list', () => {
  it('shows each role with its grants and users, built-in ones only to look at', async () => {
    renderRoles();
    await loaded();
    expect(within(row('招聘专员')).getByText('内置')).toBeInTheDocument();
    expect(within(row('招聘专员')).getByText('招聘信息·管理')).toBeInTheDocument();
    expect(
      within(row('招聘专员'))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['查看']);
    expect(within(row(MOCK_ROLE_IN_USE)).getByRole('cell', { name: '2' })).toBeInTheDocument();
  });

  it('keeps 删除 of a role still held unavailable, saying why', async () => {
    renderRoles();
    await loaded();
    const remove = within(row(MOCK_ROLE_IN_USE)).getByRole('button', { name: `删除 ${MOCK_ROLE_IN_USE}` });
    expect(remove).toHaveAttribute('aria-disabled', 'true');
    expect(remove).toHaveAccessibleDescription('该角色仍有账号在使用，请先为这些账号更换角色');
  });

  it('removes a custom role nobody holds after a confirmation', async () => {
    const { user } = renderRoles();
    await loaded();
    await user.click(within(row(MOCK_ROLE_UNUSED)).getByRole('button', { name: `删除 ${MOCK_ROLE_UNUSED}` }));
    await user.click(await screen.findByRole('button', { name: '删除' }));
    expect(await screen.findByText('角色已删除')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('row', { name: new RegExp(MOCK_ROLE_UNUSED) })).not.toBeInTheDocument(),
    );
  });

  it('shows a built-in role read only', async () => {
    const { user } = renderRoles();
    await loaded();
    await user.click(within(row('只读')).getByRole('button', { name: '查看 只读' }));
    const drawer = await screen.findByRole('dialog', { name: '角色：只读' });
    expect(within(drawer).getByText('内置角色，不能修改或删除。')).toBeInTheDocument();
    expect(within(drawer).queryByRole('radiogroup')).not.toBeInTheDocument();
  });

  it('lets anyone but the main account only look', async () => {
    renderRoles(MOCK_READONLY_TOKEN);
    await loaded();
    expect(screen.getByText('仅单位主账号可以新建和修改角色')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '新建角色' })).not.toBeInTheDocument();
    expect(
      within(row(MOCK_ROLE_UNUSED))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['查看']);
  });
});

describe('a new role', () => {
  it('grants each section the level chosen in its row', async () => {
    const posted = postedBodies<SaveRoleRequest>(server, accountAdminPaths.saveRole);
    const { user } = renderRoles();
    await loaded();
    await user.click(screen.getByRole('button', { name: '新建角色' }));
    const drawer = await screen.findByRole('dialog', { name: '新建角色' });
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    expect(await within(drawer).findByText('请输入角色名称')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^\*?角色名称$/), '宣讲专员');
    const talks = within(drawer).getByRole('radiogroup', { name: '宣讲会' });
    expect(talks).toHaveAccessibleDescription('宣讲会申请、场地预约');
    await user.click(within(talks).getByRole('radio', { name: '管理' }));
    await user.click(
      within(within(drawer).getByRole('radiogroup', { name: '招聘信息' })).getByRole('radio', {
        name: '查看',
      }),
    );
    expect(
      within(within(drawer).getByRole('radiogroup', { name: '签约中心' })).getAllByRole('radio'),
    ).toHaveLength(4);
    await user.click(within(drawer).getByRole('button', { name: '保存' }));

    expect(await screen.findByText('角色已保存')).toBeInTheDocument();
    expect(posted).toEqual([
      { name: '宣讲专员', grants: { ...NO_GRANTS, talks: 'manage', recruiting: 'view' } },
    ]);
    expect(await screen.findByRole('row', { name: /宣讲专员/ })).toHaveTextContent('宣讲会·管理');
  });
});
