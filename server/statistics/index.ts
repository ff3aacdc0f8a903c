// What other capabilities (and the server's composition) may use of the employer statistics.
export { statisticsRoutes } from './routes';
