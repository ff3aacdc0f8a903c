// What other capabilities may use of the message centre.
export { deliverIfInboxEmpty, deliverToUsers, type ObjectMessage } from './inbox';
export { messageRoutes } from './routes';
export { imRoutes } from './unreadRoutes';
export { deliverToStudent, type StudentMessage } from './studentInbox';
export { studentMessageRoutes } from './studentRoutes';
