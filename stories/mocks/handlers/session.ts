import { http, HttpResponse } from 'msw';
import {
  accountPaths,
  type EmployerUserDetails,
  type EmployerUserInfo,
  type LinkedLoginResult,
} from '../../../contract/account';
import type { Envelope } from '../../../contract/envelope';

const ok = <T>(result: T): Envelope<T> => ({ code: 200, result, message: '成功' });

export const demoEmployer = {
  token: 'demo-employer-token',
  dwid: 'dw0001',
  jbxxid: 'jb0001',
  dwmc: '示例科技有限公司',
  tyshxydm: '91110108MA01ABCD2X',
  xxdm: '00000',
};

/**
 * The session of a sub-account whose password is still to be set (opened or reset by its main account,
 * logged in by SMS code): who-am-I says mmdsz, and a password change needs no 原密码.
 */
export const PASSWORD_PENDING_TOKEN = 'demo-pending-token';

/** The demo user's details as wsdwyh shows them before anything is filled in (landline optional). */
export const demoUserDetails: EmployerUserDetails = { xm: '王经理', zw: '', yx: '', gddh: '' };

/** Employer session calls: linked logins answer "not linked", logout succeeds, who-am-I needs a token. */
export const sessionHandlers = [
  http.post(accountPaths.wechatLogin, () =>
    HttpResponse.json(ok<LinkedLoginResult>({ isRelated: '0', xxdm: '00000' })),
  ),
  http.post(accountPaths.appLogin, () =>
    HttpResponse.json(ok<LinkedLoginResult>({ isRelated: '0', xxdm: '00000' })),
  ),
  http.post(accountPaths.logout, () => HttpResponse.json(ok(true))),
  // Like the server: no employer token, no user (code 42 sends the visitor to the login).
  http.get(accountPaths.userInfo, ({ request }) => {
    const token = request.headers.get('accessToken');
    if (token === null)
      return HttpResponse.json<Envelope<null>>({ code: 42, result: null, message: '登录已失效，请重新登录' });
    return HttpResponse.json(
      ok<EmployerUserInfo>({
        dwid: demoEmployer.dwid,
        dwmc: demoEmployer.dwmc,
        jbxxid: demoEmployer.jbxxid,
        xxdm: demoEmployer.xxdm,
        sjhm: '138****5678',
        ...(token === PASSWORD_PENDING_TOKEN ? { mmdsz: true } : {}),
        ...demoUserDetails,
      }),
    );
  }),
];
