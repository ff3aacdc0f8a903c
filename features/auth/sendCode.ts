import { apiErrorMessage } from '../../app/api/apiErrorMessage';
import { isTooFrequent } from './countdown';

/** What a send-code call answers: the server's confirmation in words (验证码已发送). */
export type CodeSent = { message: string };

/**
 * Sends an SMS code for a SendCodeButton: the server's confirmation to `sent`, a refusal handed to
 * `refused` in words. Resolves as SendCodeButton expects: true when sent, 'wait' when the server says
 * a code went out within the minute (the wait starts here too), false otherwise. Free of the store, so
 * the light login page (app/employer/login) sends codes the same way as the app's screens.
 */
export async function sendCodeAndReport(
  send: () => Promise<CodeSent>,
  refused: (message: string) => void,
  sent: (message: string) => void,
): Promise<boolean | 'wait'> {
  try {
    const answer = await send();
    sent(answer.message || '验证码已发送');
    return true;
  } catch (error) {
    const text = apiErrorMessage(error);
    refused(text);
    return isTooFrequent(text) ? 'wait' : false;
  }
}

/** A refusal about the mobile itself (unregistered, already registered) belongs under that field. */
export function isAboutMobile(message: string): boolean {
  return message.includes('手机号') && !isTooFrequent(message);
}
