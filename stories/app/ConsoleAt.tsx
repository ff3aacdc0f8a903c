import { useEffect, useState } from 'react';
import { useStore } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { FeedbackHost, resetFeedback } from '../../ui/Feedback';
import { createConsoleRouter } from '../../app/school/routes/createConsoleRouter';
import { handleStaffSessions } from '../../app/school/sessionExpiry';
import type { AppStore } from '../../app/store';

export type ConsoleAtProps = {
  /** The console path the story opens (without the /mgrpage base). */
  path: string;
};

/** The whole console (its routes, login guard, shell, code 42 handling) at one path, on the story's store. */
export function ConsoleAt({ path }: ConsoleAtProps) {
  const store = useStore.withTypes<AppStore>()();
  const [router] = useState(() => createConsoleRouter({ store, initialEntries: [path] }));
  useEffect(() => handleStaffSessions(store, router), [store, router]);
  useEffect(() => {
    resetFeedback();
    return resetFeedback;
  }, []);
  return (
    <>
      <RouterProvider router={router} />
      <FeedbackHost variant={store.getState().device.isPhone ? 'phone' : 'desktop'} />
    </>
  );
}
