import { DEFAULT_PRIMARY } from '../ui/theme';

/**
 * Real school colours for the wzzsd toolbar, plus two extremes that stress the derived palette:
 * a very light and a very dark brand must still give readable text on primary surfaces.
 */
export const schoolColours = [
  { value: DEFAULT_PRIMARY, title: '默认蓝' },
  { value: '#660874', title: '清华紫' },
  { value: '#94070a', title: '北大红' },
  { value: '#003f88', title: '浙大蓝' },
  { value: '#005826', title: '中大绿' },
  { value: '#ffe14d', title: '亮黄（极浅）' },
  { value: '#111111', title: '墨黑（极深）' },
] as const;
