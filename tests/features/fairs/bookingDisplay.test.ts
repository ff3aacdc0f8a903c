import { bookingActions, bookingStateOf, bookingTone } from '../../../features/fairs/bookingDisplay';

describe('bookingActions', () => {
  it('offers 继续填写 while held and no cancel (a hold is released on the map)', () => {
    expect(bookingActions({ zt: '0', kqx: false, bkqxyy: '' })).toEqual([
      { action: 'continue', disabledReason: null },
    ]);
  });

  it('offers both after a change request', () => {
    expect(bookingActions({ zt: '4', kqx: true, bkqxyy: '' }).map((a) => a.action)).toEqual([
      'continue',
      'cancel',
    ]);
  });

  it('lets a passed booking be cancelled while the server allows it', () => {
    expect(bookingActions({ zt: '2', kqx: true, bkqxyy: '' })).toEqual([
      { action: 'cancel', disabledReason: null },
    ]);
  });

  it('disables cancelling past the cutoff with the server’s reason', () => {
    const reason = '距招聘会不足一个工作日，已不能取消（最晚可于2026-11-27取消）';
    expect(bookingActions({ zt: '2', kqx: false, bkqxyy: reason })).toEqual([
      { action: 'cancel', disabledReason: reason },
    ]);
  });

  it.each(['3', '5', '6', '7', '8', '9', 'x'])('offers nothing in state %s', (zt) => {
    expect(bookingActions({ zt, kqx: false, bkqxyy: '' })).toEqual([]);
  });
});

describe('bookingStateOf and bookingTone', () => {
  it('reads the workflow codes', () => {
    expect(bookingStateOf('1')).toBe('pending');
    expect(bookingTone('2')).toBe('success');
    expect(bookingTone('3')).toBe('danger');
    expect(bookingTone('?')).toBe('default');
  });
});
