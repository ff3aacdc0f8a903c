import { chatButtonLabel, unreadBadgeText } from '../../ui/ChatButton';

describe('unreadBadgeText', () => {
  it.each([
    [0, null],
    [undefined, null],
    [null, null],
    ['', null],
    ['abc', null],
    [Number.NaN, null],
    [-3, null],
    [{}, null],
    [1, '1'],
    [3, '3'],
    ['7', '7'],
    [99, '99'],
    [100, '99+'],
    [120, '99+'],
    ['250', '99+'],
    [2.7, '2'],
  ])('shows %p as %p', (count, text) => {
    expect(unreadBadgeText(count)).toBe(text);
  });
});

describe('chatButtonLabel', () => {
  it.each([
    [0, '在线沟通'],
    ['x', '在线沟通'],
    [3, '在线沟通，3条未读'],
    [120, '在线沟通，99+条未读'],
  ])('names the button for %p unread as %s', (count, label) => {
    expect(chatButtonLabel(count)).toBe(label);
  });
});
