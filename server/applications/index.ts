// What other capabilities (and the server's composition) may use of applications.
export { applicationRoutes } from './routes';
export { countApplicationsInState, countApplicationsReceived } from './statistics';
