import { http, HttpResponse } from 'msw';
import { InterceptionLatch } from '../../../app/employer/guard/interceptionLatch';
import { runGuard } from '../../../app/employer/guard/runGuard';
import { clearBrowserState, envelope, recording, startMockApi } from '../support/mockApi';
import { guardEnv, loggedIn, target } from './support';

const server = startMockApi();
beforeEach(clearBrowserState);

/** Records the survey calls, to see which steps ran. */
function surveyCalls({
  switchOn = true,
  wjqbf = '1',
  map = {},
}: { switchOn?: boolean; wjqbf?: string; map?: Record<string, string> } = {}) {
  const flags = recording('post', '/com/wjdc/jysfxydj', () => envelope({ wjqbf, wjhbf: '1' }));
  const routeMap = recording('get', '/com/wjdc/getWjidByPath', () => envelope(map));
  const lookup = recording('post', '/com/wjdc/lj', () => envelope({ required: [], unrequired: [] }));
  server.use(
    http.get('/com/wjdc/hqwjkg', () => HttpResponse.json(envelope(switchOn))),
    flags.handler,
    routeMap.handler,
    lookup.handler,
  );
  return { flags: flags.calls, routeMap: routeMap.calls, lookup: lookup.calls };
}

describe('runGuard', () => {
  it('runs the survey checks 9, 10 and 11 in order for a named route of a logged-in employer', async () => {
    const calls = surveyCalls();
    const { env } = guardEnv({ session: loggedIn });
    await expect(runGuard(target('/zpxx/zpzwgl'), env, new InterceptionLatch())).resolves.toEqual({
      type: 'allow',
    });
    expect([calls.flags.length, calls.routeMap.length, calls.lookup.length]).toEqual([1, 1, 1]);
  });

  it('stops at the first step that decides: the before-survey redirect skips the map and the interception', async () => {
    const calls = surveyCalls({ wjqbf: '0' });
    const { env } = guardEnv({ session: loggedIn });
    await expect(runGuard(target('/zpxx/zpzwgl'), env, new InterceptionLatch())).resolves.toEqual({
      type: 'redirect',
      to: '/dwwjdc/part0?redirect=%2Fdwpage%2Fzpxx%2Fzpzwgl',
    });
    expect([calls.routeMap.length, calls.lookup.length]).toEqual([0, 0]);
  });

  it('a mapped questionnaire leaves before the interception is asked', async () => {
    const calls = surveyCalls({ map: { zpzwgl: 'wj-5' } });
    const { env } = guardEnv({ session: loggedIn });
    const outcome = await runGuard(target('/zpxx/zpzwgl'), env, new InterceptionLatch());
    expect(outcome.type).toBe('leave');
    expect(calls.lookup).toHaveLength(0);
  });

  it.each(['/xjh/jbxx', '/dwwjdc/part0', '/xzdhy', '/wtgl/ckwt', '/dwmobileHome', '/'])(
    'asks no survey question before the exempt route %s',
    async (path) => {
      const calls = surveyCalls({ wjqbf: '0' });
      const { env } = guardEnv({ session: loggedIn });
      await expect(runGuard(target(path), env, new InterceptionLatch())).resolves.toEqual({ type: 'allow' });
      expect([calls.flags.length, calls.routeMap.length, calls.lookup.length]).toEqual([0, 0, 0]);
    },
  );

  it("asks nothing on /dwwjmm, which only redirects to its exempt first step (as the spec's redirect routes do)", async () => {
    const calls = surveyCalls({ wjqbf: '0' });
    const { env } = guardEnv({ session: loggedIn });
    await expect(runGuard(target('/dwwjmm'), env, new InterceptionLatch())).resolves.toEqual({
      type: 'allow',
    });
    expect(calls.flags).toHaveLength(0);
  });

  it('asks no survey question when only the query of the page changes (a tab, a filter, ?id=)', async () => {
    const calls = surveyCalls({ wjqbf: '0' });
    const { env } = guardEnv({ session: loggedIn });
    await expect(
      runGuard(target('/zpxx/zpzwgl?zt=2&id=p1'), env, new InterceptionLatch(), { samePage: true }),
    ).resolves.toEqual({ type: 'allow' });
    expect([calls.flags.length, calls.routeMap.length, calls.lookup.length]).toEqual([0, 0, 0]);
  });

  it('asks no survey question without a token, nor for an unknown path', async () => {
    const calls = surveyCalls({ wjqbf: '0' });
    await expect(runGuard(target('/zpxx/zpzwgl'), guardEnv().env, new InterceptionLatch())).resolves.toEqual({
      type: 'allow',
    });
    await expect(
      runGuard(target('/no/such/page'), guardEnv({ session: loggedIn }).env, new InterceptionLatch()),
    ).resolves.toEqual({ type: 'allow' });
    expect(calls.flags).toHaveLength(0);
  });

  it('sends a logged-in employer away from Login before anything else', async () => {
    const calls = surveyCalls({ wjqbf: '0' });
    const { env } = guardEnv({ session: loggedIn });
    await expect(runGuard(target('/login/00000/1'), env, new InterceptionLatch())).resolves.toEqual({
      type: 'redirect',
      to: '/dwsy',
    });
    expect(calls.flags).toHaveLength(0);
  });

  it('uses the fallback school code for the survey calls', async () => {
    const calls = surveyCalls();
    const { env } = guardEnv({ session: { ...loggedIn, xxdm: null } });
    await runGuard(target('/zpxx/zpzwgl'), env, new InterceptionLatch());
    expect(calls.flags[0]?.body).toEqual({ xxdm: '00000' });
    expect(calls.routeMap[0]?.url.searchParams.get('xxdm')).toBe('00000');
  });

  it('stores a handed-over session and then checks the page as that employer', async () => {
    surveyCalls();
    const { env, store } = guardEnv();
    await expect(
      runGuard(target('/dwsy?comToken=T&xxdm=10001&dwmc=X'), env, new InterceptionLatch()),
    ).resolves.toEqual({
      type: 'redirect',
      to: '/dwsy',
    });
    expect(store.getState().employerSession.token).toBe('T');
  });
});
