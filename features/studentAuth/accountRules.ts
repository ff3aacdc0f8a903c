import { STUDENT_ACCOUNT_MESSAGES } from '../../contract/student';
import {
  checkMobile,
  checkPassword,
  checkPasswordExtras,
  passwordMessage,
  phoneMessage,
  type PasswordLevel,
} from '../../ui/validators';

/**
 * The rules of the student's 账号 page, free of React: the password form's and the mobile form's
 * checks, which field a server refusal belongs to, and the send-code button's countdown.
 */

export type PasswordValues = { jmm: string; xmm: string; qrmm: string };
export type MobileValues = { sjhm: string; yzm: string };

export const CONFIRM_MISMATCH = '两次输入的新密码不一致';

export function oldPasswordProblem(value: string): string | null {
  return value === '' ? '请输入原密码' : null;
}

/** The site's level (pwdlevel) and the extra rules, as the server checks them; never the old one. */
export function newPasswordProblem(
  value: string,
  values: PasswordValues,
  level: PasswordLevel,
): string | null {
  if (value === '') return '请输入新密码';
  const weak = checkPassword(value, level) ?? checkPasswordExtras(value);
  if (weak !== null) return weak;
  return value === values.jmm ? STUDENT_ACCOUNT_MESSAGES.samePassword : null;
}

export function confirmPasswordProblem(value: string, values: PasswordValues): string | null {
  if (value === '') return '请再次输入新密码';
  return value === values.xmm ? null : CONFIRM_MISMATCH;
}

/** The level's rule under the new-password field, left out while the field's message already says it. */
export function passwordRuleText(level: PasswordLevel, error: string | undefined): string | undefined {
  const rule = passwordMessage[level];
  return error === rule ? undefined : rule;
}

/** Where a refusal of POST /stu/grzx/zh/xgmm goes: the old password's, the new one's, or above the form. */
export function passwordRefusalField(message: string): 'jmm' | 'xmm' | null {
  if (message === STUDENT_ACCOUNT_MESSAGES.oldPasswordWrong) return 'jmm';
  if (message === STUDENT_ACCOUNT_MESSAGES.samePassword) return 'xmm';
  // The level's and the extra rules' messages all speak of the password's make-up.
  return /位|密码强度|英文字符/.test(message) ? 'xmm' : null;
}

export function mobileProblem(value: string): string | null {
  if (value.trim() === '') return '请输入手机号码';
  return checkMobile(value);
}

export function codeProblem(value: string): string | null {
  if (value.trim() === '') return '请输入验证码';
  return /^\d{6}$/.test(value.trim()) ? null : '验证码为6位数字';
}

/** Where a refusal of the code or binding calls goes: the mobile's, the code's, or above the form. */
export function mobileRefusalField(message: string): 'sjhm' | 'yzm' | null {
  if (message === phoneMessage.mobile || message === STUDENT_ACCOUNT_MESSAGES.mobileUnchanged) return 'sjhm';
  return message.startsWith('验证码') && !isTooFrequent(message) ? 'yzm' : null;
}

/** A new code may be asked for once a minute. */
export const CODE_RESEND_SECONDS = 60;

export function sendCodeLabel(remaining: number, sentBefore: boolean): string {
  if (remaining > 0) return `${remaining}秒后重新获取`;
  return sentBefore ? '重新获取验证码' : '获取验证码';
}

/**
 * '验证码发送过于频繁' (another code went out within the minute, from another tab, say): the wait
 * starts here too, so the button stops offering what the server refuses.
 */
export function isTooFrequent(message: string): boolean {
  return message.includes('频繁');
}
