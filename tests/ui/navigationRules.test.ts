import { menuIndexAfterKey, menuIndexByTypeahead } from '../../ui/Dropdown/menuKeys';
import { ancestorKeys, navKeyAction, type NavRow } from '../../ui/Layout/navTree';
import { stepStatuses } from '../../ui/Steps/stepStatus';
import { tabAfterKey } from '../../ui/Tabs/tabKeys';

describe('tabAfterKey', () => {
  const tabs = [{ key: 'a' }, { key: 'b', disabled: true }, { key: 'c' }, { key: 'd' }];
  it.each([
    ['ArrowRight', 'a', 'c'],
    ['ArrowRight', 'd', 'a'],
    ['ArrowLeft', 'a', 'd'],
    ['ArrowLeft', 'c', 'a'],
    ['Home', 'd', 'a'],
    ['End', 'a', 'd'],
    ['Enter', 'a', null],
  ])('%s from %s goes to %s, skipping the disabled tab', (key, from, expected) => {
    expect(tabAfterKey(key, tabs, from)).toBe(expected);
  });
});

describe('menuIndexAfterKey', () => {
  const disabled = [false, true, false, false];
  it.each([
    ['ArrowDown', -1, 0],
    ['ArrowUp', -1, 3],
    ['ArrowDown', 0, 2],
    ['ArrowDown', 3, 0],
    ['ArrowUp', 2, 0],
    ['ArrowUp', 0, 3],
    ['Home', 3, 0],
    ['End', 0, 3],
    ['x', 0, null],
  ])('%s from %i moves to %j', (key, from, expected) => {
    expect(menuIndexAfterKey(key, disabled, from)).toBe(expected);
  });

  it('moves nowhere when every item is disabled', () => {
    expect(menuIndexAfterKey('ArrowDown', [true, true], -1)).toBeNull();
  });
});

describe('menuIndexByTypeahead', () => {
  const labels = ['编辑', '复制', 'Export', '删除', '导出'];
  const disabled = [false, false, false, false, true];
  it('finds the next item starting with the typed text, wrapping around', () => {
    expect(menuIndexByTypeahead('e', labels, disabled, 0)).toBe(2);
    expect(menuIndexByTypeahead('删', labels, disabled, 3)).toBe(3);
    expect(menuIndexByTypeahead('编', labels, disabled, 2)).toBe(0);
  });
  it('skips disabled items and answers null when nothing matches', () => {
    expect(menuIndexByTypeahead('导', labels, disabled, 0)).toBeNull();
    expect(menuIndexByTypeahead('z', labels, disabled, 0)).toBeNull();
  });
});

describe('ancestorKeys', () => {
  const tree = [
    { key: 'home' },
    {
      key: 'recruit',
      children: [{ key: 'publish' }, { key: 'deep', children: [{ key: 'leaf' }] }],
    },
  ];
  it.each([
    ['home', []],
    ['publish', ['recruit']],
    ['leaf', ['recruit', 'deep']],
    ['missing', []],
    [undefined, []],
  ])('%s sits inside %j', (key, expected) => {
    expect(ancestorKeys(tree, key)).toEqual(expected);
  });
});

describe('navKeyAction', () => {
  const rows: NavRow[] = [
    { key: 'home', parentKey: null, isGroup: false, open: false },
    { key: 'recruit', parentKey: null, isGroup: true, open: true },
    { key: 'publish', parentKey: 'recruit', isGroup: false, open: false },
    { key: 'resumes', parentKey: null, isGroup: true, open: false },
  ];
  it.each([
    ['ArrowDown', 3, { type: 'focus', index: 0 }],
    ['ArrowUp', 0, { type: 'focus', index: 3 }],
    ['End', 0, { type: 'focus', index: 3 }],
    ['ArrowRight', 3, { type: 'toggle', key: 'resumes', open: true }],
    ['ArrowRight', 1, { type: 'focus', index: 2 }],
    ['ArrowLeft', 1, { type: 'toggle', key: 'recruit', open: false }],
    ['ArrowLeft', 2, { type: 'focus', index: 1 }],
    ['ArrowLeft', 0, null],
    ['ArrowRight', 0, null],
  ] as const)('%s on row %i does %j', (key, index, expected) => {
    expect(navKeyAction(key, rows, index)).toEqual(expected);
  });
});

describe('stepStatuses', () => {
  const steps = [{}, {}, {}, {}];
  it('finishes earlier steps, waits later ones and gives the current its status', () => {
    expect(stepStatuses(steps, 1)).toEqual(['finish', 'process', 'wait', 'wait']);
    expect(stepStatuses(steps, 2, 'error')).toEqual(['finish', 'finish', 'error', 'wait']);
  });
  it('lets a step keep its own status', () => {
    expect(stepStatuses([{}, { status: 'error' }, {}], 2)).toEqual(['finish', 'error', 'process']);
  });
});
