// What other capabilities may use of the school console's staff: the /mgr session and who acts.
export { staffAuthPlugin } from './auth';
export { schoolRoutes } from './routes';
export { insertStaff, siteHasStaff } from './staff';
