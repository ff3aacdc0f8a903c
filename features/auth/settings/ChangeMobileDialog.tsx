import { useId, useState } from 'react';
import { MOBILE_UNCHANGED } from '../../../contract/accountSettings';
import { Button } from '../../../ui/Button';
import { Form, FormActions, FormField, FormSubmit, useForm } from '../../../ui/Form';
import { FormAlert } from '../../../ui/FormAlert';
import { Input } from '../../../ui/Input';
import { Modal } from '../../../ui/Modal';
import { PasswordInput } from '../../../ui/PasswordInput';
import { apiErrorMessage } from '../../../app/api/apiErrorMessage';
import { useNotify } from '../../../app/api/useNotify';
import { usePasswordEncryption } from '../../../app/api/usePasswordEncryption';
import { accountSettingsApi } from '../accountSettingsApi';
import { CodeField } from '../components/CodeField';
import { codeRules, mobileRules, required } from '../formRules';
import { isAboutMobile, useSendCode } from '../useSendCode';
import { changeMobileFieldOf } from './settingsRules';

type Variant = 'desktop' | 'phone';

/**
 * 更换手机号: the new mobile, the code sent to it and the current password (POST /com/zhsz/ghsjyzm,
 * /com/zhsz/ghsj). A refusal goes under the field it is about, others above the form.
 */
function ChangeMobileForm({
  variant,
  onDone,
  onCancel,
}: {
  variant: Variant;
  onDone: () => void;
  onCancel: () => void;
}) {
  const notify = useNotify();
  const encrypt = usePasswordEncryption();
  const sendCode = useSendCode();
  const [sendMobileCode] = accountSettingsApi.useSendMobileCodeMutation();
  const [changeMobile] = accountSettingsApi.useChangeMobileMutation();
  const codeId = useId();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm({
    initialValues: { sjhm: '', yzm: '', mm: '' },
    validators: { sjhm: mobileRules, yzm: codeRules, mm: [required('请输入当前登录密码')] },
    onSubmit: async (values, { setFieldError }) => {
      setAlert(null);
      try {
        const [mm = ''] = await encrypt(values.mm);
        const done = await changeMobile({ sjhm: values.sjhm.trim(), yzm: values.yzm.trim(), mm }).unwrap();
        notify.success(done.message || '手机号已更换');
        onDone();
      } catch (error) {
        const text = apiErrorMessage(error);
        const field = changeMobileFieldOf(text);
        if (field !== null) setFieldError(field, text);
        else setAlert(text);
      }
    },
  });

  const send = async (): Promise<boolean | 'wait'> => {
    setAlert(null);
    if ((await form.validateField('sjhm')) !== null) return false;
    return sendCode(
      () => sendMobileCode({ sjhm: form.values.sjhm.trim() }).unwrap(),
      (text) =>
        isAboutMobile(text) || text === MOBILE_UNCHANGED ? form.setFieldError('sjhm', text) : setAlert(text),
    );
  };

  const size = variant === 'phone' ? 'phone' : 'md';
  return (
    <Form form={form} layout="vertical" variant={variant} aria-label="更换手机号">
      {alert && <FormAlert>{alert}</FormAlert>}
      <FormField label="新手机号码" name="sjhm" required help="更换后请使用新手机号登录">
        <Input {...form.field('sjhm')} type="tel" inputMode="numeric" autoComplete="tel" variant={variant} />
      </FormField>
      <FormField label="验证码" name="yzm" required id={codeId} help="验证码将发送到新手机号">
        <CodeField id={codeId} binding={form.field('yzm')} onSend={send} variant={variant} />
      </FormField>
      <FormField label="当前登录密码" name="mm" required>
        <PasswordInput {...form.field('mm')} autoComplete="current-password" />
      </FormField>
      <FormActions>
        {variant === 'desktop' && (
          <Button size={size} onClick={onCancel}>
            取消
          </Button>
        )}
        <FormSubmit size={size} block={variant === 'phone'}>
          确认更换
        </FormSubmit>
      </FormActions>
    </Form>
  );
}

export function ChangeMobileDialog({
  open,
  variant,
  onClose,
}: {
  open: boolean;
  variant: Variant;
  onClose: () => void;
}) {
  return (
    <Modal
      open={open}
      title="更换登录手机号"
      footer={null}
      width={480}
      variant={variant}
      phoneLayout="sheet"
      onCancel={onClose}
    >
      {open && <ChangeMobileForm variant={variant} onDone={onClose} onCancel={onClose} />}
    </Modal>
  );
}
