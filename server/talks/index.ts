// What other capabilities (and the server's composition) may use of campus talks and venues.
export { talkRoutes } from './routes';
export { seedDemoVenues } from './demo';
export { seedDemoTalk } from './demoTalk';
export { passedTalkIds } from './statistics';
