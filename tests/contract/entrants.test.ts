import {
  DUPLICATE_ENTRANT_MESSAGE,
  ENTRANTS_EMPTY_MESSAGE,
  checkEntrants,
  entrantsCountText,
  entrantsMaxMessage,
  firstEntrantProblem,
  maskIdCard,
} from '../../contract/entrants';
import { idCardMessage, phoneMessage, plateMessage } from '../../ui/validators';
import { ENTRANTS, ID_CARDS } from '../../stories/fixtures/bookingSteps';

const [zhang, li] = ENTRANTS as [(typeof ENTRANTS)[0], (typeof ENTRANTS)[0]];

describe('checkEntrants', () => {
  it('passes a valid list, the plate being optional', () => {
    expect(checkEntrants(ENTRANTS, 4)).toEqual({ rows: [{}, {}], list: null, valid: true });
    expect(checkEntrants([{ name: '王', idCard: ID_CARDS[2] ?? '', mobile: '13712345678' }], 1).valid).toBe(
      true,
    );
  });

  it('gives each row its fields’ messages', () => {
    const check = checkEntrants(
      [
        { name: '', idCard: '', mobile: '', plate: '' },
        { name: '赵', idCard: '350102199105120026', mobile: '1381234567', plate: '闽12345' },
      ],
      4,
    );
    expect(check.rows).toEqual([
      { name: '请输入姓名', idCard: '请输入身份证号', mobile: '请输入手机号码' },
      { idCard: idCardMessage.format, mobile: phoneMessage.mobile, plate: plateMessage },
    ]);
    expect(check.valid).toBe(false);
    expect(firstEntrantProblem(check)).toBe('第1位进校人员：请输入姓名');
  });

  it('marks the later rows of one person listed twice, whatever the case and spaces', () => {
    const check = checkEntrants([zhang, li, { ...li, idCard: ` ${(li.idCard ?? '').toLowerCase()} ` }], 4);
    expect(check.rows).toEqual([{}, {}, { idCard: DUPLICATE_ENTRANT_MESSAGE }]);
    expect(firstEntrantProblem(check)).toBe(`第3位进校人员：${DUPLICATE_ENTRANT_MESSAGE}`);
  });

  it('refuses more than max, and an empty list unless allowed', () => {
    expect(checkEntrants(ENTRANTS, 1)).toMatchObject({ list: entrantsMaxMessage(1), valid: false });
    expect(entrantsMaxMessage(4)).toBe('最多填写4人');
    expect(checkEntrants([], 4)).toMatchObject({ list: ENTRANTS_EMPTY_MESSAGE, valid: false });
    expect(checkEntrants([], 4, { allowEmpty: true })).toEqual({ rows: [], list: null, valid: true });
  });

  it('checks birth dates against the day given', () => {
    expect(checkEntrants([zhang], 4, { today: new Date(1989, 0, 1) }).rows).toEqual([
      { idCard: idCardMessage.date },
    ]);
  });

  it('masks ID cards and counts people', () => {
    expect(maskIdCard('11010519491231002X')).toBe('110105********002X');
    expect(maskIdCard('110105491231002')).toBe('110105******002');
    expect(entrantsCountText(2, 4)).toBe('已填 2 / 最多 4 人');
  });
});
