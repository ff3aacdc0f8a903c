import { useSyncExternalStore } from 'react';
import { detectPhone } from '../../device/phoneDetection';

/** As app/device/watchDevice (spec section 9), which the store's surfaces use: still for a second. */
const RESIZE_DEBOUNCE_MS = 1000;

function subscribeToResize(onChange: () => void) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onResize = () => {
    clearTimeout(timer);
    timer = setTimeout(onChange, RESIZE_DEBOUNCE_MS);
  };
  window.addEventListener('resize', onResize);
  return () => {
    clearTimeout(timer);
    window.removeEventListener('resize', onResize);
  };
}

/**
 * The device as every surface reads it (a mobile user agent and a narrow body, again once resizing
 * stops), without the store. The server and the hydrating render say what the server rendered for the
 * user agent (`renderedPhone`), so hydration never mismatches; a device that differs (a tablet held
 * wide) follows in the next render.
 */
export const usePhoneDevice = (renderedPhone: boolean): boolean =>
  useSyncExternalStore(subscribeToResize, detectPhone, () => renderedPhone);
