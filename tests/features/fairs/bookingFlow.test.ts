import {
  bookingSteps,
  cancelRule,
  nextStep,
  previousStep,
  stepAddress,
} from '../../../features/fairs/bookingFlow';

describe('bookingSteps', () => {
  it('asks for an invoice only for a paid booth', () => {
    expect(bookingSteps(800)).toEqual(['ydzw', 'qrfpxx', 'tbjxry', 'ydzwcg']);
    expect(bookingSteps(0)).toEqual(['ydzw', 'tbjxry', 'ydzwcg']);
  });

  it('moves forward and back through the steps that apply', () => {
    expect(nextStep(800, 'ydzw')).toBe('qrfpxx');
    expect(nextStep(0, 'ydzw')).toBe('tbjxry');
    expect(nextStep(0, 'tbjxry')).toBe('ydzwcg');
    expect(previousStep(800, 'tbjxry')).toBe('qrfpxx');
    expect(previousStep(0, 'tbjxry')).toBe('ydzw');
    expect(previousStep(0, 'ydzw')).toBe('ydzw');
  });

  it('keeps the fair and the booking in the address', () => {
    expect(stepAddress('qrfpxx', { fairId: 'f1', bookingId: 'b2' })).toBe('/zph/qrfpxx?zphid=f1&ydid=b2');
    expect(stepAddress('ydzw', { fairId: 'f1' })).toBe('/zph/ydzw?zphid=f1');
  });
});

describe('cancelRule', () => {
  it('allows cancelling until the working day before the fair', () => {
    // 2026-11-30 is a Monday: the last day is Friday 2026-11-27.
    expect(cancelRule('2026-11-30', '2026-11-27')).toEqual({ allowed: true, lastDay: '2026-11-27' });
  });

  it('refuses after it, saying until when it was allowed', () => {
    expect(cancelRule('2026-11-30', '2026-11-28')).toEqual({
      allowed: false,
      lastDay: '2026-11-27',
      reason: '招聘会前一个工作日（2026-11-27）之后不能取消预定',
    });
  });

  it('counts holidays out: a fair right after National Day', () => {
    // 2026-10-08 is the first working day after the holiday: the working day before is 2026-09-30.
    expect(cancelRule('2026-10-08', '2026-10-01').allowed).toBe(false);
    expect(cancelRule('2026-10-08', '2026-09-30').allowed).toBe(true);
  });
});
