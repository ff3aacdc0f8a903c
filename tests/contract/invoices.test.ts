import {
  EMPTY_INVOICE_FIELDS,
  INVOICE_CHOICE_MISSING,
  TAX_NUMBER_MESSAGE,
  invoiceChoiceProblems,
  invoiceNeeded,
  invoiceProblems,
  normalizeInvoice,
} from '../../contract/invoices';
import { ORDINARY_INVOICE, SPECIAL_INVOICE, TAX_NUMBER } from '../../stories/fixtures/bookingSteps';

describe('invoice rules', () => {
  it('asks 普通发票 for the title and the tax number only', () => {
    expect(invoiceProblems(ORDINARY_INVOICE)).toEqual({});
    expect(invoiceProblems(EMPTY_INVOICE_FIELDS)).toEqual({
      fptt: '请输入发票抬头',
      nsrsbh: '请输入纳税人识别号',
    });
  });

  it('asks 专用发票 also for address, phone, bank and account, naming each', () => {
    expect(invoiceProblems(SPECIAL_INVOICE)).toEqual({});
    expect(invoiceProblems({ ...ORDINARY_INVOICE, fplx: 'zy' })).toEqual({
      dz: '专用发票请填写注册地址',
      dh: '专用发票请填写注册电话',
      khyh: '专用发票请填写开户银行',
      yhzh: '专用发票请填写银行账号',
    });
  });

  it.each([
    [TAX_NUMBER, null],
    ['350102123456789', null],
    ['35010212345678901', null],
    ['35010212345678901234', null],
    ['91350100M000100Y44', TAX_NUMBER_MESSAGE],
    ['3501021234567890', TAX_NUMBER_MESSAGE],
    ['35010212345678-', TAX_NUMBER_MESSAGE],
  ])('checks the tax number %s', (nsrsbh, message) => {
    expect(invoiceProblems({ ...ORDINARY_INVOICE, nsrsbh }).nsrsbh ?? null).toBe(message);
  });

  it('checks the optional fields of 普通发票 when given', () => {
    expect(invoiceProblems({ ...ORDINARY_INVOICE, yhzh: '12ab' })).toEqual({
      yhzh: '银行账号应为8至30位数字',
    });
    expect(invoiceProblems({ ...ORDINARY_INVOICE, fptt: "a' or 1" }).fptt).toBe(
      "发票抬头：存在非法字符'，请重新输入！",
    );
  });

  it('normalizes before checking: trimmed, capitals, account without spaces', () => {
    expect(
      normalizeInvoice({
        ...SPECIAL_INVOICE,
        fptt: ' 甲 ',
        nsrsbh: TAX_NUMBER.toLowerCase(),
        yhzh: '1402 0231 0900',
      }),
    ).toEqual({ ...SPECIAL_INVOICE, fptt: '甲', nsrsbh: TAX_NUMBER, yhzh: '140202310900' });
  });

  it('needs a choice only for a fee', () => {
    expect(invoiceNeeded(0)).toBe(false);
    expect(invoiceNeeded(300)).toBe(true);
    expect(invoiceChoiceProblems(null)).toEqual({ choice: INVOICE_CHOICE_MISSING });
    expect(invoiceChoiceProblems({ fpid: 'fp-1' })).toEqual({});
    expect(invoiceChoiceProblems({ fpxx: { ...SPECIAL_INVOICE, khyh: ' ' }, bcwcy: true })).toEqual({
      khyh: '专用发票请填写开户银行',
    });
  });
});
