// What other capabilities (and the server's composition) may use of announcements.
export { renameEmployerAnnouncements } from './employerRename';
export { expireOverdueAnnouncements } from './expiry';
export { announcementRoutes } from './routes';
export { publishedAnnouncementOf } from './lookup';
export { seedDemoAnnouncement } from './demo';
// The body allowlist, shared with the homepage's notices (the same editor writes both).
export { sanitizeBody } from './bodyHtml';
