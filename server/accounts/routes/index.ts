import type { FastifyInstance } from 'fastify';
import { LoginBackoff } from '../../core/loginBackoff';
import { registerAccountRoutes } from './account';
import { registerAccountAdminRoutes } from './accountAdmin';
import type { EmployerRenamed } from '../profile/changeRequests';
import { registerProfileRoutes } from '../profile/routes';
import { registerProfileChangeReviewRoutes } from '../profile/schoolRoutes';
import { registerAccountSettingsRoutes } from './accountSettings';
import { registerAuthCodeRoutes } from './authCodes';
import { registerLoginRoutes } from './login';
import { registerPasswordResetRoutes } from './passwordReset';
import { registerRegistrationRoutes } from './registration';
import { registerSchoolReviewRoutes } from './schoolReview';
import { registerStandingRoutes } from './standing';
import { registerSubSiteRoutes } from './subSites';

export type EmployerRoutesOptions = {
  /** What other capabilities do when a passed profile change renames an employer (their copies of its name). */
  onRenamed?: readonly EmployerRenamed[];
};

/**
 * Employer accounts: login (/com/dwdl, /com/auth), registration (/com/dwzc), forgot password
 * (/com/dwwjmm), info, the account's employers and the registration's standing (/com/dwyh), auth-code
 * login (/com/openAuth), sub-accounts and roles (/com/zzh, /com/js), the employer profile (/com/dwxx)
 * with the school's review of its changes (/mgr/dwbg), school sub-sites (/com/xxfz), and
 * the school console's review of registrations (/mgr/dw).
 */
export function employerRoutes(app: FastifyInstance, options: EmployerRoutesOptions = {}): Promise<void> {
  const context = { backoff: new LoginBackoff(() => app.clock.now()) };
  registerLoginRoutes(app, context);
  registerRegistrationRoutes(app);
  registerPasswordResetRoutes(app, context);
  registerAccountRoutes(app);
  registerAuthCodeRoutes(app);
  registerStandingRoutes(app);
  registerSchoolReviewRoutes(app);
  registerAccountAdminRoutes(app);
  registerProfileRoutes(app, options.onRenamed ?? []);
  registerProfileChangeReviewRoutes(app, options.onRenamed ?? []);
  registerAccountSettingsRoutes(app);
  registerSubSiteRoutes(app);
  return Promise.resolve();
}
