import { useId, useState } from 'react';
import { EMPLOYER_INDUSTRIES, EMPLOYER_NATURES } from '../../../contract/codeLists';
import { Form, FormField, FormSubmit, useForm } from '../../../ui/Form';
import { Input } from '../../../ui/Input';
import { Link } from '../../../ui/Link';
import { PasswordInput } from '../../../ui/PasswordInput';
import type { UploadItem } from '../../../ui/Uploader';
import { useAppSelector } from '../../../app/api/hooks';
import { selectIsPhone, selectSite } from '../../../app/api/site';
import { accountApi } from '../accountApi';
import { apiErrorMessage } from '../../../app/api/apiErrorMessage';
import { authPaths } from '../authPaths';
import { AuthPage } from '../components/AuthPage';
import { StyledLinkRow } from '../components/AuthPage.styles';
import { CodeField } from '../components/CodeField';
import { FormAlert } from '../../../ui/FormAlert';
import {
  codeRules,
  confirmPasswordRule,
  passwordHelp,
  contactNameRules,
  creditCodeRules,
  employerNameRules,
  fieldHints,
  industryRules,
  mobileRules,
  natureRules,
  newPasswordRules,
  serverFieldOf,
} from '../formRules';
import { CodeListSelect } from '../registration/CodeListSelect';
import { LicenceField } from '../registration/LicenceField';
import { LICENCE_INVALID_MESSAGE, licenceRule, licenceUploadMessage } from '../registration/licenceRules';
import { useLicenceUpload } from '../registration/useLicenceUpload';
import { useCompleteLogin } from '../useCompleteLogin';
import { usePasswordEncryption } from '../../../app/api/usePasswordEncryption';
import { isAboutMobile, useSendCode } from '../useSendCode';
import { useSchoolCode } from '../useSchoolCode';

const REGISTRATION_HINTS = [
  fieldHints.tyshxydm,
  fieldHints.dwmc,
  fieldHints.dwxz,
  fieldHints.dwhy,
  fieldHints.lxr,
  fieldHints.yzm,
  fieldHints.sjhm,
  fieldHints.mm,
  fieldHints.yyzz,
] as const;

type RegistrationValues = {
  dwmc: string;
  tyshxydm: string;
  dwxz: string;
  dwhy: string;
  yyzz: UploadItem[];
  lxr: string;
  sjhm: string;
  yzm: string;
  mm: string;
  qrmm: string;
};

/**
 * Route dwzc (/dwzc/{xxdm}): a new employer and its first user; registering logs in. The business
 * licence image is uploaded (bucket yyzz) when the form is sent, then registered by its stored path;
 * the school reviews the registration before the employer may submit anything for review.
 */
export default function RegistrationScreen() {
  const isPhone = useAppSelector(selectIsPhone);
  const level = useAppSelector(selectSite).passwordStrength;
  const xxdm = useSchoolCode();
  const [register] = accountApi.useRegisterMutation();
  const [sendRegistrationCode] = accountApi.useSendRegistrationCodeMutation();
  const sendCode = useSendCode();
  const encrypt = usePasswordEncryption();
  // A new employer completes what registration did not ask first (its profile, zhgl/dwxxws).
  const completeLogin = useCompleteLogin({ home: authPaths.completeProfile });
  const licence = useLicenceUpload();
  const codeId = useId();
  const [alert, setAlert] = useState<string | null>(null);
  const variant = isPhone ? 'phone' : 'desktop';

  const form = useForm<RegistrationValues>({
    initialValues: {
      dwmc: '',
      tyshxydm: '',
      dwxz: '',
      dwhy: '',
      yyzz: [],
      lxr: '',
      sjhm: '',
      yzm: '',
      mm: '',
      qrmm: '',
    },
    validators: {
      dwmc: employerNameRules,
      tyshxydm: creditCodeRules,
      dwxz: natureRules,
      dwhy: industryRules,
      yyzz: licenceRule(),
      lxr: contactNameRules,
      sjhm: mobileRules,
      yzm: codeRules,
      mm: newPasswordRules(level),
      qrmm: (value: string, values: { mm: string }) => confirmPasswordRule(values.mm, value),
    },
    onSubmit: async (values, { setFieldError }) => {
      setAlert(null);
      const [picked] = values.yyzz;
      if (!picked) return;
      let licencePath: string;
      try {
        licencePath = await licence.upload(picked.file);
      } catch (error) {
        setFieldError('yyzz', licenceUploadMessage(apiErrorMessage(error)));
        return;
      }
      try {
        const [mm = ''] = await encrypt(values.mm);
        const login = await register({
          dwmc: values.dwmc.trim(),
          tyshxydm: values.tyshxydm.trim().toUpperCase(),
          dwxz: values.dwxz,
          dwhy: values.dwhy,
          yyzz: licencePath,
          lxr: values.lxr.trim(),
          sjhm: values.sjhm.trim(),
          yzm: values.yzm.trim(),
          mm,
          xxdm,
        }).unwrap();
        completeLogin(login, '注册成功');
      } catch (error) {
        const text = apiErrorMessage(error);
        // The stored image cannot be used any more: the next try uploads the file again.
        if (text === LICENCE_INVALID_MESSAGE) licence.forget();
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
        <FormField label="单位性质" name="dwxz" required>
          <CodeListSelect list={EMPLOYER_NATURES} variant={variant} {...form.field('dwxz')} />
        </FormField>
        <FormField label="单位行业" name="dwhy" required>
          <CodeListSelect list={EMPLOYER_INDUSTRIES} variant={variant} searchable {...form.field('dwhy')} />
        </FormField>
        <FormField
          label="营业执照"
          name="yyzz"
          required
          help="请上传清晰完整的营业执照照片或扫描件，学校审核时核对"
        >
          <LicenceField
            value={form.values.yyzz}
            onChange={(items) => form.setValue('yyzz', items)}
            variant={variant}
            disabled={form.isSubmitting}
          />
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
