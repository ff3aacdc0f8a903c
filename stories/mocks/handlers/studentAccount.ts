import { http, HttpResponse } from 'msw';
import { studentPaths, type StudentLoginResult, type StudentProfile } from '../../../contract/student';
import type { Envelope } from '../../../contract/envelope';
import { decryptMockPassword, mockPublicKey, ok, refuse } from './account';

/**
 * Student sessions (docs/api.md, /stu): one student of school 00000, number DEMO_STUDENT_NUMBER,
 * password DEMO_STUDENT_PASSWORD, encrypted like every password. A login sets the mock's session, as
 * the server's HttpOnly cookie would; the profile answers 4003 without one. A student number of
 * UNREGISTERED_STUDENT_NUMBER answers 4007 (no account: the registration page).
 */
export const DEMO_STUDENT_NUMBER = '2021001';
export const DEMO_STUDENT_PASSWORD = 'Xuesheng#2024';
export const UNREGISTERED_STUDENT_NUMBER = '2099999';
export const DEMO_STUDENT_TOKEN = 'demo-student-token';
export const demoStudent: StudentProfile = { name: '李明', tags: '计算机,应届生', schoolCode: '00000' };

const SESSION_INVALID = refuse(4003, '登录已失效，请重新登录');

let loggedIn = false;

/** Starts a story or test with (or without) the demo student's session on the mock server. */
export function resetStudentMocks({ session = false }: { session?: boolean } = {}): void {
  loggedIn = session;
}

/**
 * Whether a request carries the demo student's session: the mock's cookie (a login, or a story started
 * with one) or the token header. Every student mock asks this, as every /stu route reads one session.
 */
export const hasStudentSession = (request: Request) =>
  loggedIn || request.headers.get('accessToken') === DEMO_STUDENT_TOKEN;

export const studentAccountHandlers = [
  http.get(studentPaths.publicKey, async () => HttpResponse.json(ok(await mockPublicKey()))),
  http.post(studentPaths.login, async ({ request }) => {
    const form = new URLSearchParams(await request.text());
    const username = form.get('username') ?? '';
    const password = await decryptMockPassword(form.get('password') ?? '');
    if (password === null) return HttpResponse.json(refuse(400, '密码解密失败，请刷新页面后重试'));
    if (username === `${demoStudent.schoolCode}${UNREGISTERED_STUDENT_NUMBER}`)
      return HttpResponse.json(refuse(4007, '该学号尚未开通学生账号，请先注册'));
    if (username !== `${demoStudent.schoolCode}${DEMO_STUDENT_NUMBER}` || password !== DEMO_STUDENT_PASSWORD)
      return HttpResponse.json(refuse(4001, '用户名或密码错误'));
    loggedIn = true;
    return HttpResponse.json(
      ok<StudentLoginResult>(
        { token: DEMO_STUDENT_TOKEN, xxdm: demoStudent.schoolCode, name: demoStudent.name },
        '登录成功',
      ),
    );
  }),
  http.post(studentPaths.logout, () => {
    loggedIn = false;
    return HttpResponse.json(ok(null, '已退出登录'));
  }),
  http.get(studentPaths.profile, ({ request }) =>
    HttpResponse.json<Envelope<StudentProfile | null>>(
      hasStudentSession(request) ? ok(demoStudent) : SESSION_INVALID,
    ),
  ),
];
