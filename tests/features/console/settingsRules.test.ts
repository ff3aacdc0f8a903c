import { DEFAULT_SITE_RULES } from '../../../contract/console';
import {
  capProblem,
  colourProblem,
  settingsRefusalField,
  settingsValuesOf,
  siteRulesOf,
  validColour,
} from '../../../features/console/settingsRules';

describe('the site settings form', () => {
  it.each([
    ['', '请输入每日全职职位上限'],
    ['-1', '每日全职职位上限须为0至100之间的整数'],
    ['1.5', '每日全职职位上限须为0至100之间的整数'],
    ['101', '每日全职职位上限须为0至100之间的整数'],
    ['abc', '每日全职职位上限须为0至100之间的整数'],
    ['0', null],
    ['100', null],
    [' 7 ', null],
  ])('cap %j -> %j', (value, message) => {
    expect(capProblem(value, '每日全职职位上限')).toBe(message);
  });

  it.each([
    ['', '请输入网站主色调'],
    ['red', '请输入#开头的6位十六进制颜色，如 #1677ff'],
    ['#fff', '请输入#开头的6位十六进制颜色，如 #1677ff'],
    ['1677ff', '请输入#开头的6位十六进制颜色，如 #1677ff'],
    ['#1677fg', '请输入#开头的6位十六进制颜色，如 #1677ff'],
    ['#8E1B1B', null],
  ])('colour %j -> %j', (value, message) => {
    expect(colourProblem(value)).toBe(message);
  });

  it('previews only a valid colour, in lower case', () => {
    expect(validColour(' #8E1B1B ')).toBe('#8e1b1b');
    expect(validColour('#8E1B')).toBeNull();
  });

  it('turns the checked form into the wire rules and back', () => {
    const values = {
      ...settingsValuesOf(DEFAULT_SITE_RULES),
      qzmrsx: ' 3 ',
      zwshms: '2' as const,
      wzzsd: '#ABCDEF',
    };
    expect(siteRulesOf(values)).toEqual({ ...DEFAULT_SITE_RULES, qzmrsx: 3, zwshms: '2', wzzsd: '#abcdef' });
    expect(settingsValuesOf(DEFAULT_SITE_RULES)).toEqual({
      dwshms: '1',
      zwshms: '1',
      ggshms: '1',
      qzmrsx: '1',
      sxmrsx: '1',
      wzzsd: '#1677ff',
    });
  });

  it('puts a server refusal at the field it names by wire name or label', () => {
    expect(settingsRefusalField('参数 wzzsd 格式不正确')).toBe('wzzsd');
    expect(settingsRefusalField('参数 qzmrsx 须为0至100之间的整数')).toBe('qzmrsx');
    expect(settingsRefusalField('每日实习职位上限须为0至100之间的整数')).toBe('sxmrsx');
    expect(settingsRefusalField('服务器繁忙，请稍后再试')).toBeNull();
  });
});
