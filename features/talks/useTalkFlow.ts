import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/api/hooks';
import { employerSessionUpdated, selectEmployerSession } from '../../app/api/session';
import { holdSecondsLeft } from './talkFlow';

/**
 * The talk the flow works on: `?id=` in the address (each step's link carries it), else the draft the
 * session remembers (xjhid, spec section 3) so 申请专场宣讲会 from the menu resumes it.
 */
export function useTalkId(): string | null {
  const [search] = useSearchParams();
  const remembered = useAppSelector(selectEmployerSession).xjhid;
  const fromAddress = search.get('id');
  return fromAddress !== null && fromAddress !== '' ? fromAddress : remembered;
}

/** Moves between the flow's steps with the talk's id, remembering (or forgetting) it in the session. */
export function useTalkNavigation() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  return {
    goTo: (path: string, id: string) => {
      dispatch(employerSessionUpdated({ xjhid: id }));
      void navigate(`${path}?id=${encodeURIComponent(id)}`);
    },
    /** After submitting: the draft is done, a new application starts afresh. */
    finish: (path: string, id: string) => {
      dispatch(employerSessionUpdated({ xjhid: null }));
      void navigate(`${path}?id=${encodeURIComponent(id)}`);
    },
    forget: () => dispatch(employerSessionUpdated({ xjhid: null })),
  };
}

/**
 * The server's clock as this device sees it: the offset (server - device, ms) from the latest answer
 * carrying the server's `now`, so a hold's countdown ends when the server's hold ends.
 */
export function useServerOffset(serverNow: number | undefined): number {
  const [offset, setOffset] = useState(0);
  useEffect(() => {
    if (serverNow !== undefined) setOffset(serverNow - Date.now());
  }, [serverNow]);
  return offset;
}

/** Seconds a hold has left, ticking each second; 0 once it ended (or for null: no hold). */
export function useHoldSecondsLeft(expiresAt: number | null, offsetMs: number): number {
  const read = useCallback(
    () => (expiresAt === null ? 0 : holdSecondsLeft(expiresAt, Date.now(), offsetMs)),
    [expiresAt, offsetMs],
  );
  const [left, setLeft] = useState(read);
  useEffect(() => {
    setLeft(read());
    if (expiresAt === null) return undefined;
    const timer = window.setInterval(() => {
      const next = read();
      setLeft(next);
      if (next === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [read, expiresAt]);
  return left;
}
