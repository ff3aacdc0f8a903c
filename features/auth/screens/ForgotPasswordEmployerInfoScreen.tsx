import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Form, FormActions, FormField, FormSubmit, useForm } from '../../../ui/Form';
import { Button } from '../../../ui/Button';
import { Input } from '../../../ui/Input';
import { accountApi } from '../accountApi';
import { apiErrorMessage } from '../../../app/api/apiErrorMessage';
import { authPaths } from '../authPaths';
import { FormAlert } from '../../../ui/FormAlert';
import { creditCodeRules, employerNameRules, fieldHints, serverFieldOf } from '../formRules';
import { useForgotPasswordFlow } from '../useForgotPasswordFlow';

const INFO_HINTS = [fieldHints.tyshxydm, fieldHints.dwmc] as const;

/** Route dwwjmmsrdwxx, step 2: prove the picked employer's name and full credit code. */
export default function ForgotPasswordEmployerInfoScreen() {
  const { state, dispatch, xxdm, variant } = useForgotPasswordFlow();
  const navigate = useNavigate();
  const [check] = accountApi.useCheckEmployerMutation();
  const [alert, setAlert] = useState<string | null>(null);
  const employer = state.employer;

  const form = useForm({
    initialValues: { dwmc: employer?.dwmc ?? '', tyshxydm: '' },
    validators: { dwmc: employerNameRules, tyshxydm: creditCodeRules },
    onSubmit: async (values, { setFieldError }) => {
      if (!employer) return;
      setAlert(null);
      try {
        const ticket = await check({
          dwid: employer.dwid,
          dwmc: values.dwmc.trim(),
          tyshxydm: values.tyshxydm.trim().toUpperCase(),
          xxdm,
        }).unwrap();
        dispatch({ type: 'employerVerified', ticket });
        void navigate(authPaths.forgotPassword.code(xxdm));
      } catch (error) {
        const text = apiErrorMessage(error);
        // '单位名称或统一社会信用代码不正确' names both: it belongs to the form, not to one field.
        const field = text.includes('或') ? null : serverFieldOf(text, INFO_HINTS);
        if (field) setFieldError(field, text);
        else setAlert(text);
      }
    },
  });

  const size = variant === 'phone' ? 'phone' : 'md';
  return (
    <>
      <p>请填写单位名称和完整的统一社会信用代码，以确认您是该单位的账号使用人。</p>
      {alert && <FormAlert>{alert}</FormAlert>}
      <Form form={form} layout="vertical" variant={variant} aria-label="验证单位信息">
        <FormField label="单位名称" name="dwmc" required>
          <Input {...form.field('dwmc')} autoComplete="organization" maxLength={100} />
        </FormField>
        <FormField label="统一社会信用代码" name="tyshxydm" required help="18位，见营业执照">
          <Input {...form.field('tyshxydm')} autoComplete="off" spellCheck={false} maxLength={18} />
        </FormField>
        <FormActions>
          <Button size={size} onClick={() => void navigate(authPaths.forgotPassword.pick(xxdm))}>
            上一步
          </Button>
          <FormSubmit size={size}>下一步</FormSubmit>
        </FormActions>
      </Form>
    </>
  );
}
