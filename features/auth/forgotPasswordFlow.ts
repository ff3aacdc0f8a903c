import type { EmployerCandidate, ResetTicket } from '../../contract/account';

/** Step 1's search: what was typed and what the server found, shown again on 上一步. */
export type EmployerSearch = { zh: string; candidates: EmployerCandidate[]; message: string };

/**
 * The forgot-password flow (route dwwjmm) as a state machine: each step's route may show only once
 * the steps before it are done, and redoing an early step voids what came after it.
 */
export type ForgotPasswordState = {
  /** Step 1: the last search, kept here because the step's screen unmounts on 下一步. */
  search: EmployerSearch | null;
  /** Step 1: the employer whose password is reset. */
  employer: EmployerCandidate | null;
  /** Step 2: the ticket proving the employer info (15 minutes, single use) and the masked mobile. */
  ticket: ResetTicket | null;
  /** Step 3: the SMS code was accepted for this ticket. */
  codeVerified: boolean;
  /** Step 4: the new password is set; the ticket is spent. */
  done: boolean;
};

export type ForgotPasswordEvent =
  | { type: 'employersFound'; search: EmployerSearch }
  | { type: 'employerPicked'; employer: EmployerCandidate }
  | { type: 'employerVerified'; ticket: ResetTicket }
  | { type: 'codeVerified' }
  | { type: 'passwordReset' }
  /** The ticket expired or the person starts over. */
  | { type: 'restarted' };

export const initialForgotPasswordState: ForgotPasswordState = {
  search: null,
  employer: null,
  ticket: null,
  codeVerified: false,
  done: false,
};

export function forgotPasswordReducer(
  state: ForgotPasswordState,
  event: ForgotPasswordEvent,
): ForgotPasswordState {
  switch (event.type) {
    case 'employersFound':
      // A new search redoes step 1, so an employer picked from the old results no longer stands.
      return { ...initialForgotPasswordState, search: event.search };
    case 'employerPicked':
      return { ...initialForgotPasswordState, search: state.search, employer: event.employer };
    case 'employerVerified':
      return state.employer ? { ...state, ticket: event.ticket, codeVerified: false, done: false } : state;
    case 'codeVerified':
      return state.ticket ? { ...state, codeVerified: true } : state;
    case 'passwordReset':
      return state.codeVerified ? { ...state, done: true } : state;
    case 'restarted':
      return initialForgotPasswordState;
  }
}

/** The route segments of the flow; the appeal (mmss) stands beside the four steps. */
export type ForgotPasswordStep = 'pick' | 'srdwxx' | 'sryzm' | 'czmm' | 'mmss';

export const FORGOT_PASSWORD_STEPS = [
  { key: 'pick', title: '选择单位' },
  { key: 'srdwxx', title: '核验单位' },
  { key: 'sryzm', title: '短信验证' },
  { key: 'czmm', title: '重置密码' },
] as const satisfies readonly { key: ForgotPasswordStep; title: string }[];

export function isForgotPasswordStep(value: string | undefined): value is ForgotPasswordStep {
  return value === 'mmss' || FORGOT_PASSWORD_STEPS.some((step) => step.key === value);
}

/** What a step needs from the steps before it. */
function prerequisitesMet(state: ForgotPasswordState, step: ForgotPasswordStep): boolean {
  switch (step) {
    case 'pick':
    case 'mmss':
      return true;
    case 'srdwxx':
      return state.employer !== null;
    case 'sryzm':
      return state.ticket !== null;
    case 'czmm':
      return state.codeVerified;
  }
}

/**
 * The step to show for a wanted one: itself when its prerequisites are met, else the latest step
 * before it that can be shown (a reload mid-flow loses the ticket and lands back on an earlier step).
 */
export function reachableStep(state: ForgotPasswordState, wanted: ForgotPasswordStep): ForgotPasswordStep {
  if (prerequisitesMet(state, wanted)) return wanted;
  const index = FORGOT_PASSWORD_STEPS.findIndex((step) => step.key === wanted);
  for (let earlier = index - 1; earlier >= 0; earlier -= 1) {
    const step = FORGOT_PASSWORD_STEPS[earlier]?.key;
    if (step && prerequisitesMet(state, step)) return step;
  }
  return 'pick';
}

/** Index of the step in the stepper (the appeal has none of its own: -1). */
export function stepIndex(step: ForgotPasswordStep): number {
  return FORGOT_PASSWORD_STEPS.findIndex((item) => item.key === step);
}

/** The server's answer when the ticket is gone: 找回密码已超时，请重新开始. */
export function isTicketExpired(message: string): boolean {
  return message.includes('超时') || message.includes('重新开始');
}
