import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setAppNavigator } from '../../app/api/appNavigation';
import {
  STUDENT_APP_TOKEN_PATH,
  StudentRequestError,
  studentRequest,
  type StudentClientEnv,
} from '../../app/api/studentClient';
import {
  STUDENT_TIMEOUT_MS,
  decideStudentResponse,
  type StudentContext,
} from '../../app/api/studentResponse';
import { emptyStudentSession } from '../../app/session/studentSessionSlice';
import { makeStore } from '../../app/store';
import { FeedbackHost, resetFeedback } from '../../ui/Feedback';
import { ThemeRoot } from '../../ui/theme';
import { clearBrowserState, envelope, recording, startMockApi } from './support/mockApi';

const desktop: StudentContext = { isPhone: false, silent: false, hasStudentToken: true };
const phone: StudentContext = { ...desktop, isPhone: true };

describe('decideStudentResponse', () => {
  it.each([200, 0, 1, 2, 4, 1004])('hands code %i back to the caller silently', (code) => {
    expect(decideStudentResponse(code, 'x', desktop)).toEqual({ effects: [], settle: 'resolve' });
  });

  it.each([4001, 4002, 500])('shows the message of code %i and rejects', (code) => {
    expect(decideStudentResponse(code, '参数错误', desktop)).toEqual({
      effects: [{ type: 'toast', text: '参数错误' }],
      settle: 'reject',
      reason: '参数错误',
    });
  });

  it.each([
    [desktop, '/sc/register'],
    [phone, '/mobile/register'],
  ])('code 4007 shows the error, then goes to registration (%j)', (ctx, url) => {
    expect(decideStudentResponse(4007, '请先注册', ctx).effects).toEqual([
      { type: 'toast', text: '请先注册' },
      { type: 'assign', url },
    ]);
  });

  it('code 501 alerts, then goes to the video room', () => {
    expect(decideStudentResponse(501, '面试已开始', desktop).effects).toEqual([
      { type: 'alert', text: '面试已开始' },
      { type: 'navigate', to: '/videoCall/joinRoom' },
    ]);
  });

  it('code 4003 shows the message, clears the student token if any, and reloads', () => {
    expect(decideStudentResponse(4003, '登录已失效', desktop).effects).toEqual([
      { type: 'toast', text: '登录已失效' },
      { type: 'clearStudentToken' },
      { type: 'reload' },
    ]);
    expect(decideStudentResponse(4003, '登录已失效', { ...desktop, hasStudentToken: false }).effects).toEqual(
      [{ type: 'toast', text: '登录已失效' }, { type: 'reload' }],
    );
  });

  it('code 400301 logs in again through the app, then reloads', () => {
    expect(decideStudentResponse(400301, 'app token 过期', desktop).effects).toEqual([
      { type: 'appLogin' },
      { type: 'reload' },
    ]);
  });

  it.each([4004, 5000, 401])('code %i shows an error dialog', (code) => {
    expect(decideStudentResponse(code, '无权限', desktop).effects).toEqual([
      { type: 'errorDialog', text: '无权限' },
    ]);
  });

  it.each(['您的简历完整度未达到50%，请先完善简历', '请先上传简历后再投递'])(
    'an incomplete resume (%s) also sends the student to /sc/myResume',
    (message) => {
      expect(decideStudentResponse(4004, message, desktop).effects).toEqual([
        { type: 'errorDialog', text: message },
        { type: 'assign', url: '/sc/myResume' },
      ]);
    },
  );

  it('an incomplete resume sends a phone to the same page in the phone layout, /mobile/myResume', () => {
    expect(decideStudentResponse(4004, '简历完整度不足50%，请完善在线简历', phone).effects).toEqual([
      { type: 'errorDialog', text: '简历完整度不足50%，请完善在线简历' },
      { type: 'assign', url: '/mobile/myResume' },
    ]);
  });

  it('rejects any other code with the message, or Error without one, showing nothing', () => {
    expect(decideStudentResponse(777, '奇怪', desktop)).toEqual({
      effects: [],
      settle: 'reject',
      reason: '奇怪',
    });
    expect(decideStudentResponse(777, '', desktop).reason).toBe('Error');
  });

  it('a silent request shows nothing but keeps navigation and session effects', () => {
    const silent = { ...desktop, silent: true };
    expect(decideStudentResponse(4001, 'x', silent).effects).toEqual([]);
    expect(decideStudentResponse(4007, 'x', silent).effects).toEqual([
      { type: 'assign', url: '/sc/register' },
    ]);
    expect(decideStudentResponse(4003, 'x', silent).effects).toEqual([
      { type: 'clearStudentToken' },
      { type: 'reload' },
    ]);
  });
});

describe('studentRequest', () => {
  const server = startMockApi();
  const assign = jest.fn();
  const reload = jest.fn();
  beforeEach(() => {
    clearBrowserState();
    assign.mockReset();
    reload.mockReset();
  });
  afterEach(() => {
    resetFeedback();
    setAppNavigator(null);
    jest.useRealTimers();
  });

  function setup(isPhone = false) {
    const store = makeStore({
      device: { isPhone },
      studentSession: { ...emptyStudentSession, token: 'stok', schoolCode: '10001' },
    });
    const env: StudentClientEnv = {
      getState: store.getState,
      dispatch: store.dispatch,
      page: { assign, reload },
    };
    render(
      <ThemeRoot>
        <FeedbackHost variant={isPhone ? 'phone' : 'desktop'} />
      </ThemeRoot>,
    );
    return { store, env, user: userEvent.setup() };
  }

  it('resolves with the envelope and sends the student token', async () => {
    const { handler, calls } = recording('get', '/stu/grzx/syxx/info', () => envelope({ name: '张三' }));
    server.use(handler);
    const { env } = setup();
    await expect(studentRequest({ url: '/stu/grzx/syxx/info', params: { a: [1, 2] } }, env)).resolves.toEqual(
      envelope({ name: '张三' }),
    );
    expect(calls[0]?.headers.get('accessToken')).toBe('stok');
    expect(calls[0]?.url.search).toBe('?a=1&a=2');
  });

  it('code 4001 shows a toast on desktop and rejects with the message', async () => {
    server.use(http.get('/stu/x', () => HttpResponse.json(envelope(null, 4001, '参数错误'))));
    const { env } = setup();
    const failure = studentRequest({ url: '/stu/x' }, env);
    await expect(failure).rejects.toEqual(new StudentRequestError('参数错误', 4001));
    expect(await screen.findByText('参数错误')).toBeInTheDocument();
  });

  it('code 4003 clears the student token and reloads', async () => {
    server.use(http.get('/stu/x', () => HttpResponse.json(envelope(null, 4003, '登录已失效'))));
    const { env, store } = setup(true);
    await expect(studentRequest({ url: '/stu/x' }, env)).rejects.toBeInstanceOf(StudentRequestError);
    expect(store.getState().studentSession.token).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('登录已失效')).toBeInTheDocument();
  });

  it('code 501 waits for the alert, then goes to the video room in the app', async () => {
    server.use(http.get('/stu/x', () => HttpResponse.json(envelope(null, 501, '请进入面试间'))));
    const navigate = jest.fn();
    setAppNavigator(navigate);
    const { env, user } = setup();
    const failure = studentRequest({ url: '/stu/x' }, env).catch((error: unknown) => error);
    expect(await screen.findByText('请进入面试间')).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: /确定|知道了/ }));
    expect(await failure).toBeInstanceOf(StudentRequestError);
    expect(navigate).toHaveBeenCalledWith('/videoCall/joinRoom');
  });

  it('an incomplete resume shows the error dialog, then goes to /sc/myResume', async () => {
    server.use(http.get('/stu/x', () => HttpResponse.json(envelope(null, 5000, '简历完整度需达到50%'))));
    const { env, user } = setup();
    const failure = studentRequest({ url: '/stu/x' }, env).catch((error: unknown) => error);
    await user.click(await screen.findByRole('button', { name: /确定|知道了/ }));
    await failure;
    expect(assign).toHaveBeenCalledWith('/sc/myResume');
  });

  it('code 400301 renews the app token with the device id, then reloads', async () => {
    localStorage.setItem('deviceId', 'dev-9');
    const renewal = recording('get', STUDENT_APP_TOKEN_PATH, () => envelope({ token: 'fresh' }));
    server.use(
      http.get('/stu/x', () => HttpResponse.json(envelope(null, 400301, '令牌过期'))),
      renewal.handler,
    );
    const { env, store } = setup(true);
    await expect(studentRequest({ url: '/stu/x' }, env)).rejects.toBeInstanceOf(StudentRequestError);
    expect(Object.fromEntries(renewal.calls[0]!.url.searchParams)).toEqual({
      deviceId: 'dev-9',
      xxdm: '10001',
    });
    expect(store.getState().studentSession.token).toBe('fresh');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a network failure shows the 3-second message', async () => {
    server.use(http.get('/stu/x', () => HttpResponse.error()));
    const { env } = setup();
    await expect(studentRequest({ url: '/stu/x' }, env)).rejects.toBeInstanceOf(StudentRequestError);
    expect(await screen.findByText('网络异常，请检查网络连接后重试')).toBeInTheDocument();
  });

  it('a failed status without an envelope (a proxy error page) shows the network message too', async () => {
    server.use(http.get('/stu/x', () => new HttpResponse('<html>502 Bad Gateway</html>', { status: 502 })));
    const { env } = setup();
    await expect(studentRequest({ url: '/stu/x' }, env)).rejects.toBeInstanceOf(StudentRequestError);
    expect(await screen.findByText('网络异常，请检查网络连接后重试')).toBeInTheDocument();
  });

  it('a 200 that is not JSON rejects with Error and shows nothing', async () => {
    server.use(http.get('/stu/x', () => new HttpResponse('<html>维护中</html>', { status: 200 })));
    const { env } = setup();
    await expect(studentRequest({ url: '/stu/x' }, env)).rejects.toEqual(new StudentRequestError('Error'));
    expect(screen.queryByText('网络异常，请检查网络连接后重试')).not.toBeInTheDocument();
  });

  it('sends deviceType like the employer calls: 1 on Android', async () => {
    const { handler, calls } = recording('get', '/stu/x', () => envelope(null));
    server.use(handler);
    jest
      .spyOn(navigator, 'userAgent', 'get')
      .mockReturnValue('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Mobile Safari/537.36');
    const { env } = setup(true);
    await studentRequest({ url: '/stu/x' }, env);
    expect(calls[0]?.headers.get('deviceType')).toBe('1');
    jest.restoreAllMocks();
  });

  it('a silent request fails without any message', async () => {
    server.use(http.get('/stu/x', () => HttpResponse.json(envelope(null, 4002, '不显示'))));
    const { env } = setup();
    await expect(studentRequest({ url: '/stu/x', silent: true }, env)).rejects.toBeInstanceOf(
      StudentRequestError,
    );
    expect(screen.queryByText('不显示')).not.toBeInTheDocument();
  });

  it('gives up after 20 seconds', async () => {
    expect(STUDENT_TIMEOUT_MS).toBe(20_000);
    const timeout = jest.spyOn(AbortSignal, 'timeout');
    server.use(http.get('/stu/x', () => HttpResponse.json(envelope(null))));
    const { env } = setup();
    await studentRequest({ url: '/stu/x' }, env);
    expect(timeout).toHaveBeenCalledWith(20_000);
  });
});
