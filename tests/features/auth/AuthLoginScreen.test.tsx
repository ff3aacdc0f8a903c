import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { StrictMode } from 'react';
import { accountPaths, type AuthCodeLoginRequest } from '../../../contract/account';
import AuthLoginScreen, { UNAVAILABLE_MESSAGE } from '../../../features/auth/screens/AuthLoginScreen';
import { DEMO_AUTH_CODE } from '../../../stories/mocks/handlers/account';
import { clearBrowserState, envelope, recording, startMockApi } from '../../app/support/mockApi';
import { landing, renderScreens } from '../support';

const server = startMockApi();
beforeEach(clearBrowserState);

function renderAuthLogin(at: string) {
  return renderScreens(
    [
      {
        path: '/authlogin',
        element: (
          <StrictMode>
            <AuthLoginScreen />
          </StrictMode>
        ),
      },
      landing('/dwsy'),
      landing('/login/:xxdm/:mode'),
    ],
    { at },
  );
}

describe('the auth-code login page', () => {
  it('exchanges the code of the link once, at the site the link names, and logs in', async () => {
    const exchange = recording('post', accountPaths.authCodeLogin, () =>
      envelope(
        {
          token: 'sub-site-token',
          dwid: 'dw0001',
          jbxxid: 'jb0001',
          dwmc: '示例科技有限公司',
          tyshxydm: '91110108MA01HM2K7W',
          xxdm: '10001',
        },
        200,
        '授权登录成功',
      ),
    );
    server.use(exchange.handler);
    const { store, path } = renderAuthLogin(`/authlogin?code=${DEMO_AUTH_CODE}&xxdm=10001`);
    expect(await screen.findByRole('heading', { name: '到达 /dwsy' })).toBeInTheDocument();
    expect(path()).toBe('/dwsy');
    expect(exchange.calls).toHaveLength(1);
    expect(exchange.calls[0]?.body).toEqual<AuthCodeLoginRequest>({ code: DEMO_AUTH_CODE, xxdm: '10001' });
    expect(store.getState().employerSession).toMatchObject({ token: 'sub-site-token', xxdm: '10001' });
  });

  it('goes straight home for a login acting for several employers: the code named one', async () => {
    server.use(
      http.post(accountPaths.authCodeLogin, () =>
        HttpResponse.json(
          envelope(
            {
              token: 'sub-site-token',
              dwid: 'dw0001',
              jbxxid: 'jb0001',
              dwmc: '示例科技有限公司',
              tyshxydm: '91110108MA01HM2K7W',
              xxdm: '10001',
              dwsl: 2,
            },
            200,
            '授权登录成功',
          ),
        ),
      ),
    );
    const { path } = renderAuthLogin(`/authlogin?code=${DEMO_AUTH_CODE}&xxdm=10001`);
    expect(await screen.findByRole('heading', { name: '到达 /dwsy' })).toBeInTheDocument();
    expect(path()).toBe('/dwsy');
  });

  it("shows the server's reason for a refused code, and retries on request", async () => {
    const { user } = renderAuthLogin('/authlogin?code=used-code');
    expect(await screen.findByText('授权码无效或已过期，请从原系统重新进入')).toBeInTheDocument();
    server.use(
      http.post(accountPaths.authCodeLogin, () =>
        HttpResponse.json(envelope(null, 400, '该授权码不适用于本站点，请从原系统重新进入')),
      ),
    );
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('该授权码不适用于本站点，请从原系统重新进入')).toBeInTheDocument();
  });

  it('explains a school backend without the call', async () => {
    server.use(
      http.post(accountPaths.authCodeLogin, () =>
        HttpResponse.json(envelope(null, 404, '接口不存在'), { status: 404 }),
      ),
    );
    renderAuthLogin(`/authlogin?code=${DEMO_AUTH_CODE}`);
    expect(await screen.findByText(UNAVAILABLE_MESSAGE)).toBeInTheDocument();
  });

  it('sends nothing without a code', () => {
    const exchange = recording('post', accountPaths.authCodeLogin, () => envelope(null));
    server.use(exchange.handler);
    renderAuthLogin('/authlogin');
    expect(screen.getByRole('heading', { name: '缺少授权码' })).toBeInTheDocument();
    expect(exchange.calls).toHaveLength(0);
  });
});
