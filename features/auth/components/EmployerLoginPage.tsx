import { useSearchParams } from 'react-router-dom';
import { Link } from '../../../ui/Link';
import { useAppSelector } from '../../../app/api/hooks';
import { isWeChatBrowser } from '../../../app/api/session';
import { selectIsPhone } from '../../../app/api/site';
import { authPaths } from '../authPaths';
import { safeRedirectPath } from '../redirectPath';
import { useCompleteLogin } from '../useCompleteLogin';
import { useSchoolCode } from '../useSchoolCode';
import { AuthPage } from './AuthPage';
import { StyledLinkRow } from './AuthPage.styles';
import { FormAlert } from '../../../ui/FormAlert';
import { LoginPanel } from './LoginForms';

/** The employer login (routes Login and dwlogin): password or SMS code, and the ways on from here. */
export function EmployerLoginPage({ title }: { title: string }) {
  const isPhone = useAppSelector(selectIsPhone);
  const xxdm = useSchoolCode();
  const [query] = useSearchParams();
  const completeLogin = useCompleteLogin();
  // Mode 1 marks a redirected login (spec section 2), but only a redirect query names a page to go
  // back to: a bookmarked /login/{xxdm}/1 leads home, so it makes no such promise.
  const redirect = safeRedirectPath(query.get('redirect'), window.location.origin);
  const variant = isPhone ? 'phone' : 'desktop';

  return (
    <AuthPage title={title} intro="用人单位账号登录，可使用密码或短信验证码。" onBack={null}>
      {redirect !== null && <FormAlert tone="info">请先登录，登录后将回到您刚才访问的页面。</FormAlert>}
      <LoginPanel xxdm={xxdm} onLoggedIn={(login) => completeLogin(login)} variant={variant} />
      <StyledLinkRow aria-label="其他操作">
        <Link to={authPaths.registration(xxdm)} underline="hover">
          单位注册
        </Link>
        <Link to={authPaths.forgotPassword.pick(xxdm)} underline="hover">
          忘记密码
        </Link>
        {isWeChatBrowser(navigator.userAgent) && (
          <Link to={authPaths.weChatLogin(xxdm, redirect ?? undefined)} underline="hover">
            微信登录
          </Link>
        )}
        <Link to={authPaths.feedback} underline="hover">
          问题反馈
        </Link>
      </StyledLinkRow>
    </AuthPage>
  );
}
