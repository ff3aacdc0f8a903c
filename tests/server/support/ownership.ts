import type { FastifyInstance } from 'fastify';
import type { Envelope } from '../../../contract/envelope';
import type { PostingState } from '../../../contract/workflow';
import { newId } from '../../../server/core/tokens';
import {
  employerAt,
  get,
  newSite,
  post,
  sessionAt,
  staffAt,
  type EmployerSession,
  type Headers,
  type StaffSession,
} from './postings';

// The ownership matrix of a kind of posting: every employer and school call, made by everyone who is not
// the owner, answers exactly as for a missing posting and changes nothing; the owner's succeeds; the other
// audience's session is refused as no session.

export type OwnedRoute = {
  path: string;
  audience: 'employer' | 'school';
  /** The state in which the owner's call succeeds. */
  state: PostingState;
  /** What the owner is answered: the posting (default), a list holding it, or a result per id. */
  answers?: 'list' | 'perId';
  call: (app: FastifyInstance, id: string, headers: Headers) => Promise<Envelope<unknown>>;
};

export const postId =
  (path: string, extra: Record<string, unknown> = {}) =>
  (app: FastifyInstance, id: string, headers: Headers) =>
    post(app, path, { id, ...extra }, headers);
export const getId = (path: string) => (app: FastifyInstance, id: string, headers: Headers) =>
  get(app, path, { id }, headers);
export const getList =
  (path: string, query: Record<string, string | number> = {}) =>
  (app: FastifyInstance, _id: string, headers: Headers) =>
    get(app, path, query, headers);

/** Who is not the owner, by name: each must get exactly the answer a missing posting gets. */
export async function othersThan(
  app: FastifyInstance,
  owner: EmployerSession,
): Promise<Record<string, Headers>> {
  const otherSite = await newSite(app);
  return {
    'another employer of the site': (await employerAt(app)).headers,
    'the owner’s user at another site': await sessionAt(app, owner, otherSite),
    'another site’s staff': (await staffAt(app, otherSite)).headers,
    'no session': {},
  };
}

const SESSION_INVALID = { code: 42, result: null, message: '登录已失效，请重新登录' };

/** Registers the matrix of a kind's routes. */
export function describeOwnership(kind: {
  /** The kind's name in the tests' names: position, announcement. */
  name: string;
  paths: Record<string, string>;
  routes: OwnedRoute[];
  /** The answer to a missing posting's id, e.g. 职位不存在. */
  notFound: string;
  /** A text of every posting `postingIn` makes, which no refusal may show. */
  content: string;
  postingIn: (
    app: FastifyInstance,
    state: PostingState,
    owner: EmployerSession,
    staff: StaffSession,
  ) => Promise<string>;
  stateOf: (app: FastifyInstance, id: string) => Promise<PostingState | undefined>;
  session: () => {
    app: FastifyInstance;
    owner: EmployerSession;
    ownStaff: StaffSession;
    others: Record<string, Headers>;
  };
}): void {
  const NOT_FOUND = { code: 404, result: null, message: kind.notFound };

  it(`covers every employer and school route of ${kind.name}s`, () => {
    const guarded = Object.values(kind.paths).filter((path) => /^\/(com|mgr)\//.test(path));
    expect(kind.routes.map((route) => route.path).sort()).toEqual([...guarded].sort());
  });

  describe.each(kind.routes)('$path', (route) => {
    const postingIn = () => {
      const { app, owner, ownStaff } = kind.session();
      return kind.postingIn(app, route.state, owner, ownStaff);
    };

    it(`answers anyone but the owner exactly as for a missing ${kind.name}, and changes nothing`, async () => {
      const { app, others } = kind.session();
      const id = await postingIn();
      const missing = newId();
      for (const [who, headers] of Object.entries(others)) {
        const answer = await route.call(app, id, headers);
        const forMissing = await route.call(app, missing, headers);
        // The same envelope, the id aside (a result per id names the id it could not act on).
        expect({ who, answer: JSON.stringify(answer).replaceAll(id, '<id>') }).toEqual({
          who,
          answer: JSON.stringify(forMissing).replaceAll(missing, '<id>'),
        });
        expect(JSON.stringify(answer)).not.toContain(kind.content);
        if (who === 'no session') expect(answer).toEqual(SESSION_INVALID);
        const sameAudience = route.audience === 'school' ? who.endsWith('staff') : !who.endsWith('staff');
        if (sameAudience && who !== 'no session' && route.answers === undefined)
          expect(answer).toEqual(NOT_FOUND);
        expect(await kind.stateOf(app, id)).toBe(route.state);
      }
    });

    it('lets the owner act', async () => {
      const { app, owner, ownStaff } = kind.session();
      const id = await postingIn();
      const answer = await route.call(
        app,
        id,
        route.audience === 'employer' ? owner.headers : ownStaff.headers,
      );
      expect(answer.code).toBe(200);
      if (route.answers === 'list') expect(JSON.stringify(answer)).toContain(id);
      else expect(JSON.stringify(answer)).not.toContain(kind.notFound);
    });

    it('answers another audience’s session with code 42', async () => {
      const { app, owner, ownStaff } = kind.session();
      const id = await postingIn();
      const wrongKind = route.audience === 'employer' ? ownStaff.headers : owner.headers;
      expect(await route.call(app, id, wrongKind)).toEqual(SESSION_INVALID);
    });
  });
}
