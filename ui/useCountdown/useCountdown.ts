import { useCallback, useEffect, useState } from 'react';

/** Whole seconds left until `endsAt` (ms timestamps), never negative; rounded up so 0.2 s still shows 1. */
export function secondsLeft(endsAt: number | null, now: number): number {
  if (endsAt === null) return 0;
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

export type Countdown = {
  /** Seconds left; 0 when not running. */
  remaining: number;
  /** Whether a countdown ever ran (a send-code button then offers to send again). */
  started: boolean;
  start: () => void;
};

/**
 * A countdown of `seconds` from each start, measured against the clock rather than by counting ticks,
 * so a throttled background tab still ends on time.
 */
export function useCountdown(seconds: number): Countdown {
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

  // The full count shows in the same render as the start, not a tick later.
  const start = useCallback(() => {
    setEndsAt(Date.now() + seconds * 1000);
    setRemaining(seconds);
  }, [seconds]);
  return { remaining, started: endsAt !== null, start };
}
