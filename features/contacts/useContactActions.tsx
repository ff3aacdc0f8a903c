import { useState } from 'react';
import type { Contact } from '../../contract/contacts';
import { modal } from '../../ui/Modal';
import { refusalOf } from '../../app/api/refusal';
import { useNotify } from '../../app/api/useNotify';
import { contactsAdminApi } from './contactsAdminApi';

export type ContactAction = 'edit' | 'setDefault' | 'remove';

export const CONTACT_ACTION_LABELS: Record<ContactAction, string> = {
  edit: '编辑',
  setDefault: '设为默认',
  remove: '删除',
};

/** What a manager may do to a contact: the default is not set again. */
export function contactActions(contact: Contact): ContactAction[] {
  return contact.mr ? ['edit', 'remove'] : ['edit', 'setDefault', 'remove'];
}

export type ContactActions = {
  run: (action: ContactAction, contact: Contact) => Promise<void>;
  busy: { id: string; action: ContactAction } | null;
};

/** 编辑 opens the form (`onEdit`); 设为默认 at once; 删除 after a confirmation saying what follows. */
export function useContactActions(onEdit: (contact: Contact) => void): ContactActions {
  const notify = useNotify();
  const [setDefault] = contactsAdminApi.useSetDefaultContactMutation();
  const [remove] = contactsAdminApi.useRemoveContactMutation();
  const [busy, setBusy] = useState<ContactActions['busy']>(null);

  const call = async (action: ContactAction, { id }: Contact, request: () => Promise<string>) => {
    setBusy({ id, action });
    try {
      notify.success(await request());
    } catch (error) {
      notify.error(refusalOf(error).message);
    } finally {
      setBusy(null);
    }
  };

  const run = async (action: ContactAction, contact: Contact) => {
    const { id } = contact;
    if (action === 'edit') onEdit(contact);
    else if (action === 'setDefault') await call(action, contact, () => setDefault({ id }).unwrap());
    else if (
      await modal.confirm({
        title: `删除联系人“${contact.xm}”？`,
        content: contact.mr
          ? '该联系人是默认联系人，删除后最早添加的其他联系人将成为默认联系人。'
          : '删除后不能恢复，已填写到职位等信息中的联系方式不受影响。',
        okText: '删除',
      })
    )
      await call(action, contact, () => remove({ id }).unwrap());
  };
  return { run, busy };
}
