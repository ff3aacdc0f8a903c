import { useEffect, useState, type ReactElement } from 'react';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router-dom';
import { delay, http, type HttpHandler } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import type { RootState } from '../../app/store';
import { initialSiteState } from '../../app/site/siteSlice';
import { emptyEmployerSession } from '../../app/session/employerSessionSlice';
import { FeedbackHost, resetFeedback } from '../../ui/Feedback';
import { demoEmployer } from '../mocks/handlers/session';
import { demoSiteSetting, demoSystemConfig } from '../mocks/handlers/site';

/** Where a screen leads: a stand-in page whose heading names the path, for play tests to assert. */
export const landing = (path: string): RouteObject => ({ path, element: <h1>{`到达 ${path}`}</h1> });

/**
 * A screen under its real route pattern (so :xxdm and nested steps work), with the dialog and toast
 * host the app mounts. Stories using it set `router: false` (they bring their own data router).
 */
export function ScreenRouter({ routes, at }: { routes: RouteObject[]; at: string }): ReactElement {
  const [router] = useState(() => createMemoryRouter(routes, { initialEntries: [at] }));
  // Toasts and dialogs live in module stores: a story must not inherit the previous one's.
  useEffect(() => {
    resetFeedback();
    return resetFeedback;
  }, []);
  return (
    <>
      <RouterProvider router={router} />
      <FeedbackHost />
    </>
  );
}

/** The whole page: toasts and dialogs render outside the story root. */
export const page = () => within(document.body);

export const phoneGlobals = { viewport: { value: 'phone', isRotated: false } };

/** Store states: the site as the guard leaves it, on a desktop or a phone, with or without a login. */
const site = {
  ...initialSiteState,
  setting: demoSiteSetting,
  zzxxdm: '00000',
  config: demoSystemConfig,
  openChat: true,
  chatPath: demoSystemConfig.chat_path,
};

export function storeState({
  phone = false,
  loggedIn = false,
  passwordStrength = 3,
  token = demoEmployer.token,
}: {
  phone?: boolean;
  loggedIn?: boolean;
  passwordStrength?: 2 | 3 | 4;
  /** Who is logged in: the mocks tell the demo's users by their tokens (handlers/accountAdmin.ts). */
  token?: string;
} = {}): Partial<RootState> {
  return {
    device: { isPhone: phone },
    site: { ...site, passwordStrength },
    employerSession: loggedIn ? { ...emptyEmployerSession, ...demoEmployer, token } : emptyEmployerSession,
  };
}

/**
 * A request that never answers, for "busy" stories. The play function must wait for `reached()`:
 * a submit that first uploads or fetches a key is busy before this request is sent, and a story
 * left at that moment would send it to the next story's handlers, whose answer (a toast, a
 * navigation) would then land in that story.
 */
export function heldRequest(
  method: 'get' | 'post',
  path: string,
): {
  handler: HttpHandler;
  reached: () => Promise<void>;
} {
  let sent = false;
  return {
    handler: http[method](path, async () => {
      sent = true;
      return delay('infinite');
    }),
    reached: () => waitFor(() => expect(sent).toBe(true), { timeout: 8000 }),
  };
}
