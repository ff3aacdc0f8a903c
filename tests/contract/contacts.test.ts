import { contactProblems, normalizeContact, type ContactFields } from '../../contract/contacts';

const valid: ContactFields = {
  xm: '张敏',
  zw: '招聘主管',
  sjhm: '13812345678',
  gddh: '0591-87654321',
  yx: 'hr@example.com',
};

describe('contactProblems', () => {
  it('accepts a full contact and one with only a name and a mobile', () => {
    expect(contactProblems(valid)).toEqual({});
    expect(contactProblems({ ...valid, zw: '', gddh: '', yx: '' })).toEqual({});
  });

  it.each<[Partial<ContactFields>, Partial<Record<keyof ContactFields, string>>]>([
    [{ xm: '  ' }, { xm: '请输入联系人姓名' }],
    [{ xm: '张'.repeat(51) }, { xm: '姓名不能超过50个字' }],
    [{ zw: '职'.repeat(51) }, { zw: '职务不能超过50个字' }],
    [{ sjhm: '' }, { sjhm: '请输入手机号码' }],
    [{ sjhm: '23812345678' }, { sjhm: '请输入正确的手机号码' }],
    [{ gddh: '87654321x' }, { gddh: '请输入正确的固定电话号码' }],
    [{ yx: 'hr@example' }, { yx: '请输入正确的电子邮箱' }],
  ])('reports %j', (change, problems) => {
    expect(contactProblems({ ...valid, ...change })).toEqual(problems);
  });

  it('names the field of an illegal character', () => {
    expect(contactProblems({ ...valid, xm: "张'敏" }).xm).toMatch(/^姓名：存在非法字符/);
  });

  it('reports every field that is wrong, each with its first problem', () => {
    expect(Object.keys(contactProblems({ xm: '', zw: '', sjhm: '1', gddh: '1', yx: '1' }))).toEqual([
      'xm',
      'sjhm',
      'gddh',
      'yx',
    ]);
  });
});

describe('normalizeContact', () => {
  it('trims every field and drops +86 / 0086 from the mobile', () => {
    expect(
      normalizeContact({ ...valid, xm: ' 张敏 ', sjhm: '+8613812345678', yx: ' hr@example.com ' }),
    ).toEqual(valid);
    expect(normalizeContact({ ...valid, sjhm: '008613812345678' }).sjhm).toBe('13812345678');
  });
});
