import { deviceDetected } from './deviceSlice';
import { detectPhone } from './phoneDetection';

/** Spec section 9: resizing re-evaluates the device once the window has been still for a second. */
export const RESIZE_DEBOUNCE_MS = 1000;

type Dispatch = (action: ReturnType<typeof deviceDetected>) => unknown;

/**
 * Detects the device now and again after each burst of resize events. Returns the unsubscribe.
 * `detect` is injectable so tests can drive the answer without faking layout.
 */
export function watchDevice(dispatch: Dispatch, detect: () => boolean = detectPhone): () => void {
  dispatch(deviceDetected(detect()));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onResize = () => {
    clearTimeout(timer);
    timer = setTimeout(() => dispatch(deviceDetected(detect())), RESIZE_DEBOUNCE_MS);
  };
  window.addEventListener('resize', onResize);
  return () => {
    clearTimeout(timer);
    window.removeEventListener('resize', onResize);
  };
}
