import { ApiError } from '../../../server/core/http/envelope';
import { assertNoProblem, assertWordingExplained } from '../../../server/workflow/postings/rules';

const LABELS = { ggbt: '公告标题', ggnr: '公告内容' };
const genderFlag = { field: 'ggnr', category: 'gender' as const, words: ['限男性'] };

/** The refusal a check answers, or null when it lets the draft through. */
function refusalOf(check: () => void): { code: number; message: string } | null {
  try {
    check();
    return null;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { code: error.code, message: error.message };
  }
}

describe('a kind’s field rules as the server answers them', () => {
  it('refuses the first problem, naming its field unless the message already does', () => {
    expect(refusalOf(() => assertNoProblem({}, LABELS))).toBeNull();
    const problems = { ggbt: '存在非法字符"，请重新输入！', ggnr: '请输入公告内容' };
    expect(refusalOf(() => assertNoProblem(problems, LABELS))).toEqual({
      code: 400,
      message: '公告标题：存在非法字符"，请重新输入！',
    });
    expect(refusalOf(() => assertNoProblem({ ggnr: '请输入公告内容' }, LABELS))).toEqual({
      code: 400,
      message: '请输入公告内容',
    });
  });

  it('lets flagged wording through only with an explanation, else names the first flagged field', () => {
    expect(refusalOf(() => assertWordingExplained('', [], LABELS))).toBeNull();
    expect(refusalOf(() => assertWordingExplained('野外勘探岗位', [genderFlag], LABELS))).toBeNull();
    const refusal = refusalOf(() => assertWordingExplained('  ', [genderFlag], LABELS));
    expect(refusal?.code).toBe(400);
    expect(refusal?.message).toMatch(/^公告内容含有限制“性别”的用语：限男性/);
  });
});
