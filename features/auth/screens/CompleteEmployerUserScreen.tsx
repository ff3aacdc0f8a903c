import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Descriptions } from '../../../ui/Descriptions';
import { Form, FormField, FormSubmit, useForm } from '../../../ui/Form';
import { PasswordInput } from '../../../ui/PasswordInput';
import { Skeleton } from '../../../ui/Skeleton';
import { useAppSelector } from '../../../app/api/hooks';
import { selectEmployerToken } from '../../../app/api/session';
import { selectIsPhone, selectSite } from '../../../app/api/site';
import { accountApi } from '../accountApi';
import { apiErrorMessage } from '../apiErrorMessage';
import { employerHomePath } from '../authPaths';
import { AuthPage } from '../components/AuthPage';
import { FormAlert } from '../components/FormAlert';
import { LoadFailed, LoginRequired } from '../components/LoginRequired';
import { confirmPasswordRule, newPasswordRules, passwordHelp, required } from '../formRules';
import { useNotify } from '../useNotify';
import { usePasswordEncryption } from '../usePasswordEncryption';

export const SAME_PASSWORD_MESSAGE = '新密码不能与原密码相同';

function PasswordForm({ variant }: { variant: 'desktop' | 'phone' }) {
  const level = useAppSelector(selectSite).passwordStrength;
  const isPhone = variant === 'phone';
  const navigate = useNavigate();
  const notify = useNotify();
  const encrypt = usePasswordEncryption();
  const [change] = accountApi.useChangePasswordMutation();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm({
    initialValues: { ymm: '', xmm: '', qrmm: '' },
    validators: {
      ymm: required('请输入原密码'),
      xmm: [
        ...newPasswordRules(level),
        (value: string, values: { ymm: string }) => (value === values.ymm ? SAME_PASSWORD_MESSAGE : null),
      ],
      qrmm: (value: string, values: { xmm: string }) => confirmPasswordRule(values.xmm, value),
    },
    onSubmit: async (values, { setFieldError }) => {
      setAlert(null);
      try {
        const [ymm = '', xmm = ''] = await encrypt(values.ymm, values.xmm);
        const done = await change({ ymm, xmm }).unwrap();
        notify.success(done.message || '密码修改成功');
        void navigate(employerHomePath(isPhone), { replace: true });
      } catch (error) {
        const text = apiErrorMessage(error);
        if (text.includes('原密码')) setFieldError('ymm', text);
        else if (/位|密码/.test(text)) setFieldError('xmm', text);
        else setAlert(text);
      }
    },
  });
  return (
    <Form form={form} layout="vertical" variant={variant} aria-label="设置登录密码">
      {alert && <FormAlert>{alert}</FormAlert>}
      <FormField label="原密码" name="ymm" required help="当前使用的登录密码（学校开通账号时提供的初始密码）">
        <PasswordInput {...form.field('ymm')} autoComplete="current-password" />
      </FormField>
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
 * and an own password instead of the initial one (POST /com/zhsz/xgmm; other sessions end).
 */
export default function CompleteEmployerUserScreen() {
  const isPhone = useAppSelector(selectIsPhone);
  const token = useAppSelector(selectEmployerToken);
  const info = accountApi.useUserInfoQuery(token ? undefined : skipToken);
  const variant = isPhone ? 'phone' : 'desktop';
  const size = isPhone ? 'phone' : 'md';

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
        <PasswordForm variant={variant} />
      </>
    );

  return (
    <AuthPage title="完善单位用户" intro="为了账号安全，请确认账号信息并设置您自己的登录密码。" width={520}>
      {content}
    </AuthPage>
  );
}
