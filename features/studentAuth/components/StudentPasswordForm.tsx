import { useState } from 'react';
import { Form, FormField, FormSubmit, useForm } from '../../../ui/Form';
import { FormAlert } from '../../../ui/FormAlert';
import { PasswordInput } from '../../../ui/PasswordInput';
import { apiErrorMessage } from '../../../app/api/apiErrorMessage';
import { useAppSelector } from '../../../app/api/hooks';
import { selectSite } from '../../../app/api/site';
import { useNotify } from '../../../app/api/useNotify';
import {
  confirmPasswordProblem,
  newPasswordProblem,
  oldPasswordProblem,
  passwordRefusalField,
  passwordRuleText,
  type PasswordValues,
} from '../accountRules';
import { studentAccountApi } from '../studentAccountApi';
import { useStudentPasswordEncryption } from '../useStudentPasswordEncryption';

const EMPTY: PasswordValues = { jmm: '', xmm: '', qrmm: '' };

/**
 * 修改密码: the old password, the new one under the school site's rule (pwdlevel) and its repetition,
 * encrypted like the login's. A refusal stays at its field with everything typed kept; once changed,
 * the form empties and the student's other logins have ended.
 */
export function StudentPasswordForm({ variant }: { variant: 'desktop' | 'phone' }) {
  const level = useAppSelector(selectSite).passwordStrength;
  const notify = useNotify();
  const encrypt = useStudentPasswordEncryption();
  const [change] = studentAccountApi.useChangeStudentPasswordMutation();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<PasswordValues>({
    initialValues: EMPTY,
    validators: {
      jmm: oldPasswordProblem,
      xmm: (value, values) => newPasswordProblem(value, values, level),
      qrmm: confirmPasswordProblem,
    },
    onSubmit: async (values, { setFieldError }) => {
      setAlert(null);
      try {
        const jmm = await encrypt(values.jmm);
        const xmm = await encrypt(values.xmm);
        await change({ jmm, xmm }).unwrap();
        notify.success('密码修改成功，其他设备上的登录已退出');
        form.reset(EMPTY);
      } catch (error) {
        const text = apiErrorMessage(error);
        const field = passwordRefusalField(text);
        if (field !== null) setFieldError(field, text);
        else setAlert(text);
      }
    },
  });
  return (
    <Form form={form} layout="vertical" variant={variant} aria-label="修改密码">
      {alert && <FormAlert>{alert}</FormAlert>}
      <FormField label="原密码" name="jmm" required>
        <PasswordInput {...form.field('jmm')} autoComplete="current-password" />
      </FormField>
      <FormField label="新密码" name="xmm" required help={passwordRuleText(level, form.errors.xmm)}>
        <PasswordInput {...form.field('xmm')} autoComplete="new-password" />
      </FormField>
      <FormField label="确认新密码" name="qrmm" required>
        <PasswordInput {...form.field('qrmm')} autoComplete="new-password" />
      </FormField>
      <FormSubmit size={variant === 'phone' ? 'phone' : 'md'} block={variant === 'phone'}>
        修改密码
      </FormSubmit>
    </Form>
  );
}
