/** The console's staff session as features may use it (features import only app/api). */
export {
  staffLoggedIn,
  staffLoggedOut,
  selectStaffSession,
  selectStaffToken,
  type StaffSession,
} from '../session/staffSessionSlice';
