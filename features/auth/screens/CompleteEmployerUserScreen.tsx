import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { EmployerUserDetails } from '../../../contract/account';
import { Descriptions } from '../../../ui/Descriptions';
import { Form, FormField, FormSubmit, useForm } from '../../../ui/Form';
import { Input } from '../../../ui/Input';
import { PasswordInput } from '../../../ui/PasswordInput';
import { Skeleton } from '../../../ui/Skeleton';
import { color, fontSize, fontWeight, space } from '../../../ui/theme';
import { apiErrorMessage } from '../../../app/api/apiErrorMessage';
import { useAppSelector } from '../../../app/api/hooks';
import { selectEmployerToken } from '../../../app/api/session';
import { selectIsPhone, selectSite } from '../../../app/api/site';
import { accountApi } from '../accountApi';
import { employerHomePath } from '../authPaths';
import { AuthPage } from '../components/AuthPage';
import { FormAlert } from '../../../ui/FormAlert';
import { LoadFailed, LoginRequired } from '../components/LoginRequired';
import { confirmPasswordRule, newPasswordRules, passwordHelp, required, serverFieldOf } from '../formRules';
import { useNotify } from '../../../app/api/useNotify';
import { usePasswordEncryption } from '../../../app/api/usePasswordEncryption';
import { safeRedirectPath } from '../redirectPath';
import { userDetailHints, userDetailRules } from '../userDetailsRules';

export const SAME_PASSWORD_MESSAGE = '新密码不能与原密码相同';

const StyledSectionTitle = styled.h2`
  margin: ${space(4)} 0 ${space(3)};
  font-size: ${fontSize.md};
  font-weight: ${fontWeight.medium};
  color: ${color.text};
`;

/**
 * The person's details, then an own password. Submitting saves the details first (POST
 * /com/dwyh/wsxx, safe to repeat), then changes the password (POST /com/zhsz/xgmm): a refused
 * password leaves the details saved, and the next submit saves them again with it. A user whose
 * password is still to be set (`passwordPending`, logged in by SMS code) has no 原密码 to give: it
 * sends ymm ''. Then the page the `redirect` query names, else home.
 */
function CompleteUserForm({
  variant,
  details,
  passwordPending,
}: {
  variant: 'desktop' | 'phone';
  details: EmployerUserDetails;
  passwordPending: boolean;
}) {
  const level = useAppSelector(selectSite).passwordStrength;
  const isPhone = variant === 'phone';
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const destination =
    safeRedirectPath(query.get('redirect'), window.location.origin) ?? employerHomePath(isPhone);
  const notify = useNotify();
  const encrypt = usePasswordEncryption();
  const [saveDetails] = accountApi.useSaveUserDetailsMutation();
  const [change] = accountApi.useChangePasswordMutation();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm({
    initialValues: {
      xm: details.xm,
      zw: details.zw,
      yx: details.yx,
      gddh: details.gddh,
      ymm: '',
      xmm: '',
      qrmm: '',
    },
    validators: {
      ...userDetailRules,
      ...(passwordPending ? {} : { ymm: required('请输入原密码') }),
      xmm: [
        ...newPasswordRules(level),
        (value: string, values: { ymm: string }) =>
          !passwordPending && value === values.ymm ? SAME_PASSWORD_MESSAGE : null,
      ],
      qrmm: (value: string, values: { xmm: string }) => confirmPasswordRule(values.xmm, value),
    },
    onSubmit: async (values, { setFieldError }) => {
      setAlert(null);
      try {
        await saveDetails({
          xm: values.xm.trim(),
          zw: values.zw.trim(),
          yx: values.yx.trim(),
          gddh: values.gddh.trim(),
        }).unwrap();
      } catch (error) {
        const text = apiErrorMessage(error);
        const field = serverFieldOf(text, userDetailHints);
        if (field) setFieldError(field, text);
        else setAlert(text);
        return;
      }
      try {
        const [ymm = '', xmm = ''] = passwordPending
          ? ['', ...(await encrypt(values.xmm))]
          : await encrypt(values.ymm, values.xmm);
        const done = await change({ ymm, xmm }).unwrap();
        notify.success(done.message || (passwordPending ? '密码设置成功' : '密码修改成功'));
        void navigate(destination, { replace: true });
      } catch (error) {
        const text = apiErrorMessage(error);
        if (text.includes('原密码')) setFieldError('ymm', text);
        else if (/位|密码/.test(text)) setFieldError('xmm', text);
        else setAlert(text);
      }
    },
  });
  return (
    <Form form={form} layout="vertical" variant={variant} aria-label="完善单位用户">
      {alert && <FormAlert>{alert}</FormAlert>}
      <StyledSectionTitle>个人信息</StyledSectionTitle>
      <FormField label="姓名" name="xm" required>
        <Input {...form.field('xm')} autoComplete="name" />
      </FormField>
      <FormField label="职务" name="zw" required>
        <Input {...form.field('zw')} autoComplete="organization-title" />
      </FormField>
      <FormField label="电子邮箱" name="yx" required>
        <Input {...form.field('yx')} type="email" inputMode="email" autoComplete="email" />
      </FormField>
      <FormField label="固定电话" name="gddh" help="选填，如 0591-87654321">
        <Input {...form.field('gddh')} type="tel" inputMode="tel" autoComplete="tel" />
      </FormField>
      <StyledSectionTitle>设置登录密码</StyledSectionTitle>
      {!passwordPending && (
        <FormField
          label="原密码"
          name="ymm"
          required
          help="当前使用的登录密码（学校开通账号时提供的初始密码）"
        >
          <PasswordInput {...form.field('ymm')} autoComplete="current-password" />
        </FormField>
      )}
      <FormField label="新密码" name="xmm" required help={passwordHelp(level, form.errors.xmm)}>
        <PasswordInput {...form.field('xmm')} autoComplete="new-password" />
      </FormField>
      <FormField label="确认新密码" name="qrmm" required>
        <PasswordInput {...form.field('qrmm')} autoComplete="new-password" />
      </FormField>
      <FormSubmit block size={isPhone ? 'phone' : 'lg'}>
        保存并进入
      </FormSubmit>
    </Form>
  );
}

/**
 * Route wsdwyh: completes an employer user the school opened (or a sub-account): the account it is,
 * the person's details (name, post, e-mail, landline), and an own password instead of the initial
 * one (other sessions end). A sub-account its main account opened or reset has no password yet
 * (mmdsz): it sets one, without 原密码.
 */
export default function CompleteEmployerUserScreen() {
  const isPhone = useAppSelector(selectIsPhone);
  const token = useAppSelector(selectEmployerToken);
  const info = accountApi.useUserInfoQuery(token ? undefined : skipToken);
  const variant = isPhone ? 'phone' : 'desktop';
  const size = isPhone ? 'phone' : 'md';
  const passwordPending = info.data?.mmdsz ?? false;

  let content;
  if (!token) content = <LoginRequired size={size} />;
  else if (info.isLoading) content = <Skeleton rows={4} title label="正在加载账号信息" />;
  else if (info.isError || !info.data)
    content = (
      <LoadFailed message={apiErrorMessage(info.error)} onRetry={() => void info.refetch()} size={size} />
    );
  else
    content = (
      <>
        <Descriptions
          variant={variant}
          columns={{ desktop: 1, phone: 1 }}
          items={[
            { key: 'dwmc', label: '单位名称', children: info.data.dwmc },
            { key: 'sjhm', label: '登录手机', children: info.data.sjhm },
          ]}
        />
        <CompleteUserForm variant={variant} details={info.data} passwordPending={passwordPending} />
      </>
    );

  return (
    <AuthPage
      title={passwordPending ? '设置登录密码' : '完善单位用户'}
      intro={
        passwordPending
          ? '您的账号尚未设置登录密码。请完善您的个人信息，并设置登录密码，之后即可使用手机号和密码登录。'
          : '为了账号安全，请完善您的个人信息，并设置您自己的登录密码。'
      }
      width={520}
    >
      {content}
    </AuthPage>
  );
}
