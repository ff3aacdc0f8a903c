import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/**
 * The mock API for jest (msw/node). A test file starts it with
 * `mockServer.listen({ onUnhandledRequest: 'error' })`, calls `mockServer.resetHandlers()` after each
 * test and `mockServer.close()` after all; per-test overrides go through `mockServer.use(...)`.
 */
export const mockServer = setupServer(...handlers);
