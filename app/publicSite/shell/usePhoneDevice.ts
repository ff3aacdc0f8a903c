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

const onServer = () => false;

/**
 * The device as every surface reads it (a mobile user agent and a narrow body, again once resizing
 * stops), without the store. The server and the hydrating render say desktop, as the server's HTML
 * does; a phone's layout follows in the next render, so hydration never mismatches.
 */
export const usePhoneDevice = (): boolean => useSyncExternalStore(subscribeToResize, detectPhone, onServer);
