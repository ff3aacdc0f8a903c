import Cookies from 'js-cookie';
import {
  emptyEmployerSession,
  employerLoggedIn,
  employerLoggedOut,
  employerSessionUpdated,
} from '../../app/session/employerSessionSlice';
import { readEmployerSession } from '../../app/session/employerSessionStorage';
import {
  splitTags,
  studentLoggedIn,
  studentProfileLoaded,
  studentSessionReset,
} from '../../app/session/studentSessionSlice';
import { readStudentSession } from '../../app/session/studentSessionStorage';
import { loadPersistedState, makeStore } from '../../app/store';
import { clearBrowserState } from './support/mockApi';

const login = {
  token: 'tok',
  dwid: 'dw1',
  jbxxid: 'jb1',
  dwmc: '示例公司',
  tyshxydm: '91110108MA01ABCD2X',
  xxdm: '10001',
};

/** The expiry date js-cookie wrote, read back through document.cookie's setter spy. */
function cookieWrites(): string[] {
  const writes: string[] = [];
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    writes.push(value);
    descriptor.set!.call(document, value);
  });
  return writes;
}

describe('employer session', () => {
  beforeEach(clearBrowserState);
  afterEach(() => jest.restoreAllMocks());

  it('keeps the token in a 7-day cookie, iswcwj in sessionStorage and the rest in localStorage', () => {
    const writes = cookieWrites();
    const store = makeStore();
    store.dispatch(employerLoggedIn(login));
    store.dispatch(employerSessionUpdated({ iswcwj: '0', xjhid: 'xjh9' }));

    expect(Cookies.get('comToken')).toBe('tok');
    const written = writes.find((value) => value.startsWith('comToken='))!;
    const expires = new Date(/expires=([^;]+)/.exec(written)![1]!).getTime();
    expect(expires - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(7 * 86_400_000);
    expect(sessionStorage.getItem('iswcwj')).toBe('0');
    expect(localStorage.getItem('iswcwj')).toBeNull();
    expect(localStorage.getItem('dwmc')).toBe('示例公司');
    expect(localStorage.getItem('xjhid')).toBe('xjh9');
    expect(readEmployerSession()).toEqual({ ...login, xjhid: 'xjh9', iswcwj: '0' });
  });

  it('a new store starts from what the browser kept', () => {
    makeStore().dispatch(employerLoggedIn(login));
    expect(makeStore(loadPersistedState()).getState().employerSession).toMatchObject(login);
  });

  it('logout clears everything it stored', () => {
    const store = makeStore();
    store.dispatch(employerLoggedIn(login));
    store.dispatch(employerLoggedOut());
    expect(Cookies.get('comToken')).toBeUndefined();
    expect(readEmployerSession()).toEqual(emptyEmployerSession);
  });
});

describe('student session', () => {
  beforeEach(clearBrowserState);
  afterEach(() => jest.restoreAllMocks());

  it.each([
    ['计算机,应届生', ['计算机', '应届生']],
    [' 计算机 , ,应届生,', ['计算机', '应届生']],
    ['', []],
    [null, []],
  ])('splits tags %j into %j', (tags, expected) => {
    expect(splitTags(tags)).toEqual(expected);
  });

  it('keeps token, school code and source in 1-day cookies; name and tags only in memory', () => {
    const writes = cookieWrites();
    const store = makeStore();
    store.dispatch(studentLoggedIn({ token: 'stok', schoolCode: '10001', from: 'app' }));
    store.dispatch(studentProfileLoaded({ name: '张三', tags: '党员,应届生' }));

    expect(store.getState().studentSession).toEqual({
      token: 'stok',
      schoolCode: '10001',
      from: 'app',
      name: '张三',
      tags: ['党员', '应届生'],
    });
    for (const name of ['token', 'schoolCode', 'from']) {
      const written = writes.find((value) => value.startsWith(`${name}=`))!;
      const expires = new Date(/expires=([^;]+)/.exec(written)![1]!).getTime();
      expect(expires - Date.now()).toBeLessThanOrEqual(86_400_000);
      expect(expires - Date.now()).toBeGreaterThan(0.9 * 86_400_000);
    }
    expect(readStudentSession()).toMatchObject({ token: 'stok', schoolCode: '10001', from: 'app' });
  });

  it('reset clears the cookies', () => {
    const store = makeStore();
    store.dispatch(studentLoggedIn({ token: 'stok', schoolCode: '10001', from: 'app' }));
    store.dispatch(studentSessionReset());
    expect(Cookies.get('token')).toBeUndefined();
    expect(Cookies.get('schoolCode')).toBeUndefined();
    expect(Cookies.get('from')).toBeUndefined();
  });
});
