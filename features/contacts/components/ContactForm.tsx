import { useState } from 'react';
import { CONTACT_TEXT_LIMIT, type Contact } from '../../../contract/contacts';
import { Button } from '../../../ui/Button';
import { Form, FormActions, FormField, FormSubmit, useForm } from '../../../ui/Form';
import { FormAlert } from '../../../ui/FormAlert';
import { Input } from '../../../ui/Input';
import { placeRefusal } from '../../../app/api/refusal';
import { useNotify } from '../../../app/api/useNotify';
import { contactsAdminApi } from '../contactsAdminApi';
import {
  NEW_CONTACT,
  contactFieldOf,
  contactFormRules,
  saveRequestOf,
  valuesOf,
  type ContactFormValues,
} from '../contactForm';

export type ContactFormProps = {
  /** The contact edited; a new one is added without. */
  contact?: Contact;
  variant: 'desktop' | 'phone';
  onDone: () => void;
  onCancel: () => void;
};

/** Adds or edits a frequent contact (POST /com/cylxr/save); a refusal naming a field shows under it. */
export function ContactForm({ contact, variant, onDone, onCancel }: ContactFormProps) {
  const isPhone = variant === 'phone';
  const notify = useNotify();
  const [save] = contactsAdminApi.useSaveContactMutation();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<ContactFormValues>({
    initialValues: contact ? valuesOf(contact) : NEW_CONTACT,
    validators: contactFormRules,
    onSubmit: async (values, { setFieldError }) => {
      setAlert(null);
      try {
        notify.success((await save(saveRequestOf(values, contact?.id)).unwrap()) || '已保存');
        onDone();
      } catch (error) {
        setAlert(placeRefusal(error, contactFieldOf, setFieldError)?.message ?? null);
      }
    },
  });
  const size = isPhone ? 'phone' : 'md';
  return (
    <Form form={form} variant={variant} layout="vertical" aria-label={contact ? '编辑联系人' : '添加联系人'}>
      {alert && <FormAlert>{alert}</FormAlert>}
      <FormField label="姓名" name="xm" required help={`最多${CONTACT_TEXT_LIMIT}个字`}>
        <Input {...form.field('xm')} autoComplete="off" />
      </FormField>
      <FormField label="职务" name="zw">
        <Input {...form.field('zw')} autoComplete="off" />
      </FormField>
      <FormField label="手机号码" name="sjhm" required>
        <Input {...form.field('sjhm')} type="tel" inputMode="tel" autoComplete="off" />
      </FormField>
      <FormField label="固定电话" name="gddh" help="选填，如 0591-87654321">
        <Input {...form.field('gddh')} type="tel" inputMode="tel" autoComplete="off" />
      </FormField>
      <FormField label="电子邮箱" name="yx" help="选填">
        <Input {...form.field('yx')} type="email" inputMode="email" autoComplete="off" />
      </FormField>
      <FormActions>
        {!isPhone && (
          <Button size={size} onClick={onCancel}>
            取消
          </Button>
        )}
        <FormSubmit size={size} block={isPhone}>
          {contact ? '保存' : '添加联系人'}
        </FormSubmit>
      </FormActions>
    </Form>
  );
}
