import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { watchDevice } from '../device/watchDevice';
import { makeStore } from '../store';
import { App } from './App';
import { createPublicSiteRouter } from './routes/createPublicSiteRouter';

// The public site needs no session: a fresh store, no persisted sessions, no cookies sent for it.
const store = makeStore();
watchDevice(store.dispatch);
const router = createPublicSiteRouter();

const container = document.getElementById('root');
if (container)
  createRoot(container).render(
    <StrictMode>
      <App store={store} router={router} />
    </StrictMode>,
  );
