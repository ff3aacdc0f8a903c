import {
  EMPTY_INVOICE_FIELDS,
  invoiceProblems,
  normalizeInvoice,
  type InvoiceFields,
  type InvoiceProfile,
  type SaveInvoiceRequest,
} from '../../contract/invoices';
import type { FieldValidators } from '../../ui/Form';

export type InvoiceFormValues = InvoiceFields;

export const NEW_INVOICE: InvoiceFormValues = EMPTY_INVOICE_FIELDS;

/** Each field's rule is its message from the contract's rules (the server's own), over what is sent. */
const ruleOf =
  (key: keyof InvoiceFields) =>
  (_value: unknown, values: InvoiceFormValues): string | null =>
    invoiceProblems(saveRequestOf(values))[key] ?? null;

export const invoiceFormRules: FieldValidators<InvoiceFormValues> = {
  fptt: ruleOf('fptt'),
  nsrsbh: ruleOf('nsrsbh'),
  dz: ruleOf('dz'),
  dh: ruleOf('dh'),
  khyh: ruleOf('khyh'),
  yhzh: ruleOf('yhzh'),
};

export function valuesOf(profile: InvoiceProfile): InvoiceFormValues {
  const { fplx, fptt, nsrsbh, dz, dh, khyh, yhzh } = profile;
  return { fplx, fptt, nsrsbh, dz, dh, khyh, yhzh };
}

/** 普通发票 sends the 专用 fields empty: they are hidden for it, so nothing unseen is saved. */
export function saveRequestOf(values: InvoiceFormValues, id?: string): SaveInvoiceRequest {
  const fields = normalizeInvoice(values);
  const sent = fields.fplx === 'zy' ? fields : { ...fields, dz: '', dh: '', khyh: '', yhzh: '' };
  return { ...sent, ...(id === undefined ? {} : { id }) };
}

/** The field a refusal names (the server's messages are the rules' own), or null for the form. */
export function invoiceFieldOf(message: string): keyof InvoiceFormValues | null {
  if (message.includes('发票抬头')) return 'fptt';
  if (message.includes('纳税人识别号')) return 'nsrsbh';
  if (message.includes('注册地址')) return 'dz';
  if (message.includes('注册电话')) return 'dh';
  if (message.includes('开户银行')) return 'khyh';
  if (message.includes('银行账号')) return 'yhzh';
  return null;
}
