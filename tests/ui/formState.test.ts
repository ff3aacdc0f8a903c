import {
  VALIDATOR_FAILED_MESSAGE,
  changeValue,
  createFormState,
  fieldErrors,
  fieldMeta,
  finishSubmit,
  finishValidation,
  hasErrors,
  resetForm,
  runValidators,
  setServerError,
  shouldValidateOnChange,
  startSubmit,
  startValidation,
  touchField,
  type Validator,
} from '../../ui/Form/formState';

type Values = { idCard: string; contact: string };
const initial: Values = { idCard: '', contact: '' };

function validated(state = createFormState(initial), error: string | null = '请输入身份证号') {
  const started = startValidation(state, 'idCard');
  return finishValidation(started, 'idCard', fieldMeta(started, 'idCard').version, error);
}

describe('form validation state machine', () => {
  it('applies a validation result for the value it checked', () => {
    const state = validated();
    expect(fieldMeta(state, 'idCard')).toMatchObject({
      error: '请输入身份证号',
      errorSource: 'rule',
      validating: false,
    });
    expect(fieldErrors(state)).toEqual({ idCard: '请输入身份证号' });
    expect(hasErrors(state)).toBe(true);
  });

  it('drops a result that arrives after the value changed (stale-result protection)', () => {
    const started = startValidation(createFormState(initial), 'idCard');
    const version = fieldMeta(started, 'idCard').version;
    const edited = changeValue(started, 'idCard', '110101');
    const late = finishValidation(edited, 'idCard', version, '身份证位数格式错误！');
    expect(late).toBe(edited);
    expect(fieldMeta(late, 'idCard')).toMatchObject({ error: null, validating: false });
  });

  it('lets a newer validation of the same value supersede an older one', () => {
    const first = startValidation(createFormState(initial), 'idCard');
    const firstVersion = fieldMeta(first, 'idCard').version;
    const second = startValidation(first, 'idCard');
    const secondVersion = fieldMeta(second, 'idCard').version;
    const newer = finishValidation(second, 'idCard', secondVersion, null);
    const older = finishValidation(newer, 'idCard', firstVersion, '旧的结果');
    expect(fieldMeta(older, 'idCard').error).toBeNull();
  });

  it('keeps a rule message on change but re-checks it then; a server message goes with the old value', () => {
    const ruled = validated();
    expect(shouldValidateOnChange(ruled, 'idCard')).toBe(true);
    expect(fieldMeta(changeValue(ruled, 'idCard', '1'), 'idCard').error).toBe('请输入身份证号');

    const fromServer = setServerError(createFormState(initial), 'contact', '该手机号已注册');
    expect(shouldValidateOnChange(fromServer, 'contact')).toBe(false);
    expect(fieldMeta(fromServer, 'contact')).toMatchObject({
      error: '该手机号已注册',
      errorSource: 'server',
    });
    expect(fieldMeta(changeValue(fromServer, 'contact', '13800000000'), 'contact').error).toBeNull();
  });

  it('does not re-check on change a field that never failed', () => {
    expect(shouldValidateOnChange(createFormState(initial), 'idCard')).toBe(false);
    expect(shouldValidateOnChange(validated(undefined, null), 'idCard')).toBe(false);
  });

  it('marks every ruled field touched when a submit starts, and counts submits', () => {
    const submitting = startSubmit(createFormState(initial), ['idCard', 'contact']);
    expect(submitting.submitting).toBe(true);
    expect(submitting.submitCount).toBe(1);
    expect(fieldMeta(submitting, 'contact').touched).toBe(true);
    expect(finishSubmit(submitting).submitting).toBe(false);
  });

  it('touches a field once', () => {
    const touched = touchField(createFormState(initial), 'contact');
    expect(touchField(touched, 'contact')).toBe(touched);
  });

  it('resets to the given values and ignores validations still running from before', () => {
    const started = startValidation(changeValue(createFormState(initial), 'idCard', 'x'), 'idCard');
    const version = fieldMeta(started, 'idCard').version;
    const reset = resetForm(started, { idCard: '', contact: '王老师' });
    expect(reset.values).toEqual({ idCard: '', contact: '王老师' });
    expect(reset.initialValues).toEqual({ idCard: '', contact: '王老师' });
    expect(fieldMeta(reset, 'idCard')).toMatchObject({ error: null, validating: false, touched: false });
    expect(finishValidation(reset, 'idCard', version, '迟到的错误')).toBe(reset);
  });
});

describe('runValidators', () => {
  const pass: Validator<string, Values> = () => null;
  const fail =
    (message: string): Validator<string, Values> =>
    () =>
      message;
  const later =
    (message: string | null): Validator<string, Values> =>
    () =>
      Promise.resolve(message);

  it.each<[string, Validator<string, Values>[], string | null]>([
    ['no rules', [], null],
    ['all pass', [pass, pass], null],
    ['first message wins', [pass, fail('第一条'), fail('第二条')], '第一条'],
  ])('stays synchronous with synchronous rules: %s', (_, rules, expected) => {
    expect(runValidators(rules, 'x', initial)).toBe(expected);
  });

  it('awaits an asynchronous rule and runs the rest after it', async () => {
    const after = jest.fn(fail('之后的规则'));
    await expect(runValidators([later(null), after], 'x', initial)).resolves.toBe('之后的规则');
    expect(after).toHaveBeenCalledWith('x', initial);
  });

  it('stops at an asynchronous message', async () => {
    const after = jest.fn(pass);
    await expect(runValidators([later('该单位已存在'), after], 'x', initial)).resolves.toBe('该单位已存在');
    expect(after).not.toHaveBeenCalled();
  });

  it.each<[string, Validator<string, Values>]>([
    [
      'throws',
      () => {
        throw new Error('boom');
      },
    ],
    ['rejects', () => Promise.reject(new Error('network'))],
  ])('reports a rule that %s instead of passing the value', async (_, broken) => {
    await expect(Promise.resolve(runValidators([broken], 'x', initial))).resolves.toBe(
      VALIDATOR_FAILED_MESSAGE,
    );
  });
});
