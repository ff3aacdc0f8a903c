import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../ui/Button';
import { Form, FormField, FormSubmit, useForm } from '../../../ui/Form';
import { PasswordInput } from '../../../ui/PasswordInput';
import { Result } from '../../../ui/Result';
import { useAppSelector } from '../../../app/api/hooks';
import { selectSite } from '../../../app/api/site';
import { accountApi } from '../accountApi';
import { apiErrorMessage } from '../../../app/api/apiErrorMessage';
import { authPaths } from '../authPaths';
import { FormAlert } from '../../../ui/FormAlert';
import { TicketExpired } from '../components/TicketExpired';
import { confirmPasswordRule, newPasswordRules, passwordHelp } from '../formRules';
import { isTicketExpired } from '../forgotPasswordFlow';
import { useForgotPasswordFlow } from '../useForgotPasswordFlow';
import { usePasswordEncryption } from '../../../app/api/usePasswordEncryption';

const RESET_DONE_MESSAGE = '密码重置成功，请使用新密码登录';

/** Route dwwjmmczmm, step 4: the new password, at the site's strength level. */
export default function ResetPasswordScreen() {
  const { state, dispatch, xxdm, variant } = useForgotPasswordFlow();
  const navigate = useNavigate();
  const level = useAppSelector(selectSite).passwordStrength;
  const encrypt = usePasswordEncryption();
  const [reset] = accountApi.useResetPasswordMutation();
  const [alert, setAlert] = useState<string | null>(null);
  const [expired, setExpired] = useState<string | null>(null);
  const [doneMessage, setDoneMessage] = useState(RESET_DONE_MESSAGE);

  const form = useForm({
    initialValues: { mm: '', qrmm: '' },
    validators: {
      mm: newPasswordRules(level),
      qrmm: (value: string, values: { mm: string }) => confirmPasswordRule(values.mm, value),
    },
    onSubmit: async (values, { setFieldError }) => {
      setAlert(null);
      try {
        const [mm = ''] = await encrypt(values.mm);
        const done = await reset({ pzid: state.ticket?.pzid ?? '', mm }).unwrap();
        setDoneMessage(done.message || RESET_DONE_MESSAGE);
        dispatch({ type: 'passwordReset' });
      } catch (error) {
        const text = apiErrorMessage(error);
        if (isTicketExpired(text)) setExpired(text);
        else if (/位|密码/.test(text)) setFieldError('mm', text);
        else setAlert(text);
      }
    },
  });

  const size = variant === 'phone' ? 'phone' : 'md';
  if (state.done)
    return (
      <Result
        status="success"
        title="密码已重置"
        subtitle={doneMessage}
        extra={
          <Button
            variant="primary"
            size={size}
            onClick={() => void navigate(authPaths.login(xxdm), { replace: true })}
          >
            去登录
          </Button>
        }
      />
    );
  if (expired) return <TicketExpired message={expired} />;
  return (
    <>
      <p>请设置新的登录密码。重置后，该账号在所有设备上的登录都将退出。</p>
      {alert && <FormAlert>{alert}</FormAlert>}
      <Form form={form} layout="vertical" variant={variant} aria-label="重置密码">
        <FormField label="新密码" name="mm" required help={passwordHelp(level, form.errors.mm)}>
          <PasswordInput {...form.field('mm')} autoComplete="new-password" />
        </FormField>
        <FormField label="确认新密码" name="qrmm" required>
          <PasswordInput {...form.field('qrmm')} autoComplete="new-password" />
        </FormField>
        <FormSubmit size={size} block={variant === 'phone'}>
          重置密码
        </FormSubmit>
      </Form>
    </>
  );
}
