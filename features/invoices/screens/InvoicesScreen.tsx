import { useState } from 'react';
import { INVOICE_PROFILES_MAX, type InvoiceProfile } from '../../../contract/invoices';
import { ACCOUNT_MANAGE, hasPermission } from '../../../contract/permissions';
import { Button } from '../../../ui/Button';
import { Callout } from '../../../ui/Callout';
import { Drawer } from '../../../ui/Drawer';
import { Empty } from '../../../ui/Empty';
import { Icon } from '../../../ui/Icon';
import { PageHeader, PageNote, PagePanel, PageTitle } from '../../../ui/PagePanel';
import { useAppSelector } from '../../../app/api/hooks';
import { usePermissions } from '../../../app/api/session';
import { selectIsPhone } from '../../../app/api/site';
import { invoiceApi } from '../../../app/bookingSteps/invoiceApi';
import { LoadFailure } from '../../../app/postings/LoadFailure';
import { InvoiceForm } from '../components/InvoiceForm';
import { InvoiceTable } from '../components/InvoiceTable';
import { useInvoiceActions } from '../useInvoiceActions';

/** The profile the form edits, or 'new' for one to add. */
type Editing = InvoiceProfile | 'new' | null;

/**
 * Route fpxxgl (/zhgl/fpxxgl): the employer's saved invoice details, offered by the 确认发票信息 step of
 * talks and fairs. Anyone with 账号管理·查看 reads them; 账号管理·管理 adds, edits, removes them and
 * chooses the default.
 */
export default function InvoicesScreen() {
  const isPhone = useAppSelector(selectIsPhone);
  const variant = isPhone ? 'phone' : 'desktop';
  const permissions = usePermissions();
  const canManage = hasPermission(permissions.grants, ACCOUNT_MANAGE);
  const list = invoiceApi.useInvoicesQuery();
  const [editing, setEditing] = useState<Editing>(null);
  const actions = useInvoiceActions(setEditing);
  const close = () => setEditing(null);

  const profiles = list.data ?? [];
  const full = profiles.length >= INVOICE_PROFILES_MAX;
  const addButton = (block: boolean) => (
    <Button
      variant="primary"
      size={isPhone ? 'phone' : 'md'}
      block={block}
      icon={<Icon name="plus" />}
      disabled={full}
      onClick={() => setEditing('new')}
    >
      添加发票信息
    </Button>
  );

  return (
    <PagePanel variant={variant}>
      <PageHeader>
        {!isPhone && <PageTitle>发票信息管理</PageTitle>}
        {canManage && profiles.length > 0 && addButton(isPhone)}
      </PageHeader>
      <PageNote>
        预订收费的宣讲会场地、招聘会展位时可直接选择已保存的发票信息。默认发票信息排在最前；最多
        {INVOICE_PROFILES_MAX}个。修改或删除不影响已提交的预订。
      </PageNote>
      {!canManage && <Callout tone="info">当前账号可查看发票信息；添加和修改需要“账号管理·管理”权限</Callout>}
      {full && canManage && (
        <Callout tone="warning">{`发票信息已达${INVOICE_PROFILES_MAX}个，请先删除不再使用的再添加`}</Callout>
      )}
      {list.isError ? (
        <LoadFailure error={list.error} title="发票信息加载失败" onRetry={() => void list.refetch()} />
      ) : list.isSuccess && profiles.length === 0 ? (
        <Empty
          description="还没有保存发票信息。添加后，预订宣讲会场地或招聘会展位时可直接选择，无需重复填写。"
          action={canManage && addButton(false)}
        />
      ) : (
        <InvoiceTable
          profiles={profiles}
          loading={list.isFetching}
          variant={variant}
          canManage={canManage}
          actions={actions}
        />
      )}
      <Drawer
        open={editing !== null}
        onClose={close}
        title={editing === 'new' ? '添加发票信息' : '编辑发票信息'}
        placement={isPhone ? 'bottom' : 'right'}
        size={isPhone ? '90vh' : '480px'}
      >
        {editing !== null && (
          <InvoiceForm
            profile={editing === 'new' ? undefined : editing}
            variant={variant}
            onDone={close}
            onCancel={close}
          />
        )}
      </Drawer>
    </PagePanel>
  );
}
