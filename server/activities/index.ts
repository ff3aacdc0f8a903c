// What other capabilities (and the server's composition) may use of the activity calendar.
export { activityRoutes, type ActivityRoutesOptions } from './routes';
export type {
  ActivityFilter,
  ActivityRecord,
  ActivitySource,
  OwnActivity,
  SignUpTarget,
  TalkActivitySource,
} from './sources';
export { countTalkAttendance } from './statistics';
