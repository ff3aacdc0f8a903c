import {
  forgotPasswordReducer,
  initialForgotPasswordState,
  isTicketExpired,
  reachableStep,
  type ForgotPasswordEvent,
  type ForgotPasswordState,
  type ForgotPasswordStep,
} from '../../../features/auth/forgotPasswordFlow';

const employer = {
  dwid: 'dw1',
  dwmc: '示例科技有限公司',
  tyshxydm: '9111**********2K7W',
  sjhm: '138****0000',
};
const ticket = { pzid: 'pz1', sjhm: '138****0000' };

const run = (...events: ForgotPasswordEvent[]): ForgotPasswordState =>
  events.reduce(forgotPasswordReducer, initialForgotPasswordState);

const picked = run({ type: 'employerPicked', employer });
const verified = run({ type: 'employerPicked', employer }, { type: 'employerVerified', ticket });
const codeChecked = run(
  { type: 'employerPicked', employer },
  { type: 'employerVerified', ticket },
  { type: 'codeVerified' },
);

describe('the forgot-password flow', () => {
  it('moves through pick, employer info, code and reset in order', () => {
    const done = forgotPasswordReducer(codeChecked, { type: 'passwordReset' });
    expect(done).toEqual({ search: null, employer, ticket, codeVerified: true, done: true });
  });

  it.each<[string, ForgotPasswordState, ForgotPasswordEvent]>([
    [
      'verifying an employer before picking one',
      initialForgotPasswordState,
      { type: 'employerVerified', ticket },
    ],
    ['checking a code without a ticket', picked, { type: 'codeVerified' }],
    ['resetting before the code is checked', verified, { type: 'passwordReset' }],
  ])('ignores %s', (_, state, event) => {
    expect(forgotPasswordReducer(state, event)).toEqual(state);
  });

  it('voids the ticket and the checked code when another employer is picked', () => {
    const other = { ...employer, dwid: 'dw2' };
    expect(forgotPasswordReducer(codeChecked, { type: 'employerPicked', employer: other })).toEqual({
      ...initialForgotPasswordState,
      employer: other,
    });
  });

  it('keeps the search through the later steps, so 上一步 shows it again', () => {
    const search = { zh: '13800000000', candidates: [employer], message: '' };
    const found = run({ type: 'employersFound', search }, { type: 'employerPicked', employer });
    expect(forgotPasswordReducer(found, { type: 'employerVerified', ticket }).search).toEqual(search);
  });

  it('drops the picked employer and its ticket when step 1 searches again', () => {
    const search = { zh: '13911112222', candidates: [], message: '未找到注册单位' };
    expect(forgotPasswordReducer(codeChecked, { type: 'employersFound', search })).toEqual({
      ...initialForgotPasswordState,
      search,
    });
  });

  it('starts over from nothing', () => {
    expect(forgotPasswordReducer(codeChecked, { type: 'restarted' })).toEqual(initialForgotPasswordState);
  });
});

describe('reachableStep', () => {
  it.each<[string, ForgotPasswordState, ForgotPasswordStep, ForgotPasswordStep]>([
    ['a fresh visit on step 1', initialForgotPasswordState, 'pick', 'pick'],
    ['the appeal, which needs nothing', initialForgotPasswordState, 'mmss', 'mmss'],
    ['a reload on the code step', initialForgotPasswordState, 'sryzm', 'pick'],
    ['a reload on the reset step', initialForgotPasswordState, 'czmm', 'pick'],
    ['step 2 after picking', picked, 'srdwxx', 'srdwxx'],
    ['skipping from step 1 to step 4', picked, 'czmm', 'srdwxx'],
    ['step 3 with a ticket', verified, 'sryzm', 'sryzm'],
    ['step 4 before the code is checked', verified, 'czmm', 'sryzm'],
    ['step 4 once the code is checked', codeChecked, 'czmm', 'czmm'],
  ])('%s', (_, state, wanted, shown) => {
    expect(reachableStep(state, wanted)).toBe(shown);
  });
});

it('recognises the expired-ticket refusal', () => {
  expect(isTicketExpired('找回密码已超时，请重新开始')).toBe(true);
  expect(isTicketExpired('验证码错误')).toBe(false);
});
