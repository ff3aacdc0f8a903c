import { useState } from 'react';
import { useStore } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { FeedbackHost } from '../../ui/Feedback';
import { createAppRouter } from '../../app/employer/routes/createAppRouter';
import type { AppStore } from '../../app/store';

export type AppAtProps = {
  /** The app path the story opens (without the /dwpage base). */
  path: string;
};

/**
 * The whole app (its routes, guard and shell) at one path, on the story's store and MSW handlers.
 * Leaving the app (a questionnaire page) is a no-op here, so the story stays on screen.
 */
export function AppAt({ path }: AppAtProps) {
  const store = useStore.withTypes<AppStore>()();
  const [router] = useState(() => createAppRouter({ store, initialEntries: [path], leave: () => undefined }));
  return (
    <>
      <RouterProvider router={router} />
      <FeedbackHost variant={store.getState().device.isPhone ? 'phone' : 'desktop'} />
    </>
  );
}
