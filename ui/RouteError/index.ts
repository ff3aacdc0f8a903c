export { RouteError, type RouteErrorProps } from './RouteError';
