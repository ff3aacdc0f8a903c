import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../ui/Button';
import { Form, FormField, FormSubmit, useForm } from '../../../ui/Form';
import { FormAlert } from '../../../ui/FormAlert';
import { Input } from '../../../ui/Input';
import { space } from '../../../ui/theme';
import { useCountdown } from '../../../ui/useCountdown';
import { apiErrorMessage } from '../../../app/api/apiErrorMessage';
import { useNotify } from '../../../app/api/useNotify';
import {
  CODE_RESEND_SECONDS,
  codeProblem,
  isTooFrequent,
  mobileProblem,
  mobileRefusalField,
  sendCodeLabel,
  type MobileValues,
} from '../accountRules';
import { studentAccountApi } from '../studentAccountApi';

const StyledCodeRow = styled.div`
  display: flex;
  gap: ${space(2)};
  align-items: flex-start;

  & > [data-ui='input'] {
    flex: 1 1 auto;
    min-width: 0;
  }
  & > button {
    flex: none;
  }
`;

const EMPTY: MobileValues = { sjhm: '', yzm: '' };

/**
 * 绑定手机 / 更换手机: the new mobile, 获取验证码 (then a 60-second wait), the code, 绑定. A refusal stays
 * at its field (the mobile's or the code's) with everything typed kept; once bound, the form empties and
 * the account shows the new number masked.
 */
export function StudentMobileForm({ variant, bound }: { variant: 'desktop' | 'phone'; bound: boolean }) {
  const notify = useNotify();
  const [sendCode, { isLoading: sending }] = studentAccountApi.useSendStudentMobileCodeMutation();
  const [bind] = studentAccountApi.useBindStudentMobileMutation();
  const countdown = useCountdown(CODE_RESEND_SECONDS);
  const [alert, setAlert] = useState<string | null>(null);
  const codeId = useId();
  const size = variant === 'phone' ? 'phone' : 'md';

  const placeRefusal = (error: unknown, setFieldError: (name: keyof MobileValues, text: string) => void) => {
    const text = apiErrorMessage(error);
    const field = mobileRefusalField(text);
    if (field !== null) setFieldError(field, text);
    else setAlert(text);
    return text;
  };

  const form = useForm<MobileValues>({
    initialValues: EMPTY,
    validators: { sjhm: mobileProblem, yzm: codeProblem },
    onSubmit: async (values, { setFieldError }) => {
      setAlert(null);
      try {
        await bind({ sjhm: values.sjhm.trim(), yzm: values.yzm.trim() }).unwrap();
        notify.success('手机号绑定成功');
        form.reset(EMPTY);
      } catch (error) {
        placeRefusal(error, setFieldError);
      }
    },
  });

  const send = async () => {
    setAlert(null);
    if ((await form.validateField('sjhm')) !== null) return;
    try {
      await sendCode({ sjhm: form.values.sjhm.trim() }).unwrap();
      countdown.start();
      notify.success('验证码已发送');
      document.getElementById(codeId)?.focus();
    } catch (error) {
      // Another code went out within the minute: wait here too instead of offering what is refused.
      if (isTooFrequent(placeRefusal(error, form.setFieldError))) countdown.start();
    }
  };

  return (
    <Form form={form} layout="vertical" variant={variant} aria-label={bound ? '更换手机' : '绑定手机'}>
      {alert && <FormAlert>{alert}</FormAlert>}
      <FormField label={bound ? '新手机号码' : '手机号码'} name="sjhm" required>
        <Input {...form.field('sjhm')} type="tel" inputMode="numeric" autoComplete="tel" variant={variant} />
      </FormField>
      <FormField
        label="验证码"
        name="yzm"
        required
        id={codeId}
        help="验证码将发送到上面的手机号，5分钟内有效"
      >
        <StyledCodeRow>
          <Input
            {...form.field('yzm')}
            id={codeId}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder="6位数字验证码"
            variant={variant}
          />
          <Button
            size={size}
            loading={sending}
            disabled={countdown.remaining > 0}
            onClick={() => void send()}
          >
            {sendCodeLabel(countdown.remaining, countdown.started)}
          </Button>
        </StyledCodeRow>
      </FormField>
      <FormSubmit size={size} block={variant === 'phone'}>
        {bound ? '更换手机' : '绑定手机'}
      </FormSubmit>
    </Form>
  );
}
