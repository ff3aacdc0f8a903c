import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setAppNavigator } from '../api/appNavigation';
import { App } from './App';
import { installNativeBridge } from '../device/nativeBridge';
import { watchDevice } from '../device/watchDevice';
import { createAppRouter } from './routes/createAppRouter';
import { handleSessionExpiry } from './sessionExpiry';
import { loadPersistedState, makeStore } from '../store';

installNativeBridge();
const store = makeStore(loadPersistedState());
watchDevice(store.dispatch);
const router = createAppRouter({ store });
handleSessionExpiry(store, router);
setAppNavigator((to) => router.navigate(to));

const container = document.getElementById('root');
if (container)
  createRoot(container).render(
    <StrictMode>
      <App store={store} router={router} />
    </StrictMode>,
  );
