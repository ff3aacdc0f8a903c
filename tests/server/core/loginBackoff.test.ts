import fc from 'fast-check';
import {
  FORGET_AFTER_MS,
  LoginBackoff,
  PER_ACCOUNT,
  PER_ADDRESS,
  backoffDelay,
  backoffMessage,
} from '../../../server/core/loginBackoff';

function clock() {
  let time = 1_000_000;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe('backoffDelay', () => {
  it('is free up to the rule’s failures, then doubles from a second up to the cap', () => {
    expect([5, 6, 7, 8].map((failures) => backoffDelay(failures, PER_ADDRESS))).toEqual([
      1000, 2000, 4000, 8000,
    ]);
    expect(backoffDelay(4, PER_ADDRESS)).toBe(0);
    expect(backoffDelay(40, PER_ADDRESS)).toBe(PER_ADDRESS.maxDelayMs);
    expect(backoffDelay(1000, PER_ACCOUNT)).toBe(60_000);
  });

  it('never shrinks as failures grow', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200 }), (failures) => {
        expect(backoffDelay(failures + 1, PER_ADDRESS)).toBeGreaterThanOrEqual(
          backoffDelay(failures, PER_ADDRESS),
        );
      }),
    );
  });
});

describe('LoginBackoff', () => {
  it('slows one address down with growing delays', () => {
    const time = clock();
    const backoff = new LoginBackoff(time.now);
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect(backoff.startAttempt('13900000001', '10.0.0.1')).toBe(0);
    expect(backoff.startAttempt('13900000001', '10.0.0.1')).toBe(1000);
    time.advance(1000);
    expect(backoff.startAttempt('13900000001', '10.0.0.1')).toBe(0);
    expect(backoff.startAttempt('13900000001', '10.0.0.1')).toBe(2000);
  });

  it('lets the owner in from its own address while an attacker’s address waits, at most a minute overall', () => {
    const time = clock();
    const backoff = new LoginBackoff(time.now);
    // An attacker spends its free failures and more from one address.
    for (let attempt = 0; attempt < 12; attempt += 1) {
      time.advance(70_000);
      expect(backoff.startAttempt('13900000001', '10.0.0.66')).toBe(0);
    }
    expect(backoff.startAttempt('13900000001', '10.0.0.66')).toBeGreaterThan(60_000);
    // The owner is slowed by the account's count but never by more than a minute.
    const ownerWait = backoff.startAttempt('13900000001', '192.168.1.2');
    expect(ownerWait).toBeLessThanOrEqual(60_000);
    time.advance(ownerWait);
    expect(backoff.startAttempt('13900000001', '192.168.1.2')).toBe(0);
    backoff.succeeded('13900000001', '192.168.1.2');
    // Success clears the owner's counts, not the attacker's address.
    expect(backoff.startAttempt('13900000001', '192.168.1.2')).toBe(0);
    expect(backoff.startAttempt('13900000001', '10.0.0.66')).toBeGreaterThan(0);
  });

  it('counts a burst at its start: of 20 parallel attempts from 20 addresses 10 are checked', () => {
    const backoff = new LoginBackoff(clock().now);
    const waits = Array.from({ length: 20 }, (_, index) =>
      backoff.startAttempt('13900000001', `10.0.1.${index}`),
    );
    expect(waits.filter((wait) => wait === 0)).toHaveLength(10);
  });

  it('forgets counts after a quiet quarter of an hour, and keeps accounts apart', () => {
    const time = clock();
    const backoff = new LoginBackoff(time.now);
    for (let attempt = 0; attempt < 10; attempt += 1) backoff.startAttempt('13900000001', '10.0.0.1');
    expect(backoff.startAttempt('13900000002', '10.0.0.1')).toBe(0);
    expect(backoff.startAttempt('13900000001', '10.0.0.1')).toBeGreaterThan(0);
    time.advance(FORGET_AFTER_MS);
    expect(backoff.startAttempt('13900000001', '10.0.0.1')).toBe(0);
  });
});

describe('backoffMessage', () => {
  it('says seconds below a minute, else minutes', () => {
    expect(backoffMessage(1)).toBe('登录失败次数过多，请 1 秒后再试');
    expect(backoffMessage(59_000)).toBe('登录失败次数过多，请 59 秒后再试');
    expect(backoffMessage(60_000)).toBe('登录失败次数过多，请 1 分钟后再试');
    expect(backoffMessage(14 * 60_000 + 1)).toBe('登录失败次数过多，请 15 分钟后再试');
  });
});
