import { useEffect, useReducer } from 'react';
import { FINISH_HOLD_MS, TRICKLE_INTERVAL_MS, progressReducer } from './progress';
import { StyledProgressFill, StyledProgressTrack } from './ProgressBar.styles';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

export type ProgressBarProps = {
  /** True while a route is loading; false fills the bar and hides it. */
  active: boolean;
};

/** The thin bar across the top during route changes. With reduced motion it holds still instead of creeping. */
export function ProgressBar({ active }: ProgressBarProps) {
  const [state, dispatch] = useReducer(progressReducer, { phase: 'idle' });
  const reducedMotion = usePrefersReducedMotion();

  useEffect(() => {
    dispatch(active ? 'start' : 'done');
  }, [active]);

  useEffect(() => {
    if (state.phase !== 'running' || reducedMotion) return;
    const timer = setInterval(() => {
      dispatch('tick');
    }, TRICKLE_INTERVAL_MS);
    return () => {
      clearInterval(timer);
    };
  }, [state.phase, reducedMotion]);

  useEffect(() => {
    if (state.phase !== 'finishing') return;
    const timer = setTimeout(
      () => {
        dispatch('hidden');
      },
      reducedMotion ? 0 : FINISH_HOLD_MS,
    );
    return () => {
      clearTimeout(timer);
    };
  }, [state.phase, reducedMotion]);

  if (state.phase === 'idle') return null;
  return (
    <StyledProgressTrack
      data-ui="progress-bar"
      role="progressbar"
      aria-label="页面加载中"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(state.progress)}
    >
      <StyledProgressFill
        $finishing={state.phase === 'finishing'}
        style={{ transform: `scaleX(${state.progress / 100})` }}
      />
    </StyledProgressTrack>
  );
}
