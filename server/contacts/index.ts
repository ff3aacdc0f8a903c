// What other capabilities may use of the employers' frequent contacts.
export { contactRoutes } from './routes';
