import { invoiceFieldOf, invoiceFormRules, saveRequestOf } from '../../../features/invoices/invoiceForm';
import { ORDINARY_INVOICE, SPECIAL_INVOICE } from '../../../stories/fixtures/bookingSteps';

const ruleOf = (key: keyof typeof invoiceFormRules) =>
  invoiceFormRules[key] as (value: unknown, values: typeof SPECIAL_INVOICE) => string | null;

describe('the invoice form', () => {
  it('sends 普通发票 without the hidden 专用 fields, trimmed', () => {
    expect(saveRequestOf({ ...SPECIAL_INVOICE, fplx: 'pt', fptt: ' 甲 ' }, 'fp-1')).toEqual({
      ...ORDINARY_INVOICE,
      fptt: '甲',
      id: 'fp-1',
    });
    expect(saveRequestOf(SPECIAL_INVOICE)).toEqual(SPECIAL_INVOICE);
  });

  it('does not check what 普通发票 hides', () => {
    const values = { ...ORDINARY_INVOICE, yhzh: 'abc' };
    expect(ruleOf('yhzh')('abc', values)).toBeNull();
    expect(ruleOf('yhzh')('abc', { ...values, fplx: 'zy' })).toBe('银行账号应为8至30位数字');
  });

  it('places a refusal under the field it names', () => {
    expect(invoiceFieldOf('专用发票请填写开户银行')).toBe('khyh');
    expect(invoiceFieldOf('纳税人识别号格式错误，应为18位统一社会信用代码或15、17、20位纳税人识别号')).toBe(
      'nsrsbh',
    );
    expect(invoiceFieldOf('常用发票信息最多20个，请先删除不再使用的发票信息')).toBeNull();
  });
});
