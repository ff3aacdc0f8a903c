import type { FastifyInstance } from 'fastify';
import { LoginThrottle } from '../../services/loginThrottle';
import { registerAccountRoutes } from './account';
import { registerAuthCodeRoutes } from './authCodes';
import { registerLoginRoutes } from './login';
import { registerPasswordResetRoutes } from './passwordReset';
import { registerRegistrationRoutes } from './registration';

/**
 * Employer accounts: login (/com/dwdl, /com/auth), registration (/com/dwzc), forgot password
 * (/com/dwwjmm), info and the account's employers (/com/dwyh), auth-code login (/com/openAuth).
 */
export function employerRoutes(app: FastifyInstance): Promise<void> {
  const context = { throttle: new LoginThrottle(() => app.clock.now()) };
  registerLoginRoutes(app, context);
  registerRegistrationRoutes(app);
  registerPasswordResetRoutes(app, context);
  registerAccountRoutes(app);
  registerAuthCodeRoutes(app);
  return Promise.resolve();
}
