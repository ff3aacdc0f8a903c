// The banner carousel's state as a plain reducer: which slide shows, and why it does not advance on
// its own (the pointer over it, focus inside it, the visitor's stop, or reduced motion asked for).

export type PauseReason = 'hover' | 'focus' | 'stopped' | 'reducedMotion';

export type CarouselState = { index: number; count: number; paused: readonly PauseReason[] };

export type CarouselAction =
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'show'; index: number }
  | { type: 'tick' }
  | { type: 'pause'; reason: PauseReason }
  | { type: 'resume'; reason: PauseReason }
  | { type: 'count'; count: number };

/** Slides advance every 5 seconds while nothing pauses them. */
export const CAROUSEL_INTERVAL_MS = 5_000;

const wrap = (index: number, count: number) => (count === 0 ? 0 : ((index % count) + count) % count);

export const initialCarousel = (count: number, reducedMotion: boolean): CarouselState => ({
  index: 0,
  count,
  paused: reducedMotion ? ['reducedMotion'] : [],
});

export const isRunning = (state: CarouselState): boolean => state.count > 1 && state.paused.length === 0;

export function carouselReducer(state: CarouselState, action: CarouselAction): CarouselState {
  switch (action.type) {
    case 'next':
      return { ...state, index: wrap(state.index + 1, state.count) };
    case 'previous':
      return { ...state, index: wrap(state.index - 1, state.count) };
    case 'show':
      return { ...state, index: wrap(action.index, state.count) };
    case 'tick':
      return isRunning(state) ? { ...state, index: wrap(state.index + 1, state.count) } : state;
    case 'pause':
      return state.paused.includes(action.reason)
        ? state
        : { ...state, paused: [...state.paused, action.reason] };
    case 'resume':
      return { ...state, paused: state.paused.filter((reason) => reason !== action.reason) };
    case 'count':
      return { ...state, count: action.count, index: wrap(state.index, action.count) };
  }
}
