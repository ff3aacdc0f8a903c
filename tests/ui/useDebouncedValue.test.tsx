import { act, renderHook } from '@testing-library/react';
import { useDebouncedValue } from '../../ui/useDebouncedValue';

describe('useDebouncedValue', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('takes a value once it has stayed the same for the delay', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 400), {
      initialProps: { value: '限' },
    });
    rerender({ value: '限男' });
    act(() => jest.advanceTimersByTime(300));
    rerender({ value: '限男性' });
    act(() => jest.advanceTimersByTime(300));
    expect(result.current).toBe('限');
    act(() => jest.advanceTimersByTime(100));
    expect(result.current).toBe('限男性');
  });
});
