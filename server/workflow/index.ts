// The review workflow every submitted object goes through: transitions enforced from the tables of
// contract/workflow.ts, the audit trail, and the messages to the employer; and what every kind of
// posting (positions, announcements) shares: its lifecycle, its lists' rules, its expiry and its calls.
export {
  performTransition,
  recordCreation,
  historyOf,
  historyEntriesOf,
  STATE_CHANGED_CODE,
  SYSTEM_ACTOR,
  type ActorRef,
  type ReviewedObject,
  type TransitionRequest,
} from './transitions';
export type { ReviewHistoryTable } from './tables';
export {
  postingLifecycle,
  type EmployerAccounts,
  type EmployerScope,
  type PostingChanges,
  type PostingColumns,
  type PostingUpdate,
} from './postings/lifecycle';
export {
  postingStateCode,
  postingStateOf,
  schoolListOrder,
  schoolListState,
  stateTabs,
} from './postings/lists';
export { expireInBatches, startExpirySweeper } from './postings/expiry';
export {
  employerActorOf,
  employerScopeOf,
  postingRoutes,
  savedMessage,
  staffActorOf,
  type PostingReach,
} from './postings/routes';
export { keywordFilter, publicListSchema, schoolListSchema } from './postings/schemas';
