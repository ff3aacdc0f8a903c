import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { deviceDetected } from '../device/deviceSlice';
import { installNativeBridge } from '../device/nativeBridge';
import { loadPersistedState, makeStore } from '../store';
import { App } from './App';
import { createStudentRouter } from './routes/createStudentRouter';
import { portalLayoutOf } from './routes/portalAddress';
import { handleStudentSessions } from './sessionEvents';

// The base decides the layout (/sc/ desktop, /mobile/ phone) and with it the code table's phone
// behaviour (notices instead of toasts, /mobile/register); the spec's student client links to both.
installNativeBridge();
const layout = portalLayoutOf(window.location.pathname);
const store = makeStore(loadPersistedState());
store.dispatch(deviceDetected(layout === 'phone'));
const router = createStudentRouter({ store, layout });
handleStudentSessions(store);

const container = document.getElementById('root');
if (container)
  createRoot(container).render(
    <StrictMode>
      <App store={store} router={router} />
    </StrictMode>,
  );
