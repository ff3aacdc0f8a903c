import { useState } from 'react';
import { Button } from '../../../ui/Button';
import { useCountdown } from '../../../ui/useCountdown';
import { CODE_RESEND_SECONDS, sendCodeLabel } from '../countdown';

export type SendCodeButtonProps = {
  /**
   * Sends the code. Resolves to `true` when it went out, `'wait'` when the server says another one
   * went out within the minute (the countdown runs either way), or `false` when nothing was sent.
   */
  onSend: () => Promise<boolean | 'wait'>;
  /** The code input: focus moves there once the code is on its way (the button itself is disabled then). */
  codeInputId: string;
  variant?: 'desktop' | 'phone';
  disabled?: boolean;
};

/** 获取验证码, then a 60-second wait before the next one may be asked for. */
export function SendCodeButton({
  onSend,
  codeInputId,
  variant = 'desktop',
  disabled = false,
}: SendCodeButtonProps) {
  const { remaining, started, start } = useCountdown(CODE_RESEND_SECONDS);
  const [sending, setSending] = useState(false);
  const waiting = remaining > 0;

  const send = async () => {
    setSending(true);
    try {
      if ((await onSend()) !== false) {
        start();
        document.getElementById(codeInputId)?.focus();
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <Button
      size={variant === 'phone' ? 'phone' : 'md'}
      loading={sending}
      disabled={disabled || waiting}
      onClick={() => void send()}
    >
      {sendCodeLabel(remaining, started)}
    </Button>
  );
}
