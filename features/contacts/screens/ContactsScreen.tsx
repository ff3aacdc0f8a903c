import { useState } from 'react';
import { CONTACTS_MAX, type Contact } from '../../../contract/contacts';
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
import { contactsApi } from '../../../app/contacts/contactsApi';
import { LoadFailure } from '../../../app/postings/LoadFailure';
import { ContactForm } from '../components/ContactForm';
import { ContactTable } from '../components/ContactTable';
import { useContactActions } from '../useContactActions';

/** The contact the form edits, or 'new' for one to add. */
type Editing = Contact | 'new' | null;

/**
 * Route cylxr (/zhgl/cylxr): the employer's frequent contacts, which the forms of positions (and later
 * talks and fairs) offer instead of retyping. Anyone with 账号管理·查看 reads them; 账号管理·管理
 * adds, edits, removes them and chooses the default.
 */
export default function ContactsScreen() {
  const isPhone = useAppSelector(selectIsPhone);
  const variant = isPhone ? 'phone' : 'desktop';
  const permissions = usePermissions();
  const canManage = hasPermission(permissions.grants, ACCOUNT_MANAGE);
  const list = contactsApi.useContactsQuery();
  const [editing, setEditing] = useState<Editing>(null);
  const actions = useContactActions(setEditing);
  const close = () => setEditing(null);

  const contacts = list.data ?? [];
  const full = contacts.length >= CONTACTS_MAX;
  const addButton = (block: boolean) => (
    <Button
      variant="primary"
      size={isPhone ? 'phone' : 'md'}
      block={block}
      icon={<Icon name="plus" />}
      disabled={full}
      onClick={() => setEditing('new')}
    >
      添加联系人
    </Button>
  );

  return (
    <PagePanel variant={variant}>
      <PageHeader>
        {!isPhone && <PageTitle>常用联系人</PageTitle>}
        {canManage && contacts.length > 0 && addButton(isPhone)}
      </PageHeader>
      <PageNote>
        发布职位时可“从常用联系人选择”，无需重复填写。默认联系人排在最前；最多{CONTACTS_MAX}个联系人。
      </PageNote>
      {!canManage && (
        <Callout tone="info">当前账号可查看常用联系人；添加和修改需要“账号管理·管理”权限</Callout>
      )}
      {list.isError ? (
        <LoadFailure error={list.error} title="常用联系人加载失败" onRetry={() => void list.refetch()} />
      ) : list.isSuccess && contacts.length === 0 ? (
        <Empty
          description="还没有常用联系人。添加后，发布职位时可直接选择，无需重复填写。"
          action={canManage && addButton(false)}
        />
      ) : (
        <ContactTable
          contacts={contacts}
          loading={list.isFetching}
          variant={variant}
          canManage={canManage}
          actions={actions}
        />
      )}
      <Drawer
        open={editing !== null}
        onClose={close}
        title={editing === 'new' ? '添加联系人' : '编辑联系人'}
        placement={isPhone ? 'bottom' : 'right'}
        size={isPhone ? '90vh' : '480px'}
      >
        {editing !== null && (
          <ContactForm
            contact={editing === 'new' ? undefined : editing}
            variant={variant}
            onDone={close}
            onCancel={close}
          />
        )}
      </Drawer>
    </PagePanel>
  );
}
