/** A new code may be requested once a minute (docs/api.md, Verification codes). */
export const CODE_RESEND_SECONDS = 60;

/** The send-code button's text: the request itself, then the wait. */
export function sendCodeLabel(remaining: number, sentBefore: boolean): string {
  if (remaining > 0) return `${remaining}秒后重新获取`;
  return sentBefore ? '重新获取验证码' : '获取验证码';
}

/**
 * The server answers 429 '验证码发送过于频繁' when another code went out within the minute (from another
 * tab, say): then the wait starts here too, so the button stops offering what the server refuses.
 */
export function isTooFrequent(message: string): boolean {
  return message.includes('频繁');
}
