import type { ListenerMiddlewareInstance, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { EmployerSession } from './employerSessionSlice';
import { writeEmployerSession } from './employerSessionStorage';
import type { StaffSession } from './staffSessionSlice';
import { writeStaffSession } from './staffSessionStorage';
import type { StudentSession } from './studentSessionSlice';
import { writeStudentSession } from './studentSessionStorage';

type PersistedState = {
  employerSession: EmployerSession;
  studentSession: StudentSession;
  staffSession: StaffSession;
};

/** Mirrors every session change into cookies and storage; reducers stay pure. */
export function persistSessions<S extends PersistedState>(
  listener: ListenerMiddlewareInstance<S, ThunkDispatch<S, unknown, UnknownAction>>,
): void {
  listener.startListening({
    predicate: (_action, current, previous) => current.employerSession !== previous.employerSession,
    effect: (_action, api) => {
      writeEmployerSession(api.getState().employerSession, api.getOriginalState().employerSession);
    },
  });
  listener.startListening({
    predicate: (_action, current, previous) => current.studentSession !== previous.studentSession,
    effect: (_action, api) => {
      writeStudentSession(api.getState().studentSession, api.getOriginalState().studentSession);
    },
  });
  listener.startListening({
    predicate: (_action, current, previous) => current.staffSession !== previous.staffSession,
    effect: (_action, api) => {
      writeStaffSession(api.getState().staffSession, api.getOriginalState().staffSession);
    },
  });
}
