import type { LoginSession } from '../../../contract/accountSettings';

export type ChangeMobileField = 'sjhm' | 'yzm' | 'mm';

/** The field a refusal of 更换手机号 is about (docs/api.md, Account settings), or null for the form. */
export function changeMobileFieldOf(message: string): ChangeMobileField | null {
  if (message.includes('频繁') || message.includes('上限')) return null;
  if (message.includes('验证码')) return 'yzm';
  if (message.includes('密码')) return 'mm';
  if (message.includes('手机号')) return 'sjhm';
  return null;
}

/** 结束其他设备 is offered only when another device is logged in. */
export function hasOtherSessions(sessions: readonly LoginSession[]): boolean {
  return sessions.some((session) => !session.dqsb);
}

/** How a session is named in a confirmation: its device, and its address when known. */
export function sessionName(session: LoginSession): string {
  return session.dz === '' ? session.sb : `${session.sb}（${session.dz}）`;
}
