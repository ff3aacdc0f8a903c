import { useId, useState, useSyncExternalStore } from 'react';
import type { EmployerLoginResult } from '../../../contract/account';
import { Form, FormField, FormSubmit, useForm } from '../../../ui/Form';
import { Input } from '../../../ui/Input';
import { PasswordInput } from '../../../ui/PasswordInput';
import { Tabs } from '../../../ui/Tabs';
import { phoneMessage } from '../../../ui/validators';
import { apiErrorMessage } from '../../../app/api/apiErrorMessage';
import { codeRules, mobileRules, required } from '../formRules';
import type { LoginClient } from '../loginClient';
import { isAboutMobile, sendCodeAndReport } from '../sendCode';
import { CodeField } from './CodeField';
import { FormAlert } from '../../../ui/FormAlert';

type Variant = 'desktop' | 'phone';

export type LoginFormProps = {
  /** The school site logged in at. */
  xxdm: string;
  onLoggedIn: (login: EmployerLoginResult) => void;
  variant: Variant;
  /** The server's calls: the app's or the light login page's (features/auth/loginClient.ts). */
  client: LoginClient;
  /** A short confirmation (验证码已发送): the app's toast or notice. */
  notifySuccess: (text: string) => void;
};

const neverChanges = () => () => undefined;

/**
 * False in the server's markup and while the client hydrates it, true once the forms' handlers are
 * attached: until then the fields and the button are disabled, so nothing typed is lost to hydration
 * and the browser never submits the form itself (which would put the password in the address).
 */
function useInteractive(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}

/** Only the malformed-mobile refusal points at one field; '手机号或密码错误' is about the pair. */
function mobileFieldError(message: string): boolean {
  return message === phoneMessage.mobile || message.startsWith('参数 sjhm');
}

function PasswordLoginForm({ xxdm, onLoggedIn, variant, client }: LoginFormProps) {
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm({
    initialValues: { sjhm: '', mm: '' },
    validators: { sjhm: mobileRules, mm: required('请输入密码') },
    onSubmit: async (values, { setFieldError }) => {
      setAlert(null);
      try {
        const [mm = ''] = await client.encryptPasswords(values.mm);
        onLoggedIn(await client.passwordLogin({ sjhm: values.sjhm.trim(), mm, xxdm }));
      } catch (error) {
        const text = apiErrorMessage(error);
        if (mobileFieldError(text)) setFieldError('sjhm', text);
        else setAlert(text);
      }
    },
  });
  const size = variant === 'phone' ? 'phone' : 'lg';
  const interactive = useInteractive();
  return (
    <Form form={form} layout="vertical" variant={variant} aria-label="密码登录">
      {alert && <FormAlert>{alert}</FormAlert>}
      <FormField label="手机号码" name="sjhm" required disabled={!interactive}>
        <Input {...form.field('sjhm')} type="tel" inputMode="numeric" autoComplete="username" />
      </FormField>
      <FormField label="密码" name="mm" required disabled={!interactive}>
        <PasswordInput {...form.field('mm')} autoComplete="current-password" />
      </FormField>
      <FormSubmit block size={size} disabled={!interactive}>
        登录
      </FormSubmit>
    </Form>
  );
}

function CodeLoginForm({ xxdm, onLoggedIn, variant, client, notifySuccess }: LoginFormProps) {
  const codeId = useId();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm({
    initialValues: { sjhm: '', yzm: '' },
    validators: { sjhm: mobileRules, yzm: codeRules },
    onSubmit: async (values, { setFieldError }) => {
      setAlert(null);
      try {
        onLoggedIn(await client.codeLogin({ sjhm: values.sjhm.trim(), yzm: values.yzm.trim(), xxdm }));
      } catch (error) {
        const text = apiErrorMessage(error);
        if (mobileFieldError(text)) setFieldError('sjhm', text);
        else if (text.includes('验证码')) setFieldError('yzm', text);
        else setAlert(text);
      }
    },
  });

  const send = async (): Promise<boolean | 'wait'> => {
    setAlert(null);
    if ((await form.validateField('sjhm')) !== null) return false;
    return sendCodeAndReport(
      () => client.sendLoginCode({ sjhm: form.values.sjhm.trim(), xxdm }),
      (text) => (isAboutMobile(text) ? form.setFieldError('sjhm', text) : setAlert(text)),
      notifySuccess,
    );
  };

  const size = variant === 'phone' ? 'phone' : 'lg';
  const interactive = useInteractive();
  return (
    <Form form={form} layout="vertical" variant={variant} aria-label="验证码登录">
      {alert && <FormAlert>{alert}</FormAlert>}
      <FormField label="手机号码" name="sjhm" required disabled={!interactive}>
        <Input {...form.field('sjhm')} type="tel" inputMode="numeric" autoComplete="tel" />
      </FormField>
      <FormField label="验证码" name="yzm" required id={codeId} disabled={!interactive}>
        <CodeField id={codeId} binding={form.field('yzm')} onSend={send} variant={variant} />
      </FormField>
      <FormSubmit block size={size} disabled={!interactive}>
        登录
      </FormSubmit>
    </Form>
  );
}

/** The two ways an employer logs in, as tabs; each tab keeps what was typed when the other is open. */
export function LoginPanel(props: LoginFormProps) {
  // Before hydration a tap on a tab is lost: the tabs say they are not ready yet, as the fields do.
  const interactive = useInteractive();
  return (
    <Tabs
      aria-label="登录方式"
      variant={props.variant}
      disabled={!interactive}
      items={[
        { key: 'password', label: '密码登录', children: <PasswordLoginForm {...props} /> },
        { key: 'code', label: '验证码登录', children: <CodeLoginForm {...props} /> },
      ]}
    />
  );
}
