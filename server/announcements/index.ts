// What other capabilities (and the server's composition) may use of announcements.
export { renameEmployerAnnouncements } from './employerRename';
export { expireOverdueAnnouncements } from './expiry';
export { announcementRoutes } from './routes';
