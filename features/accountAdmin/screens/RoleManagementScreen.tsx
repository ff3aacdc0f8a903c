import { useState } from 'react';
import type { Role } from '../../../contract/permissions';
import { Button } from '../../../ui/Button';
import { Callout } from '../../../ui/Callout';
import { Drawer } from '../../../ui/Drawer';
import { Icon } from '../../../ui/Icon';
import { PageHeader, PageNote, PagePanel, PageTitle } from '../../../ui/PagePanel';
import { useAppSelector } from '../../../app/api/hooks';
import { refusalOf } from '../../../app/api/refusal';
import { usePermissions } from '../../../app/api/session';
import { selectIsPhone } from '../../../app/api/site';
import { useNotify } from '../../../app/api/useNotify';
import { LoadFailure } from '../../../app/postings/LoadFailure';
import { accountAdminApi } from '../accountAdminApi';
import { RoleDetails } from '../components/RoleDetails';
import { RoleForm } from '../components/RoleForm';
import { RoleTable } from '../components/RoleTable';
import { roleActions } from '../roleRules';

/** The role the drawer shows, or 'new' for one to add. */
type Open = Role | 'new' | null;

/**
 * Route jsgl (/zhgl/jsgl): the built-in and custom roles with what each grants and how many accounts
 * hold it. The main account adds, edits and removes custom roles (one nobody holds); everyone else, and
 * every built-in role, is only looked at.
 */
export default function RoleManagementScreen() {
  const isPhone = useAppSelector(selectIsPhone);
  const variant = isPhone ? 'phone' : 'desktop';
  const notify = useNotify();
  const { isMain } = usePermissions();
  const list = accountAdminApi.useRolesQuery();
  const [remove] = accountAdminApi.useRemoveRoleMutation();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  const removeRole = async (role: Role) => {
    try {
      notify.success((await remove({ id: role.id }).unwrap()) || '角色已删除');
    } catch (error) {
      notify.error(refusalOf(error).message);
    }
  };

  let drawer = { title: '', content: <></> };
  if (open === 'new')
    drawer = {
      title: '新建角色',
      content: <RoleForm variant={variant} onDone={close} onCancel={close} />,
    };
  else if (open !== null)
    drawer = roleActions(open, isMain).includes('edit')
      ? {
          title: `编辑角色：${open.name}`,
          content: <RoleForm role={open} variant={variant} onDone={close} onCancel={close} />,
        }
      : { title: `角色：${open.name}`, content: <RoleDetails role={open} variant={variant} /> };

  return (
    <PagePanel variant={variant}>
      <PageHeader>
        {!isPhone && <PageTitle>角色管理</PageTitle>}
        {isMain && (
          <Button
            variant="primary"
            size={isPhone ? 'phone' : 'md'}
            block={isPhone}
            icon={<Icon name="plus" />}
            onClick={() => setOpen('new')}
          >
            新建角色
          </Button>
        )}
      </PageHeader>
      {isMain ? (
        <PageNote>角色决定子账号可以使用的功能；内置角色不能修改，主账号始终拥有全部权限。</PageNote>
      ) : (
        <Callout tone="info">仅单位主账号可以新建和修改角色</Callout>
      )}
      {list.isError ? (
        <LoadFailure error={list.error} title="角色列表加载失败" onRetry={() => void list.refetch()} />
      ) : (
        <RoleTable
          roles={list.data ?? []}
          loading={list.isFetching}
          variant={variant}
          viewerIsMain={isMain}
          onOpen={setOpen}
          onRemove={removeRole}
        />
      )}
      <Drawer
        open={open !== null}
        onClose={close}
        title={drawer.title}
        placement={isPhone ? 'bottom' : 'right'}
        size={isPhone ? '90vh' : '560px'}
      >
        {drawer.content}
      </Drawer>
    </PagePanel>
  );
}
