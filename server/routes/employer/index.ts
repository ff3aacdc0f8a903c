import type { FastifyInstance } from 'fastify';
import { LoginThrottle } from '../../services/loginThrottle';
import { registerAccountRoutes } from './account';
import { registerLoginRoutes } from './login';
import { registerPasswordResetRoutes } from './passwordReset';
import { registerRegistrationRoutes } from './registration';

/** Employer accounts: login (/com/dwdl, /com/auth), registration (/com/dwzc), forgot password (/com/dwwjmm), info. */
export function employerRoutes(app: FastifyInstance): Promise<void> {
  const context = { throttle: new LoginThrottle(() => app.clock.now()) };
  registerLoginRoutes(app, context);
  registerRegistrationRoutes(app);
  registerPasswordResetRoutes(app, context);
  registerAccountRoutes(app);
  return Promise.resolve();
}
