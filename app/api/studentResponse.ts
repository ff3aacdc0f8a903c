/** Spec section 8: the student-side client's code table, as data the effect runner carries out. */

export const STUDENT_TIMEOUT_MS = 20_000;

/** Codes handed back to the caller untouched, without any message. */
export const SILENT_CODES: ReadonlySet<number> = new Set([200, 0, 1, 2, 4, 1004]);

/** A resume below 50% complete, or none uploaded: the message says so and the student goes to fix it. */
export const INCOMPLETE_RESUME_PATTERN = /简历.*(50%|百分之五十|上传)|(50%|百分之五十|上传).*简历/;

export const STUDENT_PATHS = {
  registerDesktop: '/sc/register',
  registerPhone: '/mobile/register',
  myResume: '/sc/myResume',
  /** The same page in the phone layout: a phone sent to /sc/ would get the desktop one. */
  myResumePhone: '/mobile/myResume',
  joinRoom: '/videoCall/joinRoom',
} as const;

export type StudentEffect =
  /** A toast on desktop, a notice on phone. */
  | { type: 'toast'; text: string }
  | { type: 'errorDialog'; text: string }
  | { type: 'alert'; text: string }
  /** A page of this app (router navigation). */
  | { type: 'navigate'; to: string }
  /** A page of the student site, outside this app. */
  | { type: 'assign'; url: string }
  | { type: 'clearStudentToken' }
  /** Code 400301: a fresh app token for this device. */
  | { type: 'appLogin' }
  | { type: 'reload' };

export type StudentDecision = { effects: StudentEffect[]; settle: 'resolve' | 'reject'; reason?: string };

export type StudentContext = {
  isPhone: boolean;
  /** The request asked for no messages (navigation and session effects still happen). */
  silent: boolean;
  hasStudentToken: boolean;
};

const shown = (ctx: StudentContext, effect: StudentEffect): StudentEffect[] => (ctx.silent ? [] : [effect]);

/** What the client does for one response code. Effects run in order; then the call settles. */
export function decideStudentResponse(code: number, message: string, ctx: StudentContext): StudentDecision {
  const text = message || 'Error';
  const reject = (effects: StudentEffect[]): StudentDecision => ({ effects, settle: 'reject', reason: text });
  if (SILENT_CODES.has(code)) return { effects: [], settle: 'resolve' };
  switch (code) {
    case 4001:
    case 4002:
    case 500:
      return reject(shown(ctx, { type: 'toast', text }));
    case 4007:
      return reject([
        ...shown(ctx, { type: 'toast', text }),
        { type: 'assign', url: ctx.isPhone ? STUDENT_PATHS.registerPhone : STUDENT_PATHS.registerDesktop },
      ]);
    case 501:
      return reject([
        ...shown(ctx, { type: 'alert', text }),
        { type: 'navigate', to: STUDENT_PATHS.joinRoom },
      ]);
    case 4003:
      return reject([
        ...shown(ctx, { type: 'toast', text }),
        ...(ctx.hasStudentToken ? [{ type: 'clearStudentToken' } as const] : []),
        { type: 'reload' },
      ]);
    case 400301:
      return reject([{ type: 'appLogin' }, { type: 'reload' }]);
    case 4004:
    case 5000:
    case 401:
      return reject([
        ...shown(ctx, { type: 'errorDialog', text }),
        ...(INCOMPLETE_RESUME_PATTERN.test(message)
          ? [
              {
                type: 'assign',
                url: ctx.isPhone ? STUDENT_PATHS.myResumePhone : STUDENT_PATHS.myResume,
              } as const,
            ]
          : []),
      ]);
    default:
      return reject([]);
  }
}
