import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import type { Envelope } from '../../contract/envelope';
import { baseApi } from '../../app/api/baseApi';
import { encodeBody, serializeParams, sessionHeaders, type ApiRequest } from '../../app/api/baseQuery';
import { emptyEmployerSession } from '../../app/session/employerSessionSlice';
import { emptyStaffSession } from '../../app/session/staffSessionSlice';
import { emptyStudentSession } from '../../app/session/studentSessionSlice';
import { makeStore } from '../../app/store';
import { clearBrowserState, envelope, recording, startMockApi } from './support/mockApi';

const server = startMockApi();

const probeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    probe: build.mutation<Envelope<unknown>, ApiRequest>({ query: (request) => request }),
  }),
});

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126.0';

const sessions = (
  employerToken: string | null,
  studentToken: string | null,
  staffToken: string | null = null,
) => ({
  employerSession: { ...emptyEmployerSession, token: employerToken },
  studentSession: { ...emptyStudentSession, token: studentToken },
  staffSession: { ...emptyStaffSession, token: staffToken },
});

describe('serializeParams', () => {
  it.each([
    [{ a: [1, 2] }, 'a=1&a=2'],
    [{ xxdm: '00000', page: 1 }, 'xxdm=00000&page=1'],
    [{ a: ['x', null, 'y'], b: undefined, c: null }, 'a=x&a=y'],
    [{ name: '中文 a&b' }, 'name=%E4%B8%AD%E6%96%87+a%26b'],
  ])('sends %j as %s (arrays unindexed, empty values left out)', (params, expected) => {
    expect(serializeParams(params)).toBe(expected);
  });
});

describe('encodeBody', () => {
  it('keeps a JSON body as the object', () => {
    expect(encodeBody({ a: 1 })).toEqual({ a: 1 });
  });

  it('turns a urlencoded body into search params, arrays repeated', () => {
    const body = encodeBody({ code: 'tok', ids: ['1', '2'], skip: undefined }, 'urlencoded');
    expect(body).toBeInstanceOf(URLSearchParams);
    expect((body as URLSearchParams).toString()).toBe('code=tok&ids=1&ids=2');
  });

  it('turns a multipart body into form data, files kept as files', () => {
    const file = new Blob(['x'], { type: 'image/png' });
    const body = encodeBody({ file, bucket: 'wtfk' }, 'multipart') as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('bucket')).toBe('wtfk');
    expect(body.get('file')).toBeInstanceOf(Blob);
  });
});

describe('sessionHeaders', () => {
  it.each([
    [ANDROID, '1'],
    [IPHONE, '2'],
    [DESKTOP, '0'],
  ])('sends deviceType for %s as %s', (userAgent, deviceType) => {
    const headers = sessionHeaders({
      state: sessions(null, null),
      accessToken: 'employer',
      pathname: '/dwpage/dwsy',
      userAgent,
    });
    expect(headers.deviceType).toBe(deviceType);
  });

  it.each([
    ['/dwpage/dwsy', 'emp'],
    ['/dwpage/login/00000/1', undefined],
    ['/dwpage/dwzc/10001', undefined],
    ['/dwpage/dwlogin', 'emp'],
  ])('on %s the accessToken header is %s', (pathname, expected) => {
    const headers = sessionHeaders({
      state: sessions('emp', null),
      accessToken: 'employer',
      pathname,
      userAgent: DESKTOP,
    });
    expect(headers.accessToken).toBe(expected);
  });

  it('falls back to the student token only where the call asks for it', () => {
    const state = sessions(null, 'stu');
    const base = { state, pathname: '/dwpage/dwsy', userAgent: DESKTOP };
    expect(sessionHeaders({ ...base, accessToken: 'employer' }).accessToken).toBeUndefined();
    expect(sessionHeaders({ ...base, accessToken: 'employerOrStudent' }).accessToken).toBe('stu');
  });

  it('sends the staff token, and only it, on the console’s calls', () => {
    const state = sessions('emp', null, 'staff');
    const base = { state, pathname: '/mgrpage/zpgw', userAgent: DESKTOP };
    expect(sessionHeaders({ ...base, accessToken: 'staff' }).accessToken).toBe('staff');
    expect(sessionHeaders({ ...base, accessToken: 'employer' }).accessToken).toBe('emp');
    expect(
      sessionHeaders({ ...base, state: sessions('emp', null, null), accessToken: 'staff' }).accessToken,
    ).toBeUndefined();
  });
});

describe('baseQuery against the server', () => {
  beforeEach(clearBrowserState);

  it('sends the token, JSON by default, and resolves with the envelope on code 200', async () => {
    const { handler, calls } = recording('post', '/com/probe', () => envelope({ id: 1 }));
    server.use(handler);
    const store = makeStore({ employerSession: { ...emptyEmployerSession, token: 'emp' } });
    const result = await store
      .dispatch(probeApi.endpoints.probe.initiate({ url: '/com/probe', method: 'POST', body: { a: 1 } }))
      .unwrap();
    expect(result).toEqual(envelope({ id: 1 }));
    expect(calls[0]?.headers.get('accessToken')).toBe('emp');
    expect(calls[0]?.body).toEqual({ a: 1 });
  });

  it('sends urlencoded bodies when the endpoint asks', async () => {
    const { handler, calls } = recording('post', '/com/probe', () => envelope(null));
    server.use(handler);
    await makeStore()
      .dispatch(
        probeApi.endpoints.probe.initiate({
          url: '/com/probe',
          method: 'POST',
          body: { code: 'x' },
          bodyFormat: 'urlencoded',
        }),
      )
      .unwrap();
    expect(calls[0]?.body).toBe('code=x');
  });

  it('rejects another code with the server code and message', async () => {
    server.use(http.get('/com/probe', () => HttpResponse.json(envelope(null, 500, '服务器繁忙'))));
    const outcome = await makeStore().dispatch(probeApi.endpoints.probe.initiate({ url: '/com/probe' }));
    expect(outcome.error).toMatchObject({ status: 'ENVELOPE_ERROR', code: 500, message: '服务器繁忙' });
  });

  it('accepts the success codes an endpoint names (the survey address succeeds with 0)', async () => {
    server.use(http.get('/com/probe', () => HttpResponse.json(envelope('/x', 0))));
    const outcome = await makeStore().dispatch(
      probeApi.endpoints.probe.initiate({ url: '/com/probe', successCodes: [0] }),
    );
    expect(outcome.data).toEqual(envelope('/x', 0));
  });

  it('on code 42 clears the token and jbxxid, in the store and in the browser, keeping the rest', async () => {
    server.use(http.get('/com/probe', () => HttpResponse.json(envelope(null, 42, '登录已失效，请重新登录'))));
    Cookies.set('comToken', 'emp');
    localStorage.setItem('jbxxid', 'jb1');
    const store = makeStore({
      employerSession: { ...emptyEmployerSession, token: 'emp', jbxxid: 'jb1', dwid: 'dw1', xxdm: '10001' },
    });
    const outcome = await store.dispatch(probeApi.endpoints.probe.initiate({ url: '/com/probe' }));
    expect(outcome.error).toMatchObject({ code: 42 });
    expect(store.getState().employerSession).toMatchObject({
      token: null,
      jbxxid: null,
      dwid: 'dw1',
      xxdm: '10001',
    });
    expect(Cookies.get('comToken')).toBeUndefined();
    expect(localStorage.getItem('jbxxid')).toBeNull();
  });

  it('on code 42 of a staff call ends the staff session and leaves the employer’s', async () => {
    server.use(http.get('/mgr/probe', () => HttpResponse.json(envelope(null, 42, '登录已失效，请重新登录'))));
    const store = makeStore({
      employerSession: { ...emptyEmployerSession, token: 'emp' },
      staffSession: { token: 'staff', xxdm: '00000' },
    });
    await store.dispatch(probeApi.endpoints.probe.initiate({ url: '/mgr/probe', accessToken: 'staff' }));
    expect(store.getState().staffSession).toEqual({ token: null, xxdm: '00000' });
    expect(store.getState().employerSession.token).toBe('emp');
  });

  it('leaves the session alone on code 42 when the call says so', async () => {
    server.use(http.get('/com/probe', () => HttpResponse.json(envelope(null, 42, '登录已失效'))));
    const store = makeStore({ employerSession: { ...emptyEmployerSession, token: 'emp' } });
    await store.dispatch(probeApi.endpoints.probe.initiate({ url: '/com/probe', ignoreSessionExpiry: true }));
    expect(store.getState().employerSession.token).toBe('emp');
  });
});
