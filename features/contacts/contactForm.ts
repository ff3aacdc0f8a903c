import {
  contactRules,
  normalizeContact,
  type Contact,
  type ContactFields,
  type SaveContactRequest,
} from '../../contract/contacts';

export type ContactFormValues = ContactFields;

export const NEW_CONTACT: ContactFormValues = { xm: '', zw: '', sjhm: '', gddh: '', yx: '' };

/** The form's rules: the very ones the server applies (contract/contacts.ts). */
export const contactFormRules = contactRules;

export function valuesOf(contact: Contact): ContactFormValues {
  return { xm: contact.xm, zw: contact.zw, sjhm: contact.sjhm, gddh: contact.gddh, yx: contact.yx };
}

export function saveRequestOf(values: ContactFormValues, id?: string): SaveContactRequest {
  return { ...normalizeContact(values), ...(id === undefined ? {} : { id }) };
}

/** The field a refusal names (the server's messages are the rules' own), or null for the form. */
export function contactFieldOf(message: string): keyof ContactFormValues | null {
  if (message.includes('姓名')) return 'xm';
  if (message.includes('职务')) return 'zw';
  if (message.includes('手机号码')) return 'sjhm';
  if (message.includes('固定电话')) return 'gddh';
  if (message.includes('邮箱')) return 'yx';
  return null;
}
