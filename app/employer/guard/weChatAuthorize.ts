const AUTHORIZE_ENDPOINT = 'https://open.weixin.qq.com/connect/oauth2/authorize';
/** WeChat echoes it back; the guard logs in only when it comes back as '1' (spec section 2, step 3). */
export const WECHAT_STATE = '1';

/** The URL WeChat returns to: the current one without a previous code and state. */
export function weChatReturnUrl(currentUrl: string): string {
  const url = new URL(currentUrl);
  url.searchParams.delete('code');
  url.searchParams.delete('state');
  url.hash = '';
  return url.toString();
}

/** WeChat's web authorization page (scope snsapi_userinfo), returning to `currentUrl` with a code. */
export function weChatAuthorizeUrl(appId: string, currentUrl: string): string {
  const query = new URLSearchParams({
    appid: appId,
    redirect_uri: weChatReturnUrl(currentUrl),
    response_type: 'code',
    scope: 'snsapi_userinfo',
    state: WECHAT_STATE,
  });
  return `${AUTHORIZE_ENDPOINT}?${query.toString()}#wechat_redirect`;
}
