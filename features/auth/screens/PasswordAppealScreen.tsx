import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../ui/Button';
import { Form, FormField, FormSubmit, useForm } from '../../../ui/Form';
import { Input } from '../../../ui/Input';
import { LimitedTextArea } from '../../../ui/LimitedTextArea';
import { Result } from '../../../ui/Result';
import { accountApi } from '../accountApi';
import { apiErrorMessage } from '../../../app/api/apiErrorMessage';
import { authPaths } from '../authPaths';
import { FormAlert } from '../../../ui/FormAlert';
import {
  appealReasonRules,
  contactNameRules,
  contactWayRules,
  creditCodeRules,
  employerNameRules,
  fieldHints,
  serverFieldOf,
} from '../formRules';
import { useForgotPasswordFlow } from '../useForgotPasswordFlow';

/** The server keeps up to 500 characters of the reason. */
const APPEAL_REASON_LIMIT = 500;

const APPEAL_HINTS = [fieldHints.tyshxydm, fieldHints.dwmc, fieldHints.lxr, fieldHints.ssly] as const;

type Submitted = { ssid: string; message: string };

/** Route dwwjmmmmss: the registered mobile is lost, so the school checks the employer by hand. */
export default function PasswordAppealScreen() {
  const { state, xxdm, variant } = useForgotPasswordFlow();
  const navigate = useNavigate();
  const [appeal] = accountApi.usePasswordAppealMutation();
  const [alert, setAlert] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState<Submitted | null>(null);

  const form = useForm({
    initialValues: { dwmc: state.employer?.dwmc ?? '', tyshxydm: '', lxr: '', lxfs: '', ssly: '' },
    validators: {
      dwmc: employerNameRules,
      tyshxydm: creditCodeRules,
      lxr: contactNameRules,
      lxfs: contactWayRules,
      ssly: appealReasonRules,
    },
    onSubmit: async (values, { setFieldError }) => {
      setAlert(null);
      try {
        const done = await appeal({
          dwmc: values.dwmc.trim(),
          tyshxydm: values.tyshxydm.trim().toUpperCase(),
          lxr: values.lxr.trim(),
          lxfs: values.lxfs.trim(),
          ssly: values.ssly.trim(),
          xxdm,
        }).unwrap();
        setSubmitted({ ssid: done.result.ssid, message: done.message });
      } catch (error) {
        const text = apiErrorMessage(error);
        const field = serverFieldOf(text, APPEAL_HINTS);
        if (field) setFieldError(field, text);
        else setAlert(text);
      }
    },
  });

  const size = variant === 'phone' ? 'phone' : 'md';
  if (submitted)
    return (
      <Result
        status="success"
        title="申诉已提交"
        subtitle={`${submitted.message || '申诉已提交，学校审核后将与您联系'}（申诉编号：${submitted.ssid}）`}
        extra={
          <Button variant="primary" size={size} onClick={() => void navigate(authPaths.login(xxdm))}>
            返回登录
          </Button>
        }
      />
    );
  return (
    <>
      <p>
        注册手机号已停用、无法接收验证码时，请提交申诉。学校核实单位信息后，将通过您留下的联系电话与您联系。
      </p>
      {alert && <FormAlert>{alert}</FormAlert>}
      <Form form={form} layout="vertical" variant={variant} aria-label="密码申诉">
        <FormField label="单位名称" name="dwmc" required>
          <Input {...form.field('dwmc')} autoComplete="organization" maxLength={100} />
        </FormField>
        <FormField label="统一社会信用代码" name="tyshxydm" required>
          <Input {...form.field('tyshxydm')} autoComplete="off" spellCheck={false} maxLength={18} />
        </FormField>
        <FormField label="联系人" name="lxr" required>
          <Input {...form.field('lxr')} autoComplete="name" maxLength={50} />
        </FormField>
        <FormField label="联系电话" name="lxfs" required help="手机或固定电话">
          <Input {...form.field('lxfs')} type="tel" autoComplete="tel" maxLength={30} />
        </FormField>
        <FormField label="申诉理由" name="ssly" required>
          <LimitedTextArea {...form.field('ssly')} limit={APPEAL_REASON_LIMIT} />
        </FormField>
        <FormSubmit size={size} block={variant === 'phone'}>
          提交申诉
        </FormSubmit>
      </Form>
    </>
  );
}
