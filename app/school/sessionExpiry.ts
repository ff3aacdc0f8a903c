import { addListener } from '@reduxjs/toolkit';
import type { DataRouter } from 'react-router-dom';
import { consolePages } from '../../contract/console';
import { message } from '../../ui/Message';
import { notice } from '../../ui/Notice';
import { baseApi } from '../api/baseApi';
import { staffLoggedIn, staffSessionExpired } from '../session/staffSessionSlice';
import type { AppStore } from '../store';
import { consoleLoginPath, withoutConsoleBasename } from './routes/consoleAddress';

type NavigableRouter = Pick<DataRouter, 'navigate' | 'state'>;

/**
 * The staff session's ends and starts. Code 42 on a /mgr call (the base query has cleared the token):
 * toasts of the ended session close and the reviewer goes to the login, which brings them back to
 * the page they were on (or were opening). A new login starts from an empty cache, so nothing read
 * by an earlier session (another site's queues) can show. Returns the unsubscribe.
 */
export function handleStaffSessions(store: AppStore, router: NavigableRouter): () => void {
  const stopExpiry = store.dispatch(
    addListener({
      actionCreator: staffSessionExpired,
      effect: () => {
        message.destroy();
        notice.destroy();
        const { pathname, search, hash } = router.state.navigation.location ?? router.state.location;
        const page = withoutConsoleBasename(pathname);
        if (page === consolePages.login) return;
        void router.navigate(consoleLoginPath(`${page}${search}${hash}`));
      },
    }),
  );
  const stopLogin = store.dispatch(
    addListener({
      actionCreator: staffLoggedIn,
      effect: (_action, api) => {
        api.dispatch(baseApi.util.resetApiState());
      },
    }),
  );
  return () => {
    stopExpiry();
    stopLogin();
  };
}
