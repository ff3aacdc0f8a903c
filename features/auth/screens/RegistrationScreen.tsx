import { useId, useState } from 'react';
import { Form, FormField, FormSubmit, useForm } from '../../../ui/Form';
import { Input } from '../../../ui/Input';
import { Link } from '../../../ui/Link';
import { PasswordInput } from '../../../ui/PasswordInput';
import { useAppSelector } from '../../../app/api/hooks';
import { selectIsPhone, selectSite } from '../../../app/api/site';
import { accountApi } from '../accountApi';
import { apiErrorMessage } from '../../../app/api/apiErrorMessage';
import { authPaths } from '../authPaths';
import { AuthPage } from '../components/AuthPage';
import { StyledLinkRow } from '../components/AuthPage.styles';
import { CodeField } from '../components/CodeField';
import { FormAlert } from '../components/FormAlert';
import {
  codeRules,
  confirmPasswordRule,
  passwordHelp,
  contactNameRules,
  creditCodeRules,
  employerNameRules,
  fieldHints,
  mobileRules,
  newPasswordRules,
  serverFieldOf,
} from '../formRules';
import { useCompleteLogin } from '../useCompleteLogin';
import { usePasswordEncryption } from '../usePasswordEncryption';
import { isAboutMobile, useSendCode } from '../useSendCode';
import { useSchoolCode } from '../useSchoolCode';

const REGISTRATION_HINTS = [
  fieldHints.tyshxydm,
  fieldHints.dwmc,
  fieldHints.lxr,
  fieldHints.yzm,
  fieldHints.sjhm,
  fieldHints.mm,
] as const;

/** Route dwzc (/dwzc/{xxdm}): a new employer and its first user; registering logs in. */
export default function RegistrationScreen() {
  const isPhone = useAppSelector(selectIsPhone);
  const level = useAppSelector(selectSite).passwordStrength;
  const xxdm = useSchoolCode();
  const [register] = accountApi.useRegisterMutation();
  const [sendRegistrationCode] = accountApi.useSendRegistrationCodeMutation();
  const sendCode = useSendCode();
  const encrypt = usePasswordEncryption();
  const completeLogin = useCompleteLogin();
  const codeId = useId();
  const [alert, setAlert] = useState<string | null>(null);
  const variant = isPhone ? 'phone' : 'desktop';

  const form = useForm({
    initialValues: { dwmc: '', tyshxydm: '', lxr: '', sjhm: '', yzm: '', mm: '', qrmm: '' },
    validators: {
      dwmc: employerNameRules,
      tyshxydm: creditCodeRules,
      lxr: contactNameRules,
      sjhm: mobileRules,
      yzm: codeRules,
      mm: newPasswordRules(level),
      qrmm: (value: string, values: { mm: string }) => confirmPasswordRule(values.mm, value),
    },
    onSubmit: async (values, { setFieldError }) => {
      setAlert(null);
      try {
        const [mm = ''] = await encrypt(values.mm);
        const login = await register({
          dwmc: values.dwmc.trim(),
          tyshxydm: values.tyshxydm.trim().toUpperCase(),
          lxr: values.lxr.trim(),
          sjhm: values.sjhm.trim(),
          yzm: values.yzm.trim(),
          mm,
          xxdm,
        }).unwrap();
        completeLogin(login, '注册成功');
      } catch (error) {
        const text = apiErrorMessage(error);
        const field = serverFieldOf(text, REGISTRATION_HINTS);
        if (field) setFieldError(field, text);
        else setAlert(text);
      }
    },
  });

  const send = async (): Promise<boolean | 'wait'> => {
    setAlert(null);
    if ((await form.validateField('sjhm')) !== null) return false;
    return sendCode(
      () => sendRegistrationCode({ sjhm: form.values.sjhm.trim(), xxdm }).unwrap(),
      (text) => (isAboutMobile(text) ? form.setFieldError('sjhm', text) : setAlert(text)),
    );
  };

  return (
    <AuthPage
      title="单位注册"
      intro="注册用人单位账号，注册成功后将自动登录。统一社会信用代码在各学校站点通用。"
      width={560}
    >
      {alert && <FormAlert>{alert}</FormAlert>}
      <Form form={form} variant={variant} layout="vertical" aria-label="单位注册">
        <FormField label="单位名称" name="dwmc" required>
          <Input {...form.field('dwmc')} autoComplete="organization" maxLength={100} />
        </FormField>
        <FormField label="统一社会信用代码" name="tyshxydm" required help="18位，见营业执照">
          <Input {...form.field('tyshxydm')} autoComplete="off" spellCheck={false} maxLength={18} />
        </FormField>
        <FormField label="联系人" name="lxr" required>
          <Input {...form.field('lxr')} autoComplete="name" maxLength={50} />
        </FormField>
        <FormField label="手机号码" name="sjhm" required help="用于登录和找回密码">
          <Input {...form.field('sjhm')} type="tel" inputMode="numeric" autoComplete="tel" />
        </FormField>
        <FormField label="短信验证码" name="yzm" required id={codeId}>
          <CodeField id={codeId} binding={form.field('yzm')} onSend={send} variant={variant} />
        </FormField>
        <FormField label="登录密码" name="mm" required help={passwordHelp(level, form.errors.mm)}>
          <PasswordInput {...form.field('mm')} autoComplete="new-password" />
        </FormField>
        <FormField label="确认密码" name="qrmm" required>
          <PasswordInput {...form.field('qrmm')} autoComplete="new-password" />
        </FormField>
        <FormSubmit block size={isPhone ? 'phone' : 'lg'}>
          注册并登录
        </FormSubmit>
      </Form>
      <StyledLinkRow aria-label="其他操作">
        <span>
          已有账号？
          <Link to={authPaths.login(xxdm)}>去登录</Link>
        </span>
        <Link to={authPaths.feedback} underline="hover">
          问题反馈
        </Link>
      </StyledLinkRow>
    </AuthPage>
  );
}
