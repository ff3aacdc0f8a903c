// What other capabilities (and the server's composition) may use of job fairs.
export { fairRoutes } from './routes';
export { seedDemoFairs } from './demo';
export { bookingStatesMade } from './statistics';
export { fairCalendarSource } from './calendarSource';
