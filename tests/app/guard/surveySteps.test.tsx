import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { InterceptionLatch } from '../../../app/employer/guard/interceptionLatch';
import { encodeHexPath } from '../../../app/api/hexPath';
import { routeQuestionnaire } from '../../../app/employer/guard/steps/routeQuestionnaire';
import { surveyFlags } from '../../../app/employer/guard/steps/surveyFlags';
import { surveyInterception } from '../../../app/employer/guard/steps/surveyInterception';
import { FeedbackHost, resetFeedback } from '../../../ui/Feedback';
import { ThemeRoot } from '../../../ui/theme';
import { clearBrowserState, envelope, recording, startMockApi } from '../support/mockApi';
import { guardEnv, loggedIn, target } from './support';

const server = startMockApi();
beforeEach(clearBrowserState);
afterEach(() => resetFeedback());

const switchOn = () => http.get('/com/wjdc/hqwjkg', () => HttpResponse.json(envelope(true)));
const flags = (wjqbf: string, wjhbf: string) =>
  http.post('/com/wjdc/jysfxydj', () => HttpResponse.json(envelope({ wjqbf, wjhbf })));

describe('encodeHexPath', () => {
  it('writes the UTF-8 bytes as hex', () => {
    expect(encodeHexPath('/dwpage/a?b=1')).toBe('2f6477706167652f613f623d31');
    expect(encodeHexPath('/中')).toBe('2fe4b8ad');
  });
});

describe('step 9: before- and after-survey flags', () => {
  it('asks nothing more while the school has the questionnaire switch off', async () => {
    const { handler, calls } = recording('post', '/com/wjdc/jysfxydj', () =>
      envelope({ wjqbf: '0', wjhbf: '0' }),
    );
    server.use(handler);
    const { env } = guardEnv({ session: loggedIn });
    await expect(surveyFlags(target('/jlgl/sddjl?page=2'), env, '10001')).resolves.toEqual({ type: 'next' });
    expect(calls).toHaveLength(0);
  });

  it.each([
    ['a failed switch call', http.get('/com/wjdc/hqwjkg', () => HttpResponse.error())],
    [
      'a switch answering another code',
      http.get('/com/wjdc/hqwjkg', () => HttpResponse.json(envelope(true, 500))),
    ],
  ])('reads %s as off', async (_case, switchHandler) => {
    server.use(switchHandler, flags('0', '0'));
    const { env } = guardEnv({ session: loggedIn });
    await expect(surveyFlags(target('/jlgl/sddjl?page=2'), env, '10001')).resolves.toEqual({ type: 'next' });
  });

  it('sends the school code and goes to dwwjdc0 while the before-survey is not done', async () => {
    const { handler, calls } = recording('post', '/com/wjdc/jysfxydj', () =>
      envelope({ wjqbf: '0', wjhbf: '0' }),
    );
    server.use(switchOn(), handler);
    const { env } = guardEnv({ session: loggedIn });
    await expect(surveyFlags(target('/jlgl/sddjl?page=2'), env, '10001')).resolves.toEqual({
      type: 'redirect',
      to: '/dwwjdc/part0?redirect=%2Fdwpage%2Fjlgl%2Fsddjl%3Fpage%3D2',
    });
    expect(calls[0]?.body).toEqual({ xxdm: '10001' });
    expect(calls[0]?.headers.get('accessToken')).toBe('emp');
  });

  it.each([
    [null, { type: 'redirect', to: '/dwwjdc/part0.1?redirect=%2Fdwpage%2Fjlgl%2Fsddjl%3Fpage%3D2' }],
    ['0', { type: 'redirect', to: '/dwwjdc/part0.1?redirect=%2Fdwpage%2Fjlgl%2Fsddjl%3Fpage%3D2' }],
    ['1', { type: 'next' }],
  ])('after-survey not done, iswcwj %s -> %j', async (iswcwj, outcome) => {
    server.use(switchOn(), flags('1', '0'));
    const { env } = guardEnv({ session: { ...loggedIn, iswcwj } });
    await expect(surveyFlags(target('/jlgl/sddjl?page=2'), env, '10001')).resolves.toEqual(outcome);
  });

  it('lets the navigation go on when both are done', async () => {
    server.use(switchOn(), flags('1', '1'));
    const { env } = guardEnv({ session: loggedIn });
    await expect(surveyFlags(target('/jlgl/sddjl?page=2'), env, '10001')).resolves.toEqual({ type: 'next' });
  });
});

describe('step 10: questionnaire mapped to the route', () => {
  it('sends the browser to the server questionnaire page for the mapped route, returning here', async () => {
    const { handler, calls } = recording('get', '/com/wjdc/getWjidByPath', () =>
      envelope({ zpzwgl: 'wj-7' }),
    );
    server.use(handler);
    const { env } = guardEnv({ session: loggedIn });
    const outcome = await routeQuestionnaire(target('/zpxx/zpzwgl?page=2'), env, '10001');
    expect(calls[0]?.url.searchParams.get('xxdm')).toBe('10001');
    expect(outcome).toMatchObject({ type: 'leave', replace: false });
    const url = new URL((outcome as { url: string }).url, 'http://localhost');
    expect(url.pathname).toBe('/com/sso/wjdc/gotoWjdc');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      wjid: 'wj-7',
      dwid: 'dw1',
      path: encodeHexPath('/dwpage/zpxx/zpzwgl?page=2'),
    });
  });

  it.each([
    ['an unmapped route', () => HttpResponse.json(envelope({ fbzpzw: 'wj-1' }))],
    ['a failed map call', () => HttpResponse.error()],
  ])('goes on for %s', async (_case, reply) => {
    server.use(http.get('/com/wjdc/getWjidByPath', reply));
    const { env } = guardEnv({ session: loggedIn });
    await expect(routeQuestionnaire(target('/zpxx/zpzwgl'), env, '10001')).resolves.toEqual({ type: 'next' });
  });
});

describe('step 11: survey interception', () => {
  function renderHost() {
    render(
      <ThemeRoot>
        <FeedbackHost />
      </ThemeRoot>,
    );
    return userEvent.setup();
  }
  const interception = (required: string[], unrequired: string[]) =>
    recording('post', '/com/wjdc/lj', () => envelope({ required, unrequired }));

  it('runs once per navigation: a taken latch lets the navigation through without asking', async () => {
    const lookup = interception(['wj-1'], []);
    server.use(lookup.handler);
    const { env } = guardEnv({ session: loggedIn });
    const latch = new InterceptionLatch();
    latch.take();
    await expect(surveyInterception(target('/zpxx/zpzwgl'), env, latch)).resolves.toEqual({ type: 'allow' });
    expect(lookup.calls).toHaveLength(0);
    latch.rearm();
    expect(latch.take()).toBe(true);
  });

  it('allows the navigation when nothing is pending, asking with the route path', async () => {
    const lookup = interception([], []);
    server.use(lookup.handler);
    const { env } = guardEnv({ session: loggedIn });
    await expect(
      surveyInterception(target('/zpxx/zpzwgl?x=1'), env, new InterceptionLatch()),
    ).resolves.toEqual({
      type: 'allow',
    });
    expect(lookup.calls[0]?.body).toEqual({ router: '/zpxx/zpzwgl' });
  });

  it('blocks for a required survey, then replaces the location with its address', async () => {
    const address = recording('post', '/com/wjdc/wjdz', () => ({
      code: 0,
      result: '/pub/wjdc/page?ticket=T',
      message: '',
    }));
    server.use(interception(['wj-1', 'wj-2'], ['wj-3']).handler, address.handler);
    const user = renderHost();
    const { env } = guardEnv({ session: loggedIn });
    const outcome = surveyInterception(target('/zpxx/zpzwgl'), env, new InterceptionLatch());

    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('您有问卷需要作答，回答完成后才能继续下一步操作。');
    expect(screen.queryByRole('button', { name: /关闭/ })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '知道了' }));

    await expect(outcome).resolves.toEqual({ type: 'leave', url: '/pub/wjdc/page?ticket=T', replace: true });
    expect(address.calls[0]?.body).toEqual({ path: encodeHexPath('/dwpage/zpxx/zpzwgl'), wjid: 'wj-1' });
  });

  it('rejects the navigation and shows the server message when the address call fails', async () => {
    server.use(
      interception(['wj-1'], []).handler,
      http.post('/com/wjdc/wjdz', () =>
        HttpResponse.json({ code: 404, result: null, message: '问卷已关闭' }),
      ),
    );
    const user = renderHost();
    const { env } = guardEnv({ session: loggedIn });
    const outcome = surveyInterception(target('/zpxx/zpzwgl'), env, new InterceptionLatch());
    await user.click(await screen.findByRole('button', { name: '知道了' }));
    expect(await screen.findByText('问卷已关闭')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /确定|知道了/ }));
    await expect(outcome).resolves.toEqual({ type: 'reject' });
  });

  it('offers optional surveys: 去答卷 opens each in a new window and the navigation goes on', async () => {
    server.use(interception([], ['wj-3', 'wj-4']).handler);
    const user = renderHost();
    const { env, opened } = guardEnv({ session: loggedIn });
    const outcome = surveyInterception(target('/jlgl/sddjl'), env, new InterceptionLatch());
    expect(await screen.findByText('您有2份问卷需要作答')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '去答卷' }));
    await expect(outcome).resolves.toEqual({ type: 'allow' });
    expect(opened).toEqual(['/pub/wjdc/page?ticket=wj-3', '/pub/wjdc/page?ticket=wj-4']);
  });

  it('offers the surveys whose window the browser blocked as links, and says which addresses failed', async () => {
    server.use(
      interception([], ['wj-3', 'wj-4', 'wj-5']).handler,
      http.post('/com/wjdc/wjdz', async ({ request }) => {
        const { wjid } = (await request.json()) as { wjid: string };
        return HttpResponse.json(
          wjid === 'wj-5'
            ? { code: 404, result: null, message: '问卷已关闭' }
            : { code: 0, result: `/pub/wjdc/page?ticket=${wjid}`, message: '' },
        );
      }),
    );
    const user = renderHost();
    const { env, opened } = guardEnv({ session: loggedIn, windowsAllowed: 1 });
    const outcome = surveyInterception(target('/jlgl/sddjl'), env, new InterceptionLatch());
    await user.click(await screen.findByRole('button', { name: '去答卷' }));
    await expect(outcome).resolves.toEqual({ type: 'allow' });
    expect(opened).toEqual(['/pub/wjdc/page?ticket=wj-3']);

    const offer = (
      await screen.findByText('浏览器拦截了新窗口，请点击下面的链接打开问卷：')
    ).closest<HTMLElement>('[role="alertdialog"]')!;
    expect(within(offer).getByRole('link', { name: /问卷1/ })).toHaveAttribute(
      'href',
      '/pub/wjdc/page?ticket=wj-4',
    );
    expect(within(offer).getAllByRole('link')).toHaveLength(1);
    expect(offer).toHaveTextContent('另有1份问卷的地址获取失败，请稍后再试。');
  });

  it('暂不答卷 lets the navigation go on without opening anything', async () => {
    server.use(interception([], ['wj-3']).handler);
    const user = renderHost();
    const { env, opened } = guardEnv({ session: loggedIn });
    const outcome = surveyInterception(target('/jlgl/sddjl'), env, new InterceptionLatch());
    await user.click(await screen.findByRole('button', { name: '暂不答卷' }));
    await expect(outcome).resolves.toEqual({ type: 'allow' });
    await waitFor(() => expect(screen.queryByText('您有1份问卷需要作答')).not.toBeInTheDocument());
    expect(opened).toEqual([]);
  });

  it('lets the navigation go on when the lookup fails', async () => {
    server.use(http.post('/com/wjdc/lj', () => HttpResponse.error()));
    const { env } = guardEnv({ session: loggedIn });
    await expect(surveyInterception(target('/jlgl/sddjl'), env, new InterceptionLatch())).resolves.toEqual({
      type: 'allow',
    });
  });
});
