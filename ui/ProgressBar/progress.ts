/** Route-change progress in percent: it creeps toward a ceiling while loading and fills on done. */

export const PROGRESS_START = 15;
/** Never reached while loading, so the bar always has room left until the page is there. */
export const PROGRESS_CEILING = 90;
export const TRICKLE_INTERVAL_MS = 200;
/** How long the full bar stays before it goes, so the end of loading is seen. */
export const FINISH_HOLD_MS = 300;

export type ProgressState =
  { phase: 'idle' } | { phase: 'running'; progress: number } | { phase: 'finishing'; progress: 100 };

export type ProgressEvent = 'start' | 'tick' | 'done' | 'hidden';

/** Smaller steps the further it gets, as the remaining wait is unknown. */
export function trickle(progress: number): number {
  const step = progress < 20 ? 10 : progress < 50 ? 4 : progress < 80 ? 2 : 0.5;
  return Math.min(PROGRESS_CEILING, progress + step);
}

export function progressReducer(state: ProgressState, event: ProgressEvent): ProgressState {
  switch (event) {
    case 'start':
      return state.phase === 'running' ? state : { phase: 'running', progress: PROGRESS_START };
    case 'tick':
      return state.phase === 'running' ? { phase: 'running', progress: trickle(state.progress) } : state;
    case 'done':
      return state.phase === 'running' ? { phase: 'finishing', progress: 100 } : state;
    case 'hidden':
      return state.phase === 'finishing' ? { phase: 'idle' } : state;
  }
}
