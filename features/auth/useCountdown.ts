import { useCallback, useEffect, useState } from 'react';
import { CODE_RESEND_SECONDS, secondsLeft } from './countdown';

export type Countdown = {
  /** Seconds left; 0 when not running. */
  remaining: number;
  /** Whether a countdown ever ran (the button then offers 重新获取). */
  started: boolean;
  start: () => void;
};

/**
 * A countdown measured against the clock, not by counting ticks, so a throttled background tab
 * still ends on time.
 */
export function useCountdown(seconds = CODE_RESEND_SECONDS): Countdown {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [remaining, setRemaining] = useState(0);

  useEffect(() => {
    if (endsAt === null) return undefined;
    const tick = () => {
      const left = secondsLeft(endsAt, Date.now());
      setRemaining(left);
      if (left === 0) window.clearInterval(timer);
    };
    const timer = window.setInterval(tick, 250);
    tick();
    return () => window.clearInterval(timer);
  }, [endsAt]);

  const start = useCallback(() => setEndsAt(Date.now() + seconds * 1000), [seconds]);
  return { remaining, started: endsAt !== null, start };
}
