/** Header deviceType of spec section 6: 1 Android, 2 iOS, 0 otherwise. */
export type DeviceType = 0 | 1 | 2;

export function deviceTypeOf(userAgent: string): DeviceType {
  if (/android/i.test(userAgent)) return 1;
  if (/iphone|ipad|ipod/i.test(userAgent)) return 2;
  return 0;
}
