// What other capabilities (and the server's composition) may use of the homepage's content.
export { seedHomepageDemo } from './demo';
export { homepageRoutes } from './routes';
