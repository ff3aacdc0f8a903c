import { announcementPaths } from '../../../contract/announcements';
import { addDays, chinaDate } from '../../../contract/chinaTime';
import { STATE_CHANGED_MESSAGE, type PostingState } from '../../../contract/workflow';
import { expireOverdueAnnouncements } from '../../../server/announcements';
import type { TestServer } from '../support/testServer';
import { post, startPostingServer, type EmployerSession, type StaffSession } from '../support/postings';
import { announcementIn, detailOf, stateOf, uploadAs, validAnnouncement } from './support';

let server: TestServer;
let employer: EmployerSession;
let staff: StaffSession;
beforeAll(async () => {
  ({ server, employer, staff } = await startPostingServer());
});
afterAll(() => server.close());

type Envelope = { code: number; message: string };
type Contender = { to: PostingState; action: string; call: (id: string) => Promise<Envelope> };

const review = (action: 'pass' | 'reject' | 'changes', to: PostingState): Contender => ({
  to,
  action,
  call: (id) =>
    post(server.app, announcementPaths.schoolReview, { id, action, reason: '请补充' }, staff.headers),
});
const employerCall = (path: string, action: string, to: PostingState, body: object = {}): Contender => ({
  to,
  action,
  call: (id) => post(server.app, path, { id, ...body }, employer.headers),
});

/** Exactly one wins; the other is told the state changed (or, when it read the new state, refused by it). */
async function race(from: PostingState, contenders: Contender[]) {
  for (let round = 0; round < 5; round += 1) {
    const id = await announcementIn(server.app, from, employer, staff);
    const answers = await Promise.all(contenders.map((contender) => contender.call(id)));
    const winners = answers.flatMap((answer, index) => (answer.code === 200 ? [contenders[index]!] : []));
    expect(winners).toHaveLength(1);
    for (const answer of answers.filter((entry) => entry.code !== 200))
      expect(answer.message === STATE_CHANGED_MESSAGE || answer.message.startsWith('当前状态为')).toBe(true);
    expect(await stateOf(server.app, id)).toBe(winners[0]?.to);
    const history = (await detailOf(server.app, id, employer.headers)).history;
    const raced = history.filter((entry) => contenders.some((contender) => contender.action === entry.dz));
    expect(raced.map((entry) => entry.dz)).toEqual([winners[0]?.action]);
  }
}

describe('parallel transitions of one announcement: exactly one wins', () => {
  it('the school passes and rejects at once', () =>
    race('pending', [review('pass', 'published'), review('reject', 'rejected')]));

  it('two reviewers pass at once', () =>
    race('pending', [review('pass', 'published'), review('pass', 'published')]));

  it('the employer withdraws while the school requests changes', () =>
    race('pending', [
      employerCall(announcementPaths.withdraw, 'withdraw', 'draft'),
      review('changes', 'changes'),
    ]));

  it('the employer and the school take it offline at once', () =>
    race('published', [
      employerCall(announcementPaths.offline, 'offline', 'offline'),
      {
        to: 'offline',
        action: 'offline',
        call: (id) =>
          post(server.app, announcementPaths.schoolOffline, { id, reason: '招聘结束' }, staff.headers),
      },
    ]));

  it('the employer edits a published one while the school takes it down', () =>
    race('published', [
      {
        to: 'pending',
        action: 'edit',
        call: (id) =>
          post(
            server.app,
            announcementPaths.save,
            { ...validAnnouncement(server.app), id },
            employer.headers,
          ),
      },
      {
        to: 'offline',
        action: 'offline',
        call: (id) =>
          post(server.app, announcementPaths.schoolOffline, { id, reason: '内容不实' }, staff.headers),
      },
    ]));

  it('two submissions of one draft', () =>
    race('draft', [
      employerCall(announcementPaths.submit, 'submit', 'pending'),
      employerCall(announcementPaths.submit, 'submit', 'pending'),
    ]));
});

it('the expiry and a review of an overdue pending announcement: one wins', async () => {
  for (let round = 0; round < 5; round += 1) {
    const id = await announcementIn(server.app, 'pending', employer, staff);
    const yesterday = addDays(chinaDate(server.clock.now()), -1);
    await server.app.db
      .updateTable('announcements')
      .set({ start_date: addDays(yesterday, -1), end_date: yesterday })
      .where('id', '=', id)
      .execute();
    const [expired, passed] = await Promise.all([
      expireOverdueAnnouncements(server.app.db, server.clock.now()),
      post(server.app, announcementPaths.schoolReview, { id, action: 'pass' }, staff.headers),
    ]);
    const state = await stateOf(server.app, id);
    if (passed.code === 200) {
      // Passed first: published, and the expiry (which read it pending) left it alone or expired it after.
      expect(['published', 'expired']).toContain(state);
    } else {
      expect(state).toBe('expired');
      expect(expired).toBeGreaterThanOrEqual(1);
    }
    const history = (await detailOf(server.app, id, employer.headers)).history.map((entry) => entry.dz);
    expect(
      history.filter((action) => action === 'pass' || action === 'expire').length,
    ).toBeGreaterThanOrEqual(1);
    expect(new Set(history).size).toBe(history.length);
  }
});

it('two announcements claiming one upload at once: one gets it, the other is refused', async () => {
  for (let round = 0; round < 5; round += 1) {
    const path = await uploadAs(server.app, employer.headers);
    const fj = [{ path, name: '简章.pdf' }];
    const answers = await Promise.all(
      [0, 1].map(() =>
        post(server.app, announcementPaths.save, validAnnouncement(server.app, { fj }), employer.headers),
      ),
    );
    expect(answers.map((answer) => answer.code).sort()).toEqual([200, 400]);
    expect(answers.find((answer) => answer.code === 400)?.message).toBe(
      '附件或图片不存在或已失效，请重新上传',
    );
  }
});
