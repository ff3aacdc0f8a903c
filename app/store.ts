import { combineSlices, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { baseApi } from './api/baseApi';
import deviceSlice from './device/deviceSlice';
import employerSessionSlice from './session/employerSessionSlice';
import { readEmployerSession } from './session/employerSessionStorage';
import { refetchPermissionsOnDenial } from './session/permissionsApi';
import { persistSessions } from './session/sessionPersistence';
import staffSessionSlice from './session/staffSessionSlice';
import { readStaffSession } from './session/staffSessionStorage';
import studentSessionSlice from './session/studentSessionSlice';
import { readStudentSession } from './session/studentSessionStorage';
import siteSlice from './site/siteSlice';

const rootReducer = combineSlices(
  baseApi,
  employerSessionSlice,
  studentSessionSlice,
  staffSessionSlice,
  siteSlice,
  deviceSlice,
);

export type RootState = ReturnType<typeof rootReducer>;

/**
 * A fresh store. Sessions changes are written to cookies and storage by a listener, which also has the
 * employer's permissions read again after a 4030; the app starts from `loadPersistedState()`, tests
 * and stories from whatever they preload.
 */
export function makeStore(preloadedState?: Partial<RootState>) {
  const listener = createListenerMiddleware<RootState>();
  persistSessions(listener);
  refetchPermissionsOnDenial(listener);
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().prepend(listener.middleware).concat(baseApi.middleware),
  });
  setupListeners(store.dispatch);
  return store;
}

/** The sessions the browser kept from earlier visits. */
export function loadPersistedState(): Partial<RootState> {
  return {
    employerSession: readEmployerSession(),
    studentSession: readStudentSession(),
    staffSession: readStaffSession(),
  };
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
