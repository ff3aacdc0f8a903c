import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { watchDevice } from '../device/watchDevice';
import { loadPersistedState, makeStore } from '../store';
import { App } from './App';
import { createConsoleRouter } from './routes/createConsoleRouter';
import { handleStaffSessions } from './sessionExpiry';

const store = makeStore(loadPersistedState());
watchDevice(store.dispatch);
const router = createConsoleRouter({ store });
handleStaffSessions(store, router);

const container = document.getElementById('root');
if (container)
  createRoot(container).render(
    <StrictMode>
      <App store={store} router={router} />
    </StrictMode>,
  );
