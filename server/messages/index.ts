// What other capabilities may use of the message centre.
export { deliverIfInboxEmpty, deliverToUsers, type ObjectMessage } from './inbox';
export { messageRoutes } from './routes';
export { imRoutes } from './unreadRoutes';
