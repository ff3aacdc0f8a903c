import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Form, FormField, FormSubmit, useForm } from '../../../ui/Form';
import { accountApi } from '../accountApi';
import { apiErrorMessage } from '../../../app/api/apiErrorMessage';
import { authPaths } from '../authPaths';
import { CodeField } from '../components/CodeField';
import { FormAlert } from '../../../ui/FormAlert';
import { TicketExpired } from '../components/TicketExpired';
import { codeRules } from '../formRules';
import { isTicketExpired } from '../forgotPasswordFlow';
import { useForgotPasswordFlow } from '../useForgotPasswordFlow';
import { useSendCode } from '../useSendCode';

/** Route dwwjmmsryzm, step 3: a code to the registered mobile proves the account is one's own. */
export default function ForgotPasswordCodeScreen() {
  const { state, dispatch, xxdm, variant } = useForgotPasswordFlow();
  const navigate = useNavigate();
  const codeId = useId();
  const [sendResetCode] = accountApi.useSendResetCodeMutation();
  const sendCode = useSendCode();
  const [checkCode] = accountApi.useCheckResetCodeMutation();
  const [alert, setAlert] = useState<string | null>(null);
  const [expired, setExpired] = useState<string | null>(null);
  const pzid = state.ticket?.pzid ?? '';

  const form = useForm({
    initialValues: { yzm: '' },
    validators: { yzm: codeRules },
    onSubmit: async ({ yzm }, { setFieldError }) => {
      setAlert(null);
      try {
        await checkCode({ pzid, yzm: yzm.trim() }).unwrap();
        dispatch({ type: 'codeVerified' });
        void navigate(authPaths.forgotPassword.reset(xxdm));
      } catch (error) {
        const text = apiErrorMessage(error);
        if (isTicketExpired(text)) setExpired(text);
        else if (text.includes('验证码')) setFieldError('yzm', text);
        else setAlert(text);
      }
    },
  });

  const send = () => {
    setAlert(null);
    return sendCode(
      () => sendResetCode({ pzid }).unwrap(),
      (text) => (isTicketExpired(text) ? setExpired(text) : setAlert(text)),
    );
  };

  if (expired) return <TicketExpired message={expired} />;
  return (
    <>
      <p>{`验证码将发送至单位注册手机 ${state.ticket?.sjhm ?? ''}，5 分钟内有效。`}</p>
      {alert && <FormAlert>{alert}</FormAlert>}
      <Form form={form} layout="vertical" variant={variant} aria-label="短信验证">
        <FormField label="短信验证码" name="yzm" required id={codeId}>
          <CodeField id={codeId} binding={form.field('yzm')} onSend={send} variant={variant} />
        </FormField>
        <FormSubmit size={variant === 'phone' ? 'phone' : 'md'} block={variant === 'phone'}>
          下一步
        </FormSubmit>
      </Form>
    </>
  );
}
