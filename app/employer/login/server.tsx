// The employer login's server renderer: the first HTML of /dwpage/login/{xxdm}/{mode} and dwlogin in
// the school's colour, so the form paints at once (also before any script) and the light login page
// hydrates it.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { layoutForUserAgent } from '../../../contract/device';
import { isWeChatBrowser } from '../../session/weChat';
import { APP_TITLE } from '../../site/siteSettings';
import { LightLoginPage } from './LightLoginPage';
import { loginAddressOf } from './loginAddress';
import { LOGIN_PAGE_STATE_ID, loginDocumentTitle, type LoginPageState } from './loginPageState';

/** The school site the server themes the page in (server/spa/siteLooks.ts). */
export type LoginSite = { code: string; name: string; colour: string };

/** What the server puts into the built page: head markup and the rendered root. */
export type RenderedPage = { head: string; root: string };

/** JSON inside a <script type="application/json">: no `<` can close the element early. */
const embeddedJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** What of a user agent the rendered page depends on, for the server's cache of rendered pages. */
export const agentClassOf = (userAgent: string) =>
  `${layoutForUserAgent(userAgent)}:${isWeChatBrowser(userAgent) ? 'wechat' : 'browser'}`;

/**
 * The login page at `url` (path and query) as the light page first renders it, or null for any other
 * address, or a login page whose school only the browser knows (dwlogin without ?xxdm: the client
 * renders it). The layout follows the user agent, as the client's first render will: a phone's agent
 * gets the phone layout (app/device/phoneDetection.ts).
 */
export function renderLoginPage(
  url: string,
  origin: string,
  site: LoginSite,
  userAgent: string,
): RenderedPage | null {
  const { pathname, search } = new URL(url, origin);
  const address = loginAddressOf(pathname, search);
  if (address?.xxdm == null) return null;
  const state: LoginPageState = {
    xxdm: address.xxdm,
    siteName: site.name || APP_TITLE,
    colour: site.colour,
    variant: layoutForUserAgent(userAgent),
    inWeChat: isWeChatBrowser(userAgent),
  };
  const sheet = new ServerStyleSheet();
  try {
    // In StrictMode as the client hydrates it, so every useId is the same on both sides.
    const root = renderToString(
      sheet.collectStyles(
        <StrictMode>
          <LightLoginPage address={address} state={state} origin={origin} />
        </StrictMode>,
      ),
    );
    const head = [
      `<title>${escapeHtml(loginDocumentTitle(address.title, state.siteName))}</title>`,
      `<meta name="description" content="${escapeHtml(`${state.siteName} · 用人单位账号登录`)}">`,
      sheet.getStyleTags(),
      `<script type="application/json" id="${LOGIN_PAGE_STATE_ID}">${embeddedJson(state)}</script>`,
    ].join('');
    return { head, root };
  } finally {
    sheet.seal();
  }
}
