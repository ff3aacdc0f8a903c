import { UNKNOWN_DEVICE, deviceLabel, maskAddress } from '../../../server/accounts/devices';

describe('deviceLabel', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
      'Windows 10 · Chrome 120',
    ],
    [
      'Mozilla/5.0 (Linux; Android 13; SM-S9180) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/116.0.0.0 Mobile Safari/537.36',
      'Android 13 · Chrome 116',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.44(0x18002c2f) NetType/WIFI Language/zh_CN',
      'iOS 17.1 · 微信 8',
    ],
    ['lightMyRequest', UNKNOWN_DEVICE],
    ['', UNKNOWN_DEVICE],
    [null, UNKNOWN_DEVICE],
  ])('reads %s as %s', (userAgent, label) => {
    expect(deviceLabel(userAgent)).toBe(label);
  });
});

describe('maskAddress', () => {
  it.each([
    ['203.0.113.77', '203.0.113.*'],
    ['::ffff:198.51.100.9', '198.51.100.*'],
    ['2001:db8:85a3:8d3:1319:8a2e:370:7348', '2001:db8:85a3:8d3:*'],
    ['2001:db8::1', '2001:db8::*'],
    ['::1', '::*'],
    ['not an address', ''],
    [null, ''],
  ])('shows %s as %s', (address, masked) => {
    expect(maskAddress(address)).toBe(masked);
  });
});
