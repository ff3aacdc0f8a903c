import {
  PROGRESS_CEILING,
  PROGRESS_START,
  progressReducer,
  trickle,
  type ProgressEvent,
  type ProgressState,
} from '../../ui/ProgressBar/progress';

const run = (events: ProgressEvent[], from: ProgressState = { phase: 'idle' }) =>
  events.reduce(progressReducer, from);

describe('trickle', () => {
  it('always moves forward while below the ceiling, in smaller steps further along', () => {
    let progress = PROGRESS_START;
    let lastStep = Infinity;
    while (progress < PROGRESS_CEILING) {
      const next = trickle(progress);
      expect(next).toBeGreaterThan(progress);
      expect(next - progress).toBeLessThanOrEqual(lastStep);
      lastStep = next - progress;
      progress = next;
    }
  });

  it('never passes the ceiling however long loading takes', () => {
    expect(Array.from({ length: 500 }).reduce<number>((p) => trickle(p), PROGRESS_START)).toBe(
      PROGRESS_CEILING,
    );
  });
});

describe('progressReducer', () => {
  it.each<[string, ProgressEvent[], ProgressState]>([
    ['starts at the start value', ['start'], { phase: 'running', progress: PROGRESS_START }],
    ['creeps on each tick', ['start', 'tick'], { phase: 'running', progress: trickle(PROGRESS_START) }],
    ['fills the bar on done', ['start', 'tick', 'done'], { phase: 'finishing', progress: 100 }],
    ['disappears after the full bar was shown', ['start', 'done', 'hidden'], { phase: 'idle' }],
    ['ignores done while idle', ['done'], { phase: 'idle' }],
    ['ignores ticks after done', ['start', 'done', 'tick'], { phase: 'finishing', progress: 100 }],
    [
      'restarts when a new load begins while finishing',
      ['start', 'done', 'start'],
      { phase: 'running', progress: PROGRESS_START },
    ],
    [
      'keeps its progress when started twice',
      ['start', 'tick', 'start'],
      { phase: 'running', progress: trickle(PROGRESS_START) },
    ],
  ])('%s', (_name, events, expected) => {
    expect(run(events)).toEqual(expected);
  });
});
