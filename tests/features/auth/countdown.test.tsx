import { act, renderHook } from '@testing-library/react';
import { CODE_RESEND_SECONDS, isTooFrequent, sendCodeLabel } from '../../../features/auth/countdown';
import { secondsLeft, useCountdown } from '../../../ui/useCountdown';

describe('secondsLeft', () => {
  it.each([
    [null, 0, 0],
    [60_000, 0, 60],
    [60_000, 59_800, 1],
    [60_000, 60_000, 0],
    [60_000, 75_000, 0],
  ])('with the end at %p and now %p leaves %p seconds', (endsAt, now, expected) => {
    expect(secondsLeft(endsAt, now)).toBe(expected);
  });
});

describe('sendCodeLabel', () => {
  it.each([
    [0, false, '获取验证码'],
    [60, true, '60秒后重新获取'],
    [1, true, '1秒后重新获取'],
    [0, true, '重新获取验证码'],
  ])('with %p seconds left (sent before: %p) reads %p', (remaining, sentBefore, expected) => {
    expect(sendCodeLabel(remaining, sentBefore)).toBe(expected);
  });
});

it('recognises the server refusing a code within the minute', () => {
  expect(isTooFrequent('验证码发送过于频繁，请稍后再试')).toBe(true);
  expect(isTooFrequent('该手机号尚未注册单位账号')).toBe(false);
});

describe('useCountdown', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('counts 60 seconds down by the clock and then offers the button again', () => {
    const { result } = renderHook(() => useCountdown(CODE_RESEND_SECONDS));
    expect(result.current).toMatchObject({ remaining: 0, started: false });

    act(() => result.current.start());
    expect(result.current).toMatchObject({ remaining: CODE_RESEND_SECONDS, started: true });

    act(() => jest.advanceTimersByTime(1_000));
    expect(result.current.remaining).toBe(59);

    act(() => jest.advanceTimersByTime(58_000));
    expect(result.current.remaining).toBe(1);

    act(() => jest.advanceTimersByTime(1_000));
    expect(result.current).toMatchObject({ remaining: 0, started: true });
  });

  it('ends on time when the page slept through the ticks (a background tab)', () => {
    const { result } = renderHook(() => useCountdown(60));
    act(() => result.current.start());
    act(() => {
      jest.setSystemTime(Date.now() + 61_000);
      jest.advanceTimersByTime(250);
    });
    expect(result.current.remaining).toBe(0);
  });
});
