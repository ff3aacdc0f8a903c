import { delay, http, HttpResponse } from 'msw';
import {
  MOBILE_UNCHANGED,
  accountSettingsPaths,
  type ChangeMobileRequest,
  type ChangedMobile,
  type EndedSessions,
  type LoginLink,
  type LoginSession,
  type MobileCodeRequest,
  type SettingsIdRequest,
} from '../../../contract/accountSettings';
import { checkMobile } from '../../../ui/validators';
import { DEMO_CODE, DEMO_PASSWORD, decryptMockPassword, ok, refuse } from './account';
import { MOCK_USED_MOBILE } from './accountAdmin';

/**
 * 账号设置 (docs/api.md, Account settings): the demo user's WeChat and app links and its sessions in
 * memory, changed by the calls as the server would. The demo user's mobile is 138****5678 (dwyh/info);
 * a code to a new mobile is DEMO_CODE, the password DEMO_PASSWORD. Stories that change them call
 * resetAccountSettingsMock() first.
 */
export const MOCK_OWN_MOBILE = '13812345678';

const initialLinks = (): LoginLink[] => [
  {
    id: 'bd-0001',
    lx: 'wechat',
    sb: 'iOS 17.1 · 微信 8',
    bdsj: '2025-03-02 10:15:00',
    zjsy: '2025-03-20 08:40:12',
  },
  { id: 'bd-0002', lx: 'app', sb: 'Android 13 · Chrome 116', bdsj: '2025-03-06 19:02:44', zjsy: '' },
];

const initialSessions = (): LoginSession[] => [
  {
    id: 'hh-0001',
    sb: 'Windows 10 · Chrome 120',
    dz: '203.0.113.*',
    dlsj: '2025-03-20 09:00:05',
    zjhd: '2025-03-20 10:31:40',
    dqsb: true,
  },
  {
    id: 'hh-0002',
    sb: 'iOS 17.1 · 微信 8',
    dz: '198.51.100.*',
    dlsj: '2025-03-19 18:22:10',
    zjhd: '2025-03-20 08:40:12',
    dqsb: false,
  },
  {
    id: 'hh-0003',
    sb: 'macOS Sonoma · Safari 17',
    dz: '2001:db8:85a3:8d3:*',
    dlsj: '2025-03-15 14:05:33',
    zjhd: '2025-03-18 16:47:09',
    dqsb: false,
  },
];

let links = initialLinks();
let sessions = initialSessions();

export function resetAccountSettingsMock({ empty = false }: { empty?: boolean } = {}): void {
  links = empty ? [] : initialLinks();
  sessions = empty ? initialSessions().filter((session) => session.dqsb) : initialSessions();
}

const masked = (mobile: string) => `${mobile.slice(0, 3)}****${mobile.slice(7)}`;

function newMobileProblem(sjhm: string): string | null {
  const mobile = sjhm.trim();
  const problem = checkMobile(mobile);
  if (problem !== null) return problem;
  if (mobile.endsWith(MOCK_OWN_MOBILE)) return MOBILE_UNCHANGED;
  if (mobile.endsWith(MOCK_USED_MOBILE)) return '该手机号已被其他账号使用';
  return null;
}

export const accountSettingsHandlers = [
  http.post(accountSettingsPaths.mobileCode, async ({ request }) => {
    const { sjhm } = (await request.json()) as MobileCodeRequest;
    const problem = newMobileProblem(sjhm);
    return HttpResponse.json(problem === null ? ok(null, '验证码已发送') : refuse(400, problem));
  }),
  http.post(accountSettingsPaths.changeMobile, async ({ request }) => {
    const body = (await request.json()) as ChangeMobileRequest;
    const problem = newMobileProblem(body.sjhm);
    if (problem !== null) return HttpResponse.json(refuse(400, problem));
    if ((await decryptMockPassword(body.mm)) !== DEMO_PASSWORD)
      return HttpResponse.json(refuse(400, '登录密码错误'));
    if (body.yzm !== DEMO_CODE) return HttpResponse.json(refuse(400, '验证码错误'));
    await delay(150);
    sessions = sessions.filter((session) => session.dqsb);
    return HttpResponse.json(
      ok<ChangedMobile>(
        { sjhm: masked(body.sjhm.trim().slice(-11)) },
        '手机号已更换，请使用新手机号登录；其他设备上的登录已退出',
      ),
    );
  }),
  http.get(accountSettingsPaths.links, () => HttpResponse.json(ok(links))),
  http.post(accountSettingsPaths.unbindLink, async ({ request }) => {
    const { id } = (await request.json()) as SettingsIdRequest;
    if (!links.some((link) => link.id === id)) return HttpResponse.json(refuse(404, '绑定不存在或已解除'));
    links = links.filter((link) => link.id !== id);
    return HttpResponse.json(ok(null, '已解除绑定'));
  }),
  http.get(accountSettingsPaths.sessions, () => HttpResponse.json(ok(sessions))),
  http.post(accountSettingsPaths.endSession, async ({ request }) => {
    const { id } = (await request.json()) as SettingsIdRequest;
    if (!sessions.some((session) => session.id === id && !session.dqsb))
      return HttpResponse.json(refuse(404, '该设备的登录已失效'));
    sessions = sessions.filter((session) => session.id !== id);
    return HttpResponse.json(ok(null, '该设备已退出登录'));
  }),
  http.post(accountSettingsPaths.endOtherSessions, () => {
    const count = sessions.filter((session) => !session.dqsb).length;
    sessions = sessions.filter((session) => session.dqsb);
    return HttpResponse.json(
      ok<EndedSessions>({ sl: count }, count === 0 ? '没有其他设备登录' : `已退出其他 ${count} 台设备`),
    );
  }),
];
