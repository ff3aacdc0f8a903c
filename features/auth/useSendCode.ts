import { useCallback } from 'react';
import type { WithMessage } from './accountApi';
import { useNotify } from '../../app/api/useNotify';
import { sendCodeAndReport } from './sendCode';

export { isAboutMobile } from './sendCode';

/**
 * Sends an SMS code for a SendCodeButton with the app's notifications: the server's confirmation as a
 * toast (sendCodeAndReport says the rest).
 */
export function useSendCode(): (
  send: () => Promise<WithMessage<null>>,
  refused: (message: string) => void,
) => Promise<boolean | 'wait'> {
  const notify = useNotify();
  return useCallback(
    (send, refused) => sendCodeAndReport(send, refused, (text) => notify.success(text)),
    [notify],
  );
}
