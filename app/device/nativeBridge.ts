/**
 * The host native app (Android/iOS WebView) hands over two ids by calling globals on window; see
 * docs/native-app.md. Both are kept in localStorage under these keys.
 */
export const DEVICE_ID_KEY = 'deviceId';
export const REGISTRATION_ID_KEY = 'registrationId';

declare global {
  interface Window {
    /** Called by the native app with the device's id (used by app login, spec section 3). */
    setDeviceId?: (id: string) => void;
    /** Called by the native app with the push-service registration id. */
    setRegistrationId?: (id: string) => void;
  }
}

function store(key: string, id: unknown): void {
  if (typeof id === 'string' && id.trim() !== '') localStorage.setItem(key, id.trim());
}

export function installNativeBridge(target: Window = window): void {
  target.setDeviceId = (id) => store(DEVICE_ID_KEY, id);
  target.setRegistrationId = (id) => store(REGISTRATION_ID_KEY, id);
}

export function storedDeviceId(): string | null {
  return localStorage.getItem(DEVICE_ID_KEY);
}

export function storedRegistrationId(): string | null {
  return localStorage.getItem(REGISTRATION_ID_KEY);
}
