import { checkCreditCode, checkIllegalCharsNamed, checkPhone } from '../ui/validators';

/**
 * 发票信息 (zhgl/fpxxgl, and the qrfpxx step of talks and fairs): the employer's saved invoice profiles
 * and the invoice details a paid booking carries.
 *
 * - Profiles: at most INVOICE_PROFILES_MAX per employer, one of them the default (the first added, until
 *   another is chosen). Calls under /com/fpxx/ (invoicePaths); reading needs 账号管理·查看, changing
 *   账号管理·管理, as the zhgl pages.
 * - Kinds: 普通发票 ('pt') needs the title (fptt) and the tax number (nsrsbh); 专用发票 ('zy') also the
 *   registered address (dz) and phone (dh), the bank (khyh) and the account number (yhzh).
 *   invoiceProblems(fields) gives the first problem of each field, naming it, for the form and the server.
 * - A booking's choice (InvoiceChoice, the `fpxx` field of a talk or fair submit): a saved profile
 *   { fpid } or details typed in { fpxx, bcwcy } (bcwcy: also save them as a profile). The server turns it
 *   into an InvoiceSnapshot with resolveInvoice (server/invoices) inside the booking's transaction: the
 *   details as they were when submitted, so editing or deleting the profile later changes nothing sent.
 * - Free venues and booths (fee 0): nothing to invoice. The booking stores INVOICE_NOT_NEEDED (null)
 *   whatever choice was sent (invoiceNeeded(fee) decides), and the step shows INVOICE_FREE_NOTICE.
 */
export const invoicePaths = {
  /** GET: every profile of the employer, the default first, then in the order added. */
  list: '/com/fpxx/list',
  /** GET ?id=: one profile. */
  detail: '/com/fpxx/detail',
  /** POST (JSON) SaveInvoiceRequest: without id adds, with id edits. Result { id }. */
  save: '/com/fpxx/save',
  /** POST (JSON) { id }. */
  remove: '/com/fpxx/delete',
  /** POST (JSON) { id }. */
  setDefault: '/com/fpxx/setDefault',
} as const;

export const INVOICE_PROFILES_MAX = 20;
export const INVOICE_PROFILES_FULL_MESSAGE = `常用发票信息最多${INVOICE_PROFILES_MAX}个，请先删除不再使用的发票信息`;
export const INVOICE_NOT_FOUND = '发票信息不存在或已删除';
export const INVOICE_CHOICE_MISSING = '请选择或填写发票信息';
export const INVOICE_FREE_NOTICE = '本场地免费，无需开票';

/** 发票类型: 普通发票 or 增值税专用发票. */
export const INVOICE_KINDS = [
  { value: 'pt', label: '普通发票' },
  { value: 'zy', label: '专用发票' },
] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number]['value'];

export function invoiceKindLabel(kind: InvoiceKind): string {
  return kind === 'zy' ? '专用发票' : '普通发票';
}

/** The details printed on an invoice; optional ones are '' when not given. */
export type InvoiceFields = {
  /** 发票类型 */
  fplx: InvoiceKind;
  /** 发票抬头 */
  fptt: string;
  /** 纳税人识别号 (统一社会信用代码 or a legacy taxpayer number) */
  nsrsbh: string;
  /** 注册地址 (专用发票) */
  dz: string;
  /** 注册电话 (专用发票) */
  dh: string;
  /** 开户银行 (专用发票) */
  khyh: string;
  /** 银行账号 (专用发票) */
  yhzh: string;
};

/** A saved profile as GET /com/fpxx/list and /detail answer it. */
export type InvoiceProfile = InvoiceFields & {
  id: string;
  /** 默认发票信息 */
  mr: boolean;
};

export type SaveInvoiceRequest = InvoiceFields & { id?: string };
export type InvoiceIdRequest = { id: string };

/** The details a booking keeps as they were when it was submitted. */
export type InvoiceSnapshot = InvoiceFields;

/** What a free booking stores instead of a snapshot. */
export const INVOICE_NOT_NEEDED = null;
/** A booking's invoice as stored and answered: its snapshot, or INVOICE_NOT_NEEDED when free. */
export type BookingInvoice = InvoiceSnapshot | typeof INVOICE_NOT_NEEDED;

/** A booking's invoice choice as sent: a saved profile, or details typed in (bcwcy: save as a profile). */
export type InvoiceChoice = { fpid: string } | { fpxx: InvoiceFields; bcwcy: boolean };

export function invoiceNeeded(fee: number): boolean {
  return fee > 0;
}

export const EMPTY_INVOICE_FIELDS: InvoiceFields = {
  fplx: 'pt',
  fptt: '',
  nsrsbh: '',
  dz: '',
  dh: '',
  khyh: '',
  yhzh: '',
};

export const INVOICE_TEXT_LIMIT = 100;

/** Lengths of the taxpayer numbers still in use besides the 18-character credit code. */
const LEGACY_TAX_NUMBER = /^[0-9A-Z]{15}$|^[0-9A-Z]{17}$|^[0-9A-Z]{20}$/;
export const TAX_NUMBER_MESSAGE = '纳税人识别号格式错误，应为18位统一社会信用代码或15、17、20位纳税人识别号';
export const BANK_ACCOUNT_MESSAGE = '银行账号应为8至30位数字';

const labels: Record<Exclude<keyof InvoiceFields, 'fplx'>, string> = {
  fptt: '发票抬头',
  nsrsbh: '纳税人识别号',
  dz: '注册地址',
  dh: '注册电话',
  khyh: '开户银行',
  yhzh: '银行账号',
};

function checkTaxNumber(value: string): string | null {
  const code = value.toUpperCase();
  if (code.length === 18) return checkCreditCode(code) === null ? null : TAX_NUMBER_MESSAGE;
  return LEGACY_TAX_NUMBER.test(code) ? null : TAX_NUMBER_MESSAGE;
}

function textProblem(key: keyof typeof labels, value: string): string | null {
  if ([...value].length > INVOICE_TEXT_LIMIT) return `${labels[key]}不能超过${INVOICE_TEXT_LIMIT}个字`;
  const illegal = checkIllegalCharsNamed(value);
  return illegal === null ? null : `${labels[key]}：${illegal}`;
}

/**
 * The first problem of each field of (normalized) invoice details, or {} when they can be invoiced.
 * The four 专用发票 fields are required for that kind and checked when given for 普通发票.
 */
export function invoiceProblems(fields: InvoiceFields): Partial<Record<keyof InvoiceFields, string>> {
  const problems: Partial<Record<keyof InvoiceFields, string>> = {};
  if (fields.fplx !== 'pt' && fields.fplx !== 'zy') problems.fplx = '请选择发票类型';
  const special = fields.fplx === 'zy';
  for (const key of Object.keys(labels) as (keyof typeof labels)[]) {
    const value = fields[key];
    const required = key === 'fptt' || key === 'nsrsbh' || special;
    if (value === '') {
      if (required)
        problems[key] =
          special && key !== 'fptt' && key !== 'nsrsbh'
            ? `专用发票请填写${labels[key]}`
            : `请输入${labels[key]}`;
      continue;
    }
    const problem =
      textProblem(key, value) ??
      (key === 'nsrsbh' ? checkTaxNumber(value) : null) ??
      (key === 'dh'
        ? checkPhone(value) === null
          ? null
          : `${labels.dh}：请输入正确的手机号码或固定电话号码`
        : null) ??
      (key === 'yhzh' && !/^\d{8,30}$/.test(value) ? BANK_ACCOUNT_MESSAGE : null);
    if (problem !== null) problems[key] = problem;
  }
  return problems;
}

/** The details as stored: trimmed, the tax number in capitals, spaces dropped from the account number. */
export function normalizeInvoice(fields: InvoiceFields): InvoiceFields {
  return {
    fplx: fields.fplx,
    fptt: fields.fptt.trim(),
    nsrsbh: fields.nsrsbh.trim().toUpperCase(),
    dz: fields.dz.trim(),
    dh: fields.dh.trim(),
    khyh: fields.khyh.trim(),
    yhzh: fields.yhzh.replace(/\s/g, ''),
  };
}

/** The problems of a choice as the step shows them; `choice` names a missing choice. */
export type InvoiceChoiceProblems = Partial<Record<keyof InvoiceFields | 'choice', string>>;

/** Client-side check of the qrfpxx step before it moves on (the server checks again in resolveInvoice). */
export function invoiceChoiceProblems(choice: InvoiceChoice | null): InvoiceChoiceProblems {
  if (choice === null) return { choice: INVOICE_CHOICE_MISSING };
  if ('fpid' in choice) return choice.fpid === '' ? { choice: INVOICE_CHOICE_MISSING } : {};
  return invoiceProblems(normalizeInvoice(choice.fpxx));
}
