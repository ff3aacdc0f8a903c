/** The id of the JSON the server puts into a rendered login page: what its first client render needs. */
export const LOGIN_PAGE_STATE_ID = 'login-page-state';

/** What the server rendered the login page with, so the client's first render is the same markup. */
export type LoginPageState = {
  xxdm: string;
  siteName: string;
  /** The site's colour (wzzsd) the page is themed in. */
  colour: string;
  variant: 'desktop' | 'phone';
  /** Inside WeChat's browser (its user agent), where the page offers the WeChat login. */
  inWeChat: boolean;
};

/** The state a server-rendered login page carries, or null (a page the client renders alone). */
export function readLoginPageState(): LoginPageState | null {
  const element = document.getElementById(LOGIN_PAGE_STATE_ID);
  if (element?.textContent == null) return null;
  try {
    return JSON.parse(element.textContent) as LoginPageState;
  } catch {
    return null;
  }
}

/** The tab's title as the app writes it (app/api/routeFrame.tsx): the page's, then the site's. */
export const loginDocumentTitle = (title: string, siteName: string) => `${title} - ${siteName}`;
