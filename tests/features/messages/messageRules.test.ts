import type { Message, MessageListResult } from '../../../contract/messages';
import {
  knownUnread,
  messageLink,
  messageListQuery,
  messageTime,
  pageWithin,
  withMessagesRead,
} from '../../../features/messages/messageRules';

const message = (id: string, sfyd: '0' | '1'): Message => ({
  id,
  bt: `标题${id}`,
  nr: `内容${id}`,
  fsr: '学校审核',
  fssj: '2025-03-18 10:24:31',
  sfyd,
  dxlx: 'position',
  dxid: `zw-${id}`,
});

describe('messageListQuery', () => {
  it('asks for every message under 全部 and for sfyd 0 under 未读, ten a page', () => {
    expect(messageListQuery('all', 2)).toEqual({ page: 2, size: 10 });
    expect(messageListQuery('unread', 1)).toEqual({ page: 1, size: 10, sfyd: '0' });
  });
});

describe('messageLink', () => {
  it.each([
    [{ dxlx: 'position', dxid: 'zw0001' }, false, { to: '/zpxx/zpzwgl?id=zw0001', label: '查看职位' }],
    [{ dxlx: 'announcement', dxid: 'gg0001' }, false, { to: '/zpxx/zpgggl?id=gg0001', label: '查看公告' }],
    [{ dxlx: 'employer', dxid: 'dw0001' }, false, { to: '/dwsy', label: '查看审核状态' }],
    [{ dxlx: 'employer', dxid: 'dw0001' }, true, { to: '/dwmobileHome', label: '查看审核状态' }],
    [{ dxlx: 'position', dxid: 'a b&c' }, false, { to: '/zpxx/zpzwgl?id=a%20b%26c', label: '查看职位' }],
  ] as const)('leads %j (phone %p) to %j', (object, isPhone, expected) =>
    expect(messageLink(object, isPhone)).toEqual(expected),
  );

  it.each([
    [{ dxlx: '', dxid: '' }],
    [{ dxlx: 'position', dxid: '' }],
    [{ dxlx: 'announcement', dxid: '' }],
    // A kind of object this version has no page for (a later talk or booth message).
    [{ dxlx: 'talk', dxid: 'xjh1' }],
  ])('has no link for %j', (object) =>
    expect(messageLink(object as Pick<Message, 'dxlx' | 'dxid'>, false)).toBeNull(),
  );
});

describe('messageTime', () => {
  it('shows the minute and gives the China-time instant', () =>
    expect(messageTime('2025-03-18 10:24:31')).toEqual({
      label: '2025-03-18 10:24',
      dateTime: '2025-03-18T10:24:31+08:00',
    }));

  it('shows anything else as it came', () =>
    expect(messageTime('昨天')).toEqual({ label: '昨天', dateTime: undefined }));
});

describe('reading a shown page', () => {
  const page: MessageListResult = {
    records: [message('1', '0'), message('2', '0'), message('3', '1')],
    total: 3,
    unread: 5,
  };

  it('shows the read messages read, keeps them in place and lowers the unread total', () => {
    const after = withMessagesRead(page, new Set(['1']), 1);
    expect(after.records.map((item) => [item.id, item.sfyd])).toEqual([
      ['1', '1'],
      ['2', '0'],
      ['3', '1'],
    ]);
    expect(after.unread).toBe(4);
    expect(after.total).toBe(3);
    expect(page.records[0]?.sfyd).toBe('0');
  });

  it('never counts below zero', () => expect(withMessagesRead(page, new Set(['1', '2']), 9).unread).toBe(0));

  it('knows which of the ids are unread on any shown page, each once', () => {
    const other: MessageListResult = { records: [message('2', '0'), message('4', '0')], total: 2, unread: 5 };
    expect(knownUnread([page, other], ['1', '2', '3', '9'])).toEqual(new Set(['1', '2']));
  });
});

describe('pageWithin', () => {
  it.each([
    [1, 0, 1],
    [2, 10, 1],
    [3, 11, 2],
    [2, 25, 2],
    [0, 25, 1],
  ])('page %i of %i messages shows page %i', (page, total, expected) =>
    expect(pageWithin(page, total)).toBe(expected),
  );
});
