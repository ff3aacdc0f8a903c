import styled from 'styled-components';
import { ACCOUNT_VIEW } from '../../contract/permissions';
import type { Contact } from '../../contract/contacts';
import { Dropdown } from '../../ui/Dropdown';
import { space } from '../../ui/theme';
import { useCan } from '../api/session';
import { contactsApi } from './contactsApi';
import { contactOptionLabel } from './contactPicking';

/**
 * A form field's input with the picker beside it (the field's FormField then names the input by `id`);
 * on a narrow screen the picker wraps under the input.
 */
export const ContactPickerRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
  align-items: flex-start;

  & > [data-ui='input'] {
    flex: 1 1 200px;
    min-width: 0;
  }
  & > :not([data-ui='input']) {
    flex: none;
  }
`;

export type ContactPickerProps = {
  /** Fills the form's contact fields from the chosen contact. */
  onPick: (contact: Contact) => void;
  variant?: 'desktop' | 'phone';
};

/**
 * 从常用联系人选择: a menu of the employer's frequent contacts (the default first) beside a form's
 * contact fields. Absent for a user whose role cannot read them (账号管理·查看) and while there are none.
 */
export function ContactPicker({ onPick, variant = 'desktop' }: ContactPickerProps) {
  const canRead = useCan(ACCOUNT_VIEW);
  const contacts = contactsApi.useContactsQuery(undefined, { skip: !canRead });
  const list = contacts.data ?? [];
  if (!canRead || list.length === 0) return null;
  return (
    <Dropdown
      items={list.map((contact) => ({ key: contact.id, label: contactOptionLabel(contact) }))}
      onSelect={(id) => {
        const contact = list.find((entry) => entry.id === id);
        if (contact !== undefined) onPick(contact);
      }}
      size={variant === 'phone' ? 'phone' : 'md'}
    >
      从常用联系人选择
    </Dropdown>
  );
}
