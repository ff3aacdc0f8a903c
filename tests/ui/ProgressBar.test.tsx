import { act, render, screen } from '@testing-library/react';
import { ProgressBar } from '../../ui/ProgressBar';
import { FINISH_HOLD_MS, PROGRESS_START, TRICKLE_INTERVAL_MS, trickle } from '../../ui/ProgressBar/progress';

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
}

const bar = () => screen.queryByRole('progressbar', { name: '页面加载中' });
const advance = (ms: number) => {
  act(() => {
    jest.advanceTimersByTime(ms);
  });
};

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

describe('ProgressBar', () => {
  it('shows nothing until a load starts', () => {
    mockReducedMotion(false);
    render(<ProgressBar active={false} />);
    expect(bar()).not.toBeInTheDocument();
  });

  it('creeps while loading, fills on done, then goes away', () => {
    mockReducedMotion(false);
    const { rerender } = render(<ProgressBar active />);
    expect(bar()).toHaveAttribute('aria-valuenow', String(PROGRESS_START));
    advance(TRICKLE_INTERVAL_MS);
    expect(bar()).toHaveAttribute('aria-valuenow', String(trickle(PROGRESS_START)));
    rerender(<ProgressBar active={false} />);
    expect(bar()).toHaveAttribute('aria-valuenow', '100');
    advance(FINISH_HOLD_MS);
    expect(bar()).not.toBeInTheDocument();
  });

  it('holds still when the person asks for reduced motion', () => {
    mockReducedMotion(true);
    render(<ProgressBar active />);
    advance(TRICKLE_INTERVAL_MS * 10);
    expect(bar()).toHaveAttribute('aria-valuenow', String(PROGRESS_START));
  });
});
