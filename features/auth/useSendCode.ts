import { useCallback } from 'react';
import type { WithMessage } from './accountApi';
import { apiErrorMessage } from '../../app/api/apiErrorMessage';
import { isTooFrequent } from './countdown';
import { useNotify } from '../../app/api/useNotify';

/**
 * Sends an SMS code for a SendCodeButton: the server's confirmation as a toast, a refusal handed to
 * `refused` in words. Resolves as SendCodeButton expects: true when sent, 'wait' when the server says
 * a code went out within the minute (the wait starts here too), false otherwise.
 */
export function useSendCode(): (
  send: () => Promise<WithMessage<null>>,
  refused: (message: string) => void,
) => Promise<boolean | 'wait'> {
  const notify = useNotify();
  return useCallback(
    async (send, refused) => {
      try {
        const sent = await send();
        notify.success(sent.message || '验证码已发送');
        return true;
      } catch (error) {
        const text = apiErrorMessage(error);
        refused(text);
        return isTooFrequent(text) ? 'wait' : false;
      }
    },
    [notify],
  );
}

/** A refusal about the mobile itself (unregistered, already registered) belongs under that field. */
export function isAboutMobile(message: string): boolean {
  return message.includes('手机号') && !isTooFrequent(message);
}
