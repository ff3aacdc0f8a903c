import { useEffect, useState } from 'react';
import { clockOffset, serverTime } from './fairTiming';

/**
 * The server's time, ticking: measured from an answer's `fwqsj` and the moment it arrived here, so a
 * browser whose clock is off still counts down to the server's opening minute. Null until an answer.
 */
export function useServerNow(answer: { fwqsj: number; receivedAt: number } | undefined): number | null {
  const offset = answer === undefined ? null : clockOffset(answer.fwqsj, answer.receivedAt);
  const [now, setNow] = useState(() => (offset === null ? null : serverTime(offset, Date.now())));
  useEffect(() => {
    if (offset === null) return undefined;
    const tick = () => setNow(serverTime(offset, Date.now()));
    tick();
    const timer = window.setInterval(tick, 250);
    return () => window.clearInterval(timer);
  }, [offset]);
  return offset === null ? null : now;
}
