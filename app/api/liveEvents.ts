import { useEffect, useRef, useState } from 'react';
import { useStore } from 'react-redux';
import { appPathname } from './appNavigation';
import { absoluteUrl, sessionHeaders } from './baseQuery';
import { runLiveConnection, type LiveMessage, type LiveStatus } from './liveStream';
import type { RootState } from '../store';

export type { LiveMessage, LiveStatus } from './liveStream';

/** Whether this browser can read a streamed response (fetch with a readable body and text decoding). */
function streamingSupported(): boolean {
  return (
    typeof fetch === 'function' &&
    typeof ReadableStream === 'function' &&
    typeof TextDecoderStream === 'function'
  );
}

/**
 * Follows a live topic served by the API (a route using server/live's openLiveStream): every event
 * reaches `onMessage`; `reset` means events were missed and the screen should load its data again.
 * A null path follows nothing. The latest onMessage is used without reconnecting; answers the status
 * (a screen may say 实时更新已连接 / 正在重新连接).
 */
export function useLiveEvents(
  path: string | null,
  onMessage: (message: LiveMessage) => void,
  accessToken: 'employer' | 'staff' = 'employer',
): LiveStatus {
  const store = useStore<RootState>();
  const handler = useRef(onMessage);
  handler.current = onMessage;
  const [status, setStatus] = useState<LiveStatus>('closed');

  useEffect(() => {
    if (path === null || !streamingSupported()) return undefined;
    const controller = new AbortController();
    void runLiveConnection({
      url: absoluteUrl(path),
      headers: () =>
        sessionHeaders({
          state: store.getState(),
          accessToken,
          pathname: appPathname(),
          userAgent: navigator.userAgent,
        }),
      onMessage: (message) => handler.current(message),
      onStatus: (next) => {
        if (!controller.signal.aborted) setStatus(next);
      },
      signal: controller.signal,
    });
    return () => {
      controller.abort();
      setStatus('closed');
    };
  }, [path, accessToken, store]);

  return status;
}
