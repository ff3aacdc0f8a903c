import type { FastifyInstance } from 'fastify';
import {
  SIGN_UP_MESSAGES,
  studentTalkPaths,
  type SignUpResult,
  type StudentTalkDetail,
  type StudentTalkItem,
  type StudentTalkQuery,
  type TalkIdRequest,
} from '../../contract/activities';
import { chinaDate } from '../../contract/chinaTime';
import type { Page } from '../../contract/paging';
import { studentOf } from '../core/auth';
import { ok } from '../core/http/envelope';
import { pageOf } from '../core/http/schemas';
import { cancelSignUp, signedUpTalks, signUp, signUpRefusal, signUpStates } from './attendance';
import { rangeOrUpcoming } from './publicRoutes';
import { detailOf, itemOf, signUpSummary } from './shapes';
import type { TalkActivitySource } from './sources';
import { idBody, idQuery, studentTalkQuery } from './schemas';

/**
 * The student portal's talks (/stu/xjh/*): the passed talks of the student's own school with their
 * sign-up, and signing up or cancelling while the talk has not begun. Another school's talk answers as
 * a missing one.
 */
export function studentTalkRoutes(app: FastifyInstance, talks: TalkActivitySource): void {
  const session = { preHandler: app.requireStudent };

  /** The talk a sign-up is about: passed, of the student's school. */
  async function publicTarget(siteCode: string, id: string) {
    const target = await talks.signUpTarget(app.db, siteCode, id);
    if (target === undefined || !target.confirmed) throw signUpRefusal(SIGN_UP_MESSAGES.notFound);
    return target;
  }

  async function resultFor(talkId: string, capacity: number, studentId: string): Promise<SignUpResult> {
    const [states, mine] = await Promise.all([
      signUpStates(app.db, [talkId]),
      signedUpTalks(app.db, studentId, [talkId]),
    ]);
    return { bm: signUpSummary(capacity, states.get(talkId)), ybm: mine.has(talkId) };
  }

  app.get<{ Querystring: StudentTalkQuery }>(
    studentTalkPaths.list,
    { ...session, schema: { querystring: studentTalkQuery } },
    async (request) => {
      const { studentId, xxdm } = studentOf(request);
      const range = rangeOrUpcoming(request.query, chinaDate(app.clock.now()));
      const { page, size } = pageOf(request.query);
      const listed = await talks.listPublic(
        app.db,
        xxdm,
        { ...range, keyword: request.query.keyword },
        { limit: size, offset: (page - 1) * size },
      );
      const ids = listed.records.map((item) => item.id);
      const [records, states, mine] = await Promise.all([
        talks.publicDetails(app.db, xxdm, ids),
        signUpStates(app.db, ids),
        signedUpTalks(app.db, studentId, ids),
      ]);
      const capacity = new Map(records.map((record) => [record.id, record.capacity]));
      return ok<Page<StudentTalkItem>>({
        records: listed.records.map((item) => ({
          ...itemOf(item),
          bm: signUpSummary(capacity.get(item.id) ?? 0, states.get(item.id)),
          ybm: mine.has(item.id),
        })),
        total: listed.total,
      });
    },
  );

  app.get<{ Querystring: TalkIdRequest }>(
    studentTalkPaths.detail,
    { ...session, schema: { querystring: idQuery } },
    async (request) => {
      const { studentId, xxdm } = studentOf(request);
      const [record] = await talks.publicDetails(app.db, xxdm, [request.query.id]);
      if (record === undefined) throw signUpRefusal(SIGN_UP_MESSAGES.notFound);
      const [states, mine] = await Promise.all([
        signUpStates(app.db, [record.id]),
        signedUpTalks(app.db, studentId, [record.id]),
      ]);
      return ok<StudentTalkDetail>({ ...detailOf(record, states.get(record.id)), ybm: mine.has(record.id) });
    },
  );

  app.post<{ Body: TalkIdRequest }>(
    studentTalkPaths.signUp,
    { ...session, config: { encoding: 'json' }, schema: { body: idBody } },
    async (request) => {
      const { studentId, xxdm } = studentOf(request);
      const target = await publicTarget(xxdm, request.body.id);
      const now = app.clock.now();
      if (target.startsAt <= now) throw signUpRefusal(SIGN_UP_MESSAGES.ended);
      if (target.capacity === 0) throw signUpRefusal(SIGN_UP_MESSAGES.closed);
      await signUp(app.db, now, { talkId: target.id, studentId, siteCode: xxdm, capacity: target.capacity });
      return ok<SignUpResult>(
        await resultFor(target.id, target.capacity, studentId),
        SIGN_UP_MESSAGES.signedUp,
      );
    },
  );

  app.post<{ Body: TalkIdRequest }>(
    studentTalkPaths.cancel,
    { ...session, config: { encoding: 'json' }, schema: { body: idBody } },
    async (request) => {
      const { studentId, xxdm } = studentOf(request);
      const target = await publicTarget(xxdm, request.body.id);
      if (target.startsAt <= app.clock.now()) throw signUpRefusal(SIGN_UP_MESSAGES.cancelEnded);
      await cancelSignUp(app.db, target.id, studentId);
      return ok<SignUpResult>(
        await resultFor(target.id, target.capacity, studentId),
        SIGN_UP_MESSAGES.cancelled,
      );
    },
  );
}
