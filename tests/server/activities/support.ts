import type { FastifyInstance } from 'fastify';
import { talkPaths, type TalkDraft } from '../../../contract/talks';
import { okResult, post, type EmployerSession, type StaffSession } from '../support/postings';
import { addVenue, dateAhead, SLOT, validTalk } from '../talks/support';

// What the activity calendar's tests share: talks walked through the talk flow into a state.

export type TalkSetup = {
  /** Days of notice in working days (default past the site's notice). */
  workingDays?: number;
  /** Seats of the hall (default 200). */
  seats?: number;
  state?: 'pending' | 'passed';
  draft?: Partial<TalkDraft>;
};

/** A talk of the employer at its site, submitted (and passed unless asked), with its own hall. */
export async function talkIn(
  app: FastifyInstance,
  employer: EmployerSession,
  staff: StaffSession,
  setup: TalkSetup = {},
): Promise<{ id: string; rq: string; hall: string }> {
  const rq = setup.draft?.rq ?? dateAhead(app, setup.workingDays ?? 10);
  const online = setup.draft?.xs === true;
  const hall = online ? '' : await addVenue(app, { zws: setup.seats ?? 200 }, employer.siteCode);
  const draft = validTalk(rq, { ...setup.draft, yjrs: Math.min(setup.seats ?? 200, 100) });
  const { id } = okResult(await post<{ id: string }>(app, talkPaths.save, draft, employer.headers));
  if (!online)
    okResult(
      await post(
        app,
        talkPaths.hold,
        { id, cdlx: '1', cdid: hall, rq, sd: draft.sd || SLOT },
        employer.headers,
      ),
    );
  okResult(await post(app, talkPaths.submit, { id }, employer.headers));
  if (setup.state !== 'pending')
    okResult(await post(app, talkPaths.schoolReview, { id, action: 'pass' }, staff.headers));
  return { id, rq, hall };
}
