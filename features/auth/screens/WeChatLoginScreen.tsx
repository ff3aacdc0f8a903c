import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '../../../ui/Button';
import { Form, FormField, FormSubmit, useForm } from '../../../ui/Form';
import { Input } from '../../../ui/Input';
import { Link } from '../../../ui/Link';
import { PasswordInput } from '../../../ui/PasswordInput';
import { Result } from '../../../ui/Result';
import { isWeChatBrowser } from '../../../app/api/session';
import { accountApi } from '../accountApi';
import { apiErrorMessage } from '../../../app/api/apiErrorMessage';
import { authPaths } from '../authPaths';
import { AuthPage } from '../components/AuthPage';
import { StyledLinkRow } from '../components/AuthPage.styles';
import { FormAlert } from '../../../ui/FormAlert';
import { mobileRules, required } from '../formRules';
import { useCompleteLogin } from '../useCompleteLogin';
import { usePasswordEncryption } from '../../../app/api/usePasswordEncryption';
import { useSchoolCode } from '../useSchoolCode';

export const NOT_LINKED_INTRO =
  '您的微信尚未绑定单位账号。请输入注册手机号和登录密码完成绑定，以后在微信中打开即可直接登录。';

function LinkForm({ code, xxdm }: { code: string; xxdm: string }) {
  const [link] = accountApi.useLinkWeChatMutation();
  const encrypt = usePasswordEncryption();
  const completeLogin = useCompleteLogin({ home: authPaths.phoneHome });
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm({
    initialValues: { sjhm: '', mm: '' },
    validators: { sjhm: mobileRules, mm: required('请输入密码') },
    onSubmit: async (values) => {
      setAlert(null);
      try {
        const [mm = ''] = await encrypt(values.mm);
        const login = await link({ code, sjhm: values.sjhm.trim(), mm, xxdm }).unwrap();
        if (login.isRelated === '1') completeLogin(login, '绑定成功');
        else setAlert('绑定未成功，请稍后重试');
      } catch (error) {
        setAlert(apiErrorMessage(error));
      }
    },
  });
  return (
    <Form form={form} layout="vertical" variant="phone" aria-label="绑定单位账号">
      {alert && <FormAlert>{alert}</FormAlert>}
      <FormField label="手机号码" name="sjhm" required>
        <Input {...form.field('sjhm')} type="tel" inputMode="numeric" autoComplete="username" />
      </FormField>
      <FormField label="登录密码" name="mm" required>
        <PasswordInput {...form.field('mm')} autoComplete="current-password" />
      </FormField>
      <FormSubmit block size="phone">
        绑定并登录
      </FormSubmit>
    </Form>
  );
}

/**
 * Route dwwxdl (/dwwxdl/{xxdm}). The guard sends WeChat visitors to WeChat for a code and logs in a
 * linked account by itself; whoever is still here either holds a code that is not linked yet (the
 * form links it with mobile and password) or opened the page without one.
 */
export default function WeChatLoginScreen() {
  const xxdm = useSchoolCode();
  const [query] = useSearchParams();
  const code = query.get('code');
  const redirect = query.get('redirect') ?? undefined;
  const inWeChat = isWeChatBrowser(navigator.userAgent);
  const navigate = useNavigate();

  return (
    <AuthPage title="微信登录" phoneOnly onBack={null} intro={code ? NOT_LINKED_INTRO : undefined}>
      {code ? (
        <LinkForm code={code} xxdm={xxdm} />
      ) : (
        <Result
          status="info"
          title={inWeChat ? '本站点暂未开通微信登录' : '请在微信中打开本页面'}
          subtitle={
            inWeChat
              ? '请使用手机号和密码或短信验证码登录。'
              : '微信登录需要在微信内打开；在此浏览器中请使用手机号登录。'
          }
          extra={
            <Button
              variant="primary"
              size="phone"
              onClick={() => void navigate(authPaths.login(xxdm, redirect))}
            >
              使用手机号登录
            </Button>
          }
        />
      )}
      <StyledLinkRow aria-label="其他操作">
        <Link to={authPaths.registration(xxdm)} underline="hover">
          单位注册
        </Link>
        <Link to={authPaths.forgotPassword.pick(xxdm)} underline="hover">
          忘记密码
        </Link>
      </StyledLinkRow>
    </AuthPage>
  );
}
