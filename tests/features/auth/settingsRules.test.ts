import type { LoginSession } from '../../../contract/accountSettings';
import {
  changeMobileFieldOf,
  hasOtherSessions,
  sessionName,
} from '../../../features/auth/settings/settingsRules';

const session = (fields: Partial<LoginSession>): LoginSession => ({
  id: 'hh-1',
  sb: 'Windows 10 · Chrome 120',
  dz: '203.0.113.*',
  dlsj: '2025-03-20 09:00:05',
  zjhd: '2025-03-20 10:31:40',
  dqsb: false,
  ...fields,
});

describe('account settings rules', () => {
  it.each([
    ['该手机号已被其他账号使用', 'sjhm'],
    ['新手机号不能与当前手机号相同', 'sjhm'],
    ['验证码错误', 'yzm'],
    ['验证码已失效，请重新获取', 'yzm'],
    ['登录密码错误', 'mm'],
    ['验证码发送过于频繁，请稍后再试', null],
    ['今日获取验证码次数已达上限，请明天再试', null],
    ['服务器繁忙', null],
  ])('puts the refusal %s at %s', (message, field) => {
    expect(changeMobileFieldOf(message)).toBe(field);
  });

  it('offers to end the others only when another device is logged in', () => {
    expect(hasOtherSessions([session({ dqsb: true })])).toBe(false);
    expect(hasOtherSessions([session({ dqsb: true }), session({ id: 'hh-2' })])).toBe(true);
  });

  it('names a session by its device and, when known, its address', () => {
    expect(sessionName(session({}))).toBe('Windows 10 · Chrome 120（203.0.113.*）');
    expect(sessionName(session({ dz: '' }))).toBe('Windows 10 · Chrome 120');
  });
});
