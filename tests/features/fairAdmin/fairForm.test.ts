import { checkFairInput } from '../../../contract/fairs';
import {
  boothsText,
  fairFieldOf,
  fairFormErrors,
  fairInputOf,
  fairListQuery,
  fairStateDisplay,
  newFairValues,
  valuesOfFair,
  type FairFormValues,
} from '../../../features/fairAdmin/fairForm';

const filled = (changes: Partial<FairFormValues> = {}): FairFormValues => ({
  ...newFairValues(),
  zphmc: ' 2027届秋季大型双选会 ',
  jbrq: '2026-12-12',
  jbdd: '体育馆',
  bmksrq: '2026-12-01',
  bmjzrq: '2026-12-10',
  ...changes,
});

describe('the fair form', () => {
  it('starts with the defaults: large fair, all passed employers, free booths, 2 attendees', () => {
    const values = newFairValues();
    expect(values).toMatchObject({ zphlx: '1', ydfw: '1', cjrs: '2', xyglgg: '0', shms: '1' });
    expect(values.zwfy).toEqual({ '1': '0', '2': '0', '3': '0' });
  });

  it('builds what POST save takes, the window to the minute, industries only when limited', () => {
    const input = fairInputOf(
      filled({ hyfw: ['34'], zwfy: { '1': '500', '2': '1200', '3': '800' } }),
      'zph1',
    );
    expect(input).toMatchObject({
      id: 'zph1',
      zphmc: '2027届秋季大型双选会',
      bmkssj: '2026-12-01 09:00',
      bmjzsj: '2026-12-10 17:00',
      hyfw: [],
      zwfy: { '1': 500, '2': 1200, '3': 800 },
      cjrs: 2,
    });
    expect(checkFairInput(input)).toEqual({});
    expect(fairInputOf(filled({ ydfw: '2', hyfw: ['34'] })).hyfw).toEqual(['34']);
  });

  it('round-trips a saved fair', () => {
    const input = fairInputOf(filled({ ydfw: '2', hyfw: ['34', '35'] }));
    expect(fairInputOf(valuesOfFair(input))).toEqual(input);
  });

  it('shows each contract message at its field', () => {
    expect(fairFormErrors(filled())).toEqual({});
    expect(
      fairFormErrors(
        filled({
          zphmc: ' ',
          jssj: '08:00',
          bmjzrq: '2026-12-13',
          ydfw: '2',
          zwfy: { '1': '0', '2': '1.5', '3': '0' },
          cjrs: '11',
        }),
      ),
    ).toEqual({
      zphmc: '请填写招聘会名称',
      jssj: '结束时间应晚于开始时间',
      bmjzrq: '报名截止时间不能晚于招聘会开始时间',
      hyfw: '请选择可预订的行业',
      zwfy: 'VIP展位费用应为0到1000000之间的整数（元）',
      cjrs: '每展位参会人数应为1到10之间的整数',
    });
    expect(fairFormErrors(filled({ bmksrq: '' }))).toEqual({
      bmksrq: '请填写报名开始时间，如 2026-12-01 09:00',
    });
  });

  it('places a refusal of the server at the field it names', () => {
    expect(fairFieldOf('报名截止时间应晚于报名开始时间')).toBe('bmjzrq');
    expect(fairFieldOf('请填写报名开始时间，如 2026-12-01 09:00')).toBe('bmksrq');
    expect(fairFieldOf('请填写开始时间，如 09:00')).toBe('kssj');
    expect(fairFieldOf('请选择可预订的行业')).toBe('hyfw');
    expect(fairFieldOf('标准展位费用应为0到1000000之间的整数（元）')).toBe('zwfy');
    expect(fairFieldOf('招聘会不存在')).toBeNull();
  });

  it('reads the list from the address and shows states and booths', () => {
    expect(fairListQuery(new URLSearchParams('page=2&keyword=%20秋季%20'))).toEqual({
      page: 2,
      size: 10,
      keyword: '秋季',
    });
    expect(fairStateDisplay('2')).toEqual({ label: '报名中', tone: 'success' });
    expect(boothsText({ kxzws: 0, zzws: 0 })).toBe('未设置展位');
    expect(boothsText({ kxzws: 12, zzws: 80 })).toBe('12 / 80');
  });
});
