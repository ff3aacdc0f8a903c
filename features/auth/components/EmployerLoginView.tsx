import type { ComponentType, ReactNode } from 'react';
import type { EmployerLoginResult } from '../../../contract/account';
import { FormAlert } from '../../../ui/FormAlert';
import { authPaths } from '../authPaths';
import type { LoginClient } from '../loginClient';
import { StyledLinkRow } from './AuthPage.styles';
import { LoginFrame } from './LoginFrame';
import { LoginPanel } from './LoginForms';

/** A link to an app path (without /dwpage): the router's Link in the app, a plain anchor on the light page. */
export type AppLinkComponent = ComponentType<{ to: string; children: ReactNode }>;

export type EmployerLoginViewProps = {
  /** The page's h1: the route title (登录, 单位登录). */
  title: string;
  variant: 'desktop' | 'phone';
  siteName: string;
  /** The school site logged in at. */
  xxdm: string;
  /** The login returns to the page of a redirect query: say so above the form. */
  returnsToPage: boolean;
  /** Inside WeChat's browser: offer its login, carrying the redirect along. */
  weChatLoginPath: string | null;
  client: LoginClient;
  onLoggedIn: (login: EmployerLoginResult) => void;
  notifySuccess: (text: string) => void;
  AppLink: AppLinkComponent;
};

/**
 * The employer login (routes Login and dwlogin): password or SMS code, and the ways on from here. One
 * page for both the app and the light login page; each gives its server calls, notifications and links.
 */
export function EmployerLoginView({
  title,
  variant,
  siteName,
  xxdm,
  returnsToPage,
  weChatLoginPath,
  client,
  onLoggedIn,
  notifySuccess,
  AppLink,
}: EmployerLoginViewProps) {
  return (
    <LoginFrame
      variant={variant}
      siteName={siteName}
      title={title}
      intro="用人单位账号登录，可使用密码或短信验证码。"
    >
      {returnsToPage && <FormAlert tone="info">请先登录，登录后将回到您刚才访问的页面。</FormAlert>}
      <LoginPanel
        xxdm={xxdm}
        onLoggedIn={onLoggedIn}
        variant={variant}
        client={client}
        notifySuccess={notifySuccess}
      />
      <StyledLinkRow aria-label="其他操作">
        <AppLink to={authPaths.registration(xxdm)}>单位注册</AppLink>
        <AppLink to={authPaths.forgotPassword.pick(xxdm)}>忘记密码</AppLink>
        {weChatLoginPath !== null && <AppLink to={weChatLoginPath}>微信登录</AppLink>}
        <AppLink to={authPaths.feedback}>问题反馈</AppLink>
      </StyledLinkRow>
    </LoginFrame>
  );
}
