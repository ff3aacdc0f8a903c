import { useCallback, useEffect, useRef } from 'react';

/**
 * Calls `onDismiss` after `durationMs` (never when it is 0). `pause` stops the clock and `resume`
 * restarts it with the time that was left, so a message being read under the pointer stays.
 */
export function useAutoDismiss(
  durationMs: number,
  onDismiss: () => void,
): { pause: () => void; resume: () => void } {
  const onDismissRef = useRef(onDismiss);
  useEffect(() => {
    onDismissRef.current = onDismiss;
  });
  const remainingRef = useRef(durationMs);
  const startedAtRef = useRef(0);
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const resume = useCallback(() => {
    if (durationMs <= 0 || timerRef.current !== undefined) return;
    startedAtRef.current = Date.now();
    timerRef.current = setTimeout(() => {
      timerRef.current = undefined;
      onDismissRef.current();
    }, remainingRef.current);
  }, [durationMs]);

  const pause = useCallback(() => {
    if (timerRef.current === undefined) return;
    clearTimeout(timerRef.current);
    timerRef.current = undefined;
    remainingRef.current = Math.max(0, remainingRef.current - (Date.now() - startedAtRef.current));
  }, []);

  useEffect(() => {
    remainingRef.current = durationMs;
    resume();
    return pause;
  }, [durationMs, resume, pause]);

  return { pause, resume };
}
