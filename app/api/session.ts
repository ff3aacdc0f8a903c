/**
 * The sessions as features may use them (features import only app/api). Logins dispatch
 * employerLoggedIn / studentLoggedIn; storage and cookies follow the store by themselves.
 */
export {
  employerLoggedIn,
  employerSessionUpdated,
  employerLoggedOut,
  selectEmployerSession,
  selectEmployerToken,
  selectEmployerSchoolCode,
  type EmployerLogin,
  type EmployerSession,
} from '../session/employerSessionSlice';
export {
  studentLoggedIn,
  studentProfileLoaded,
  studentTokenCleared,
  studentSessionReset,
  selectStudentSession,
  selectStudentToken,
  splitTags,
  type StudentSession,
} from '../session/studentSessionSlice';
export { logoutEmployer } from '../session/logout';
export { isWeChatBrowser } from '../session/weChat';
export { usePermissions, useCan, type UserPermissions } from '../session/permissions';
