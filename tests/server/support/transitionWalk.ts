import type { FastifyInstance } from 'fastify';
import {
  ACTOR_CODES,
  findTransition,
  postingWorkflow,
  refusalMessage,
  type Actor,
  type PostingAction,
  type PostingState,
  type ReviewHistoryEntry,
} from '../../../contract/workflow';
import { get, okResult, post, type EmployerSession, type StaffSession } from './postings';

// The walk of postingWorkflow through a kind's calls: every action a person takes, from every state,
// does what the table says (the state it leads to and its history entry), or is refused naming the state
// and changes nothing.

type Session = { app: FastifyInstance; employer: EmployerSession; staff: StaffSession };

const STATES = Object.keys(postingWorkflow.states) as PostingState[];

/** Saving a draft, rejected or changes-requested posting is no transition: it keeps its state. */
const SAVED_IN_PLACE: readonly PostingState[] = ['draft', 'rejected', 'changes'];

export function describeTransitionWalk(kind: {
  paths: {
    save: string;
    submit: string;
    withdraw: string;
    offline: string;
    history: string;
    schoolReview: string;
    schoolOffline: string;
  };
  /** What the employer saves to edit the posting (its whole content, changed). */
  edited: (app: FastifyInstance, id: string) => object;
  postingIn: (
    app: FastifyInstance,
    state: PostingState,
    employer: EmployerSession,
    staff: StaffSession,
  ) => Promise<string>;
  stateOf: (app: FastifyInstance, id: string) => Promise<PostingState | undefined>;
  session: () => Session;
}): void {
  const { paths } = kind;
  /** Every action a person takes through the calls, with the call that attempts it. */
  const attempts: {
    action: PostingAction;
    by: Actor;
    attempt: (session: Session, id: string) => Promise<{ code: number; message: string }>;
  }[] = [
    {
      action: 'submit',
      by: 'employer',
      attempt: ({ app, employer }, id) => post(app, paths.submit, { id }, employer.headers),
    },
    {
      action: 'withdraw',
      by: 'employer',
      attempt: ({ app, employer }, id) => post(app, paths.withdraw, { id }, employer.headers),
    },
    {
      action: 'edit',
      by: 'employer',
      attempt: ({ app, employer }, id) => post(app, paths.save, kind.edited(app, id), employer.headers),
    },
    {
      action: 'offline',
      by: 'employer',
      attempt: ({ app, employer }, id) => post(app, paths.offline, { id }, employer.headers),
    },
    ...(['pass', 'reject', 'changes'] as const).map((action) => ({
      action,
      by: 'school' as const,
      attempt: ({ app, staff }: Session, id: string) =>
        post(app, paths.schoolReview, { id, action, reason: '信息需要补充' }, staff.headers),
    })),
    {
      action: 'offline',
      by: 'school',
      attempt: ({ app, staff }, id) =>
        post(app, paths.schoolOffline, { id, reason: '招聘已结束' }, staff.headers),
    },
  ];

  describe.each(attempts.map((entry) => [`${entry.by} ${entry.action}`, entry] as const))(
    '%s',
    (_name, entry) => {
      it.each(STATES)('from %s: as the table says', async (from) => {
        const session = kind.session();
        const { app, employer, staff } = session;
        const id = await kind.postingIn(app, from, employer, staff);
        const answer = await entry.attempt(session, id);
        const transition = findTransition(postingWorkflow, from, entry.action, entry.by);
        if (transition !== undefined) {
          expect(answer.code).toBe(200);
          expect(await kind.stateOf(app, id)).toBe(transition.to);
          const history = okResult(
            await get<ReviewHistoryEntry[]>(app, paths.history, { id }, employer.headers),
          );
          expect(history.at(-1)).toMatchObject({
            dz: entry.action,
            yzt: postingWorkflow.states[from].code,
            xzt: postingWorkflow.states[transition.to].code,
            czrlx: ACTOR_CODES[entry.by],
          });
        } else if (entry.action === 'edit' && SAVED_IN_PLACE.includes(from)) {
          expect(answer).toMatchObject({ code: 200, message: '保存成功' });
          expect(await kind.stateOf(app, id)).toBe(from);
        } else {
          expect(answer).toEqual({
            code: 400,
            result: null,
            message: refusalMessage(postingWorkflow, from, entry.action),
          });
          expect(await kind.stateOf(app, id)).toBe(from);
        }
      });
    },
  );

  it('walks every transition of the table that a person takes at least once', () => {
    const walked = new Set(attempts.map(({ action, by }) => `${action}/${by}`));
    const personal = postingWorkflow.transitions.filter((row) => row.by !== 'system');
    expect(personal.filter((row) => !walked.has(`${row.action}/${row.by}`))).toEqual([]);
  });
}
