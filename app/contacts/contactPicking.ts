import type { Contact } from '../../contract/contacts';

/** A contact as the picker's menu reads it: name, mobile, and whether it is the default. */
export function contactOptionLabel(contact: Contact): string {
  return `${contact.xm}${contact.zw ? `（${contact.zw}）` : ''} ${contact.sjhm}${contact.mr ? ' · 默认' : ''}`;
}

/** A form's single phone field takes the mobile, or the landline of a contact without one. */
export function contactPhone(contact: Contact): string {
  return contact.sjhm || contact.gddh;
}
