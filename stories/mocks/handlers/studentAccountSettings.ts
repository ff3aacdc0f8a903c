import { http, HttpResponse } from 'msw';
import type { Envelope } from '../../../contract/envelope';
import {
  STUDENT_ACCOUNT_MESSAGES,
  studentAccountPaths,
  type StudentAccountInfo,
  type StudentBindMobileRequest,
  type StudentBoundMobile,
  type StudentChangePasswordRequest,
  type StudentMobileCodeRequest,
} from '../../../contract/student';
import { checkMobile, checkPassword, checkPasswordExtras, phoneMessage } from '../../../ui/validators';
import { decryptMockPassword, ok, refuse } from './account';
import { DEMO_STUDENT_NUMBER, DEMO_STUDENT_PASSWORD, hasStudentSession, demoStudent } from './studentAccount';

/**
 * The student's 账号 (docs/api.md, Student account): the demo student's facts, its password (starting
 * as DEMO_STUDENT_PASSWORD, checked at level 3) and its bound mobile (none at first). A code sent to any
 * mobile is STUDENT_MOCK_CODE; THROTTLED_MOBILE answers the SMS throttle. Reset with
 * resetStudentAccountMock() before each story or test.
 */
export const STUDENT_MOCK_CODE = '135790';
export const THROTTLED_MOBILE = '13900000000';

let password = DEMO_STUDENT_PASSWORD;
let mobile: string | null = null;
let codeSentTo: string | null = null;

export function resetStudentAccountMock({ bound = null }: { bound?: string | null } = {}): void {
  password = DEMO_STUDENT_PASSWORD;
  mobile = bound;
  codeSentTo = null;
}

const masked = (value: string) => `${value.slice(0, 3)}****${value.slice(7)}`;
const SESSION_INVALID = refuse(4003, '登录已失效，请重新登录');
const loggedIn = hasStudentSession;

/** The mobile's refusal, as the server's: malformed, or the one already bound. */
function mobileRefusal(sjhm: string): Envelope<null> | null {
  if (checkMobile(sjhm) !== null) return refuse(400, phoneMessage.mobile);
  if (sjhm.trim() === mobile) return refuse(400, STUDENT_ACCOUNT_MESSAGES.mobileUnchanged);
  return null;
}

export const studentAccountSettingsHandlers = [
  http.get(studentAccountPaths.info, ({ request }) =>
    HttpResponse.json<Envelope<StudentAccountInfo | null>>(
      loggedIn(request)
        ? ok({
            xh: DEMO_STUDENT_NUMBER,
            xm: demoStudent.name,
            xxdm: demoStudent.schoolCode,
            sjhm: mobile === null ? '' : masked(mobile),
          })
        : SESSION_INVALID,
    ),
  ),
  http.post(studentAccountPaths.changePassword, async ({ request }) => {
    if (!loggedIn(request)) return HttpResponse.json(SESSION_INVALID);
    const body = (await request.json()) as StudentChangePasswordRequest;
    const [old, next] = await Promise.all([decryptMockPassword(body.jmm), decryptMockPassword(body.xmm)]);
    if (old === null || next === null)
      return HttpResponse.json(refuse(400, '密码解密失败，请刷新页面后重试'));
    if (old !== password) return HttpResponse.json(refuse(400, STUDENT_ACCOUNT_MESSAGES.oldPasswordWrong));
    if (next === old) return HttpResponse.json(refuse(400, STUDENT_ACCOUNT_MESSAGES.samePassword));
    const weak = checkPassword(next, 3) ?? checkPasswordExtras(next);
    if (weak !== null) return HttpResponse.json(refuse(400, weak));
    password = next;
    return HttpResponse.json(ok(null, '密码修改成功，其他设备上的登录已退出'));
  }),
  http.post(studentAccountPaths.mobileCode, async ({ request }) => {
    if (!loggedIn(request)) return HttpResponse.json(SESSION_INVALID);
    const { sjhm } = (await request.json()) as StudentMobileCodeRequest;
    const refusal = mobileRefusal(sjhm);
    if (refusal !== null) return HttpResponse.json(refusal);
    if (sjhm.trim() === THROTTLED_MOBILE)
      return HttpResponse.json(refuse(429, '验证码发送过于频繁，请稍后再试'));
    codeSentTo = sjhm.trim();
    return HttpResponse.json(ok(null, '验证码已发送'));
  }),
  http.post(studentAccountPaths.bindMobile, async ({ request }) => {
    if (!loggedIn(request)) return HttpResponse.json(SESSION_INVALID);
    const { sjhm, yzm } = (await request.json()) as StudentBindMobileRequest;
    const refusal = mobileRefusal(sjhm);
    if (refusal !== null) return HttpResponse.json(refusal);
    if (codeSentTo !== sjhm.trim()) return HttpResponse.json(refuse(400, '验证码已失效，请重新获取'));
    if (yzm !== STUDENT_MOCK_CODE) return HttpResponse.json(refuse(400, '验证码错误'));
    mobile = codeSentTo;
    codeSentTo = null;
    return HttpResponse.json(ok<StudentBoundMobile>({ sjhm: masked(mobile) }, '手机号绑定成功'));
  }),
];
