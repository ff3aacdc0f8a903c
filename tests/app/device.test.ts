import { deviceTypeOf } from '../../app/device/deviceType';
import { DEVICE_ID_KEY, REGISTRATION_ID_KEY, installNativeBridge } from '../../app/device/nativeBridge';
import { isPhoneDevice } from '../../app/device/phoneDetection';
import { RESIZE_DEBOUNCE_MS, watchDevice } from '../../app/device/watchDevice';
import type { deviceDetected } from '../../app/device/deviceSlice';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';

describe('isPhoneDevice', () => {
  it.each([
    [ANDROID, 390, true],
    [IPHONE, 979, true],
    [IPHONE, 980, false],
    [IPAD, 1024, false],
    [IPAD, 820, true],
    [DESKTOP, 390, false],
    [DESKTOP, 1440, false],
  ])('%s at %i px wide is a phone: %s', (userAgent, width, expected) => {
    expect(isPhoneDevice(userAgent, width)).toBe(expected);
  });
});

describe('deviceTypeOf', () => {
  it.each([
    [ANDROID, 1],
    [IPHONE, 2],
    [IPAD, 2],
    [DESKTOP, 0],
  ])('%s sends deviceType %i', (userAgent, expected) => {
    expect(deviceTypeOf(userAgent)).toBe(expected);
  });
});

describe('watchDevice', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('detects at once, then again only after resizing has been still for a second', () => {
    const dispatched: boolean[] = [];
    let phone = false;
    const stop = watchDevice(
      (action) => dispatched.push(action.payload),
      () => phone,
    );
    expect(dispatched).toEqual([false]);

    phone = true;
    window.dispatchEvent(new Event('resize'));
    jest.advanceTimersByTime(RESIZE_DEBOUNCE_MS - 1);
    window.dispatchEvent(new Event('resize'));
    jest.advanceTimersByTime(RESIZE_DEBOUNCE_MS - 1);
    expect(dispatched).toEqual([false]);

    jest.advanceTimersByTime(1);
    expect(dispatched).toEqual([false, true]);
    stop();
  });

  it('stops listening when unsubscribed, also dropping a pending re-check', () => {
    const dispatched: ReturnType<typeof deviceDetected>[] = [];
    const stop = watchDevice(
      (action) => dispatched.push(action),
      () => true,
    );
    window.dispatchEvent(new Event('resize'));
    stop();
    jest.advanceTimersByTime(RESIZE_DEBOUNCE_MS * 2);
    window.dispatchEvent(new Event('resize'));
    jest.advanceTimersByTime(RESIZE_DEBOUNCE_MS * 2);
    expect(dispatched).toHaveLength(1);
  });
});

describe('native bridge', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the ids the native app hands over in localStorage', () => {
    installNativeBridge();
    window.setDeviceId?.('device-123');
    window.setRegistrationId?.(' reg-456 ');
    expect(localStorage.getItem(DEVICE_ID_KEY)).toBe('device-123');
    expect(localStorage.getItem(REGISTRATION_ID_KEY)).toBe('reg-456');
  });

  it('ignores empty or non-string ids', () => {
    installNativeBridge();
    window.setDeviceId?.('   ');
    (window.setRegistrationId as unknown as (id: unknown) => void)(42);
    expect(localStorage.getItem(DEVICE_ID_KEY)).toBeNull();
    expect(localStorage.getItem(REGISTRATION_ID_KEY)).toBeNull();
  });
});
