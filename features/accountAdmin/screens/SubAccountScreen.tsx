import { useState } from 'react';
import type { SubAccount } from '../../../contract/permissions';
import { Button } from '../../../ui/Button';
import { Callout } from '../../../ui/Callout';
import { Drawer } from '../../../ui/Drawer';
import { Empty } from '../../../ui/Empty';
import { Icon } from '../../../ui/Icon';
import { PageHeader, PageNote, PagePanel, PageTitle } from '../../../ui/PagePanel';
import { useAppSelector } from '../../../app/api/hooks';
import { usePermissions } from '../../../app/api/session';
import { selectIsPhone } from '../../../app/api/site';
import { LoadFailure } from '../../../app/postings/LoadFailure';
import { accountAdminApi } from '../accountAdminApi';
import { SubAccountForm } from '../components/SubAccountForm';
import { SubAccountTable } from '../components/SubAccountTable';
import { useSubAccountActions } from '../useSubAccountActions';

/** The account the form edits, or 'new' for one to open. */
type Editing = SubAccount | 'new' | null;

/**
 * Route kszzh (/zhgl/kszzh): the employer's accounts, main account first, with their roles and states.
 * The main account opens sub-accounts and edits, disables, resets or hands itself over to them; anyone
 * else with 账号管理·查看 reads the list.
 */
export default function SubAccountScreen() {
  const isPhone = useAppSelector(selectIsPhone);
  const variant = isPhone ? 'phone' : 'desktop';
  const { isMain } = usePermissions();
  const list = accountAdminApi.useSubAccountsQuery();
  const [editing, setEditing] = useState<Editing>(null);
  const actions = useSubAccountActions(setEditing);
  const close = () => setEditing(null);

  const accounts = list.data ?? [];
  const openButton = (block: boolean) => (
    <Button
      variant="primary"
      size={isPhone ? 'phone' : 'md'}
      block={block}
      icon={<Icon name="plus" />}
      onClick={() => setEditing('new')}
    >
      开设子账号
    </Button>
  );

  return (
    <PagePanel variant={variant}>
      <PageHeader>
        {!isPhone && <PageTitle>开设子账号</PageTitle>}
        {isMain && openButton(isPhone)}
      </PageHeader>
      {isMain ? (
        <PageNote>
          子账号用自己的手机号登录，可使用的功能由其角色决定；停用或重置密码后，其登录立即失效。
        </PageNote>
      ) : (
        <Callout tone="info">仅单位主账号可以开设和管理子账号</Callout>
      )}
      {list.isError ? (
        <LoadFailure error={list.error} title="账号列表加载失败" onRetry={() => void list.refetch()} />
      ) : (
        <>
          <SubAccountTable
            accounts={accounts}
            loading={list.isFetching}
            variant={variant}
            viewerIsMain={isMain}
            actions={actions}
          />
          {list.isSuccess && accounts.every((account) => account.isMain) && (
            <Empty
              compact
              description="还没有子账号。开设后，同事可以用自己的手机号登录，按角色使用各项功能。"
              action={isMain && openButton(false)}
            />
          )}
        </>
      )}
      <Drawer
        open={editing !== null}
        onClose={close}
        title={editing === 'new' ? '开设子账号' : '编辑子账号'}
        placement={isPhone ? 'bottom' : 'right'}
        size={isPhone ? '90vh' : '480px'}
      >
        {editing !== null && (
          <SubAccountForm
            account={editing === 'new' ? undefined : editing}
            variant={variant}
            onDone={close}
            onCancel={close}
          />
        )}
      </Drawer>
    </PagePanel>
  );
}
