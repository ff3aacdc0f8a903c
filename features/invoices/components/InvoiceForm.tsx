import { useState } from 'react';
import {
  INVOICE_KINDS,
  INVOICE_TEXT_LIMIT,
  type InvoiceKind,
  type InvoiceProfile,
} from '../../../contract/invoices';
import { Button } from '../../../ui/Button';
import { Form, FormActions, FormField, FormSubmit, useForm } from '../../../ui/Form';
import { FormAlert } from '../../../ui/FormAlert';
import { Input } from '../../../ui/Input';
import { RadioGroup } from '../../../ui/Radio';
import { placeRefusal } from '../../../app/api/refusal';
import { useNotify } from '../../../app/api/useNotify';
import { invoiceApi } from '../../../app/bookingSteps/invoiceApi';
import {
  NEW_INVOICE,
  invoiceFieldOf,
  invoiceFormRules,
  saveRequestOf,
  valuesOf,
  type InvoiceFormValues,
} from '../invoiceForm';

export type InvoiceFormProps = {
  /** The profile edited; a new one is added without. */
  profile?: InvoiceProfile;
  variant: 'desktop' | 'phone';
  onDone: () => void;
  onCancel: () => void;
};

/** Adds or edits an invoice profile (POST /com/fpxx/save); 专用发票 shows its four more fields. */
export function InvoiceForm({ profile, variant, onDone, onCancel }: InvoiceFormProps) {
  const isPhone = variant === 'phone';
  const notify = useNotify();
  const [save] = invoiceApi.useSaveInvoiceMutation();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<InvoiceFormValues>({
    initialValues: profile ? valuesOf(profile) : NEW_INVOICE,
    validators: invoiceFormRules,
    onSubmit: async (values, { setFieldError }) => {
      setAlert(null);
      try {
        notify.success((await save(saveRequestOf(values, profile?.id)).unwrap()) || '已保存');
        onDone();
      } catch (error) {
        setAlert(placeRefusal(error, invoiceFieldOf, setFieldError)?.message ?? null);
      }
    },
  });
  const special = form.values.fplx === 'zy';
  const size = isPhone ? 'phone' : 'md';
  const kind = form.field('fplx');
  return (
    <Form
      form={form}
      variant={variant}
      layout="vertical"
      aria-label={profile ? '编辑发票信息' : '添加发票信息'}
    >
      {alert && <FormAlert>{alert}</FormAlert>}
      <FormField label="发票类型" name="fplx" required>
        <RadioGroup<InvoiceKind>
          name={kind.name}
          value={kind.value}
          onChange={kind.onChange}
          onBlur={kind.onBlur}
          options={INVOICE_KINDS}
        />
      </FormField>
      <FormField
        label="发票抬头"
        name="fptt"
        required
        help={`与营业执照上的单位名称一致，最多${INVOICE_TEXT_LIMIT}个字`}
      >
        <Input {...form.field('fptt')} autoComplete="off" />
      </FormField>
      <FormField
        label="纳税人识别号"
        name="nsrsbh"
        required
        help="18位统一社会信用代码，或15、17、20位纳税人识别号"
      >
        <Input {...form.field('nsrsbh')} autoComplete="off" />
      </FormField>
      {special && (
        <>
          <FormField label="注册地址" name="dz" required>
            <Input {...form.field('dz')} autoComplete="off" />
          </FormField>
          <FormField label="注册电话" name="dh" required help="如 0591-87654321">
            <Input {...form.field('dh')} type="tel" inputMode="tel" autoComplete="off" />
          </FormField>
          <FormField label="开户银行" name="khyh" required>
            <Input {...form.field('khyh')} autoComplete="off" />
          </FormField>
          <FormField label="银行账号" name="yhzh" required help="8至30位数字">
            <Input {...form.field('yhzh')} inputMode="numeric" autoComplete="off" />
          </FormField>
        </>
      )}
      <FormActions>
        {!isPhone && (
          <Button size={size} onClick={onCancel}>
            取消
          </Button>
        )}
        <FormSubmit size={size} block={isPhone}>
          {profile ? '保存' : '添加发票信息'}
        </FormSubmit>
      </FormActions>
    </Form>
  );
}
