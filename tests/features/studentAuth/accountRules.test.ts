import { STUDENT_ACCOUNT_MESSAGES } from '../../../contract/student';
import {
  CONFIRM_MISMATCH,
  codeProblem,
  confirmPasswordProblem,
  isTooFrequent,
  mobileProblem,
  mobileRefusalField,
  newPasswordProblem,
  oldPasswordProblem,
  passwordRefusalField,
  passwordRuleText,
  sendCodeLabel,
} from '../../../features/studentAuth/accountRules';
import { secondsLeft } from '../../../ui/useCountdown';
import { passwordExtrasMessage, passwordMessage, phoneMessage } from '../../../ui/validators';

const values = (jmm: string, xmm = '', qrmm = '') => ({ jmm, xmm, qrmm });

describe('the password form', () => {
  it('asks for the old password', () => {
    expect(oldPasswordProblem('')).toBe('请输入原密码');
    expect(oldPasswordProblem(' ')).toBeNull();
  });

  it('checks the new one by the site level, then the extra rules, then against the old one', () => {
    expect(newPasswordProblem('', values('Old#Pass1'), 3)).toBe('请输入新密码');
    expect(newPasswordProblem('abcdefgh1', values('Old#Pass1'), 3)).toBe(passwordMessage[3]);
    expect(newPasswordProblem('kq7mzx9w', values('Old#Pass1'), 2)).toBeNull();
    expect(newPasswordProblem('Abc#12345', values('Old#Pass1'), 3)).toBe(passwordExtrasMessage.sequential);
    expect(newPasswordProblem('Nw7%kRq4z', values('Nw7%kRq4z'), 3)).toBe(
      STUDENT_ACCOUNT_MESSAGES.samePassword,
    );
    expect(newPasswordProblem('Nw7%kRq4z', values('Old#Pass1'), 4)).toBeNull();
  });

  it('wants the repetition to match', () => {
    expect(confirmPasswordProblem('', values('', 'Nw7%kRq4z'))).toBe('请再次输入新密码');
    expect(confirmPasswordProblem('Nw7%kRq4y', values('', 'Nw7%kRq4z'))).toBe(CONFIRM_MISMATCH);
    expect(confirmPasswordProblem('Nw7%kRq4z', values('', 'Nw7%kRq4z'))).toBeNull();
  });

  it('shows the level rule under the field unless its message already says it', () => {
    expect(passwordRuleText(3, undefined)).toBe(passwordMessage[3]);
    expect(passwordRuleText(3, passwordMessage[3])).toBeUndefined();
    expect(passwordRuleText(2, '请输入新密码')).toBe(passwordMessage[2]);
  });

  it('puts each server refusal at its field, anything else above the form', () => {
    expect(passwordRefusalField(STUDENT_ACCOUNT_MESSAGES.oldPasswordWrong)).toBe('jmm');
    expect(passwordRefusalField(STUDENT_ACCOUNT_MESSAGES.samePassword)).toBe('xmm');
    expect(passwordRefusalField(passwordMessage[4])).toBe('xmm');
    expect(passwordRefusalField(passwordExtrasMessage.repeated)).toBe('xmm');
    expect(passwordRefusalField(passwordExtrasMessage.englishOnly)).toBe('xmm');
    expect(passwordRefusalField('操作过于频繁，请稍后再试（请 3 分钟后重试）')).toBeNull();
    expect(passwordRefusalField('网络异常，请检查网络后重试')).toBeNull();
  });
});

describe('the mobile form', () => {
  it('checks the mobile and the 6-digit code', () => {
    expect(mobileProblem('')).toBe('请输入手机号码');
    expect(mobileProblem('12345')).toBe(phoneMessage.mobile);
    expect(mobileProblem(' 13812345678 ')).toBeNull();
    expect(codeProblem('')).toBe('请输入验证码');
    expect(codeProblem('12345a')).toBe('验证码为6位数字');
    expect(codeProblem('135790')).toBeNull();
  });

  it('puts refusals at the mobile or the code; the throttle above the form', () => {
    expect(mobileRefusalField(phoneMessage.mobile)).toBe('sjhm');
    expect(mobileRefusalField(STUDENT_ACCOUNT_MESSAGES.mobileUnchanged)).toBe('sjhm');
    expect(mobileRefusalField('验证码错误')).toBe('yzm');
    expect(mobileRefusalField('验证码已失效，请重新获取')).toBe('yzm');
    expect(mobileRefusalField('验证码发送过于频繁，请稍后再试')).toBeNull();
    expect(mobileRefusalField('今日获取验证码次数已达上限，请明天再试')).toBeNull();
  });

  it('counts the wait down in whole seconds and names the button by it', () => {
    expect(secondsLeft(null, 1000)).toBe(0);
    expect(secondsLeft(61_000, 1_000)).toBe(60);
    expect(secondsLeft(61_000, 60_800)).toBe(1);
    expect(secondsLeft(61_000, 70_000)).toBe(0);
    expect(sendCodeLabel(0, false)).toBe('获取验证码');
    expect(sendCodeLabel(42, true)).toBe('42秒后重新获取');
    expect(sendCodeLabel(0, true)).toBe('重新获取验证码');
    expect(isTooFrequent('验证码发送过于频繁，请稍后再试')).toBe(true);
    expect(isTooFrequent('验证码错误')).toBe(false);
  });
});
