export { appPageHelmet, spaRoutes } from './routes';
