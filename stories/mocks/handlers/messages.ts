import { http, HttpResponse } from 'msw';
import type { Envelope } from '../../../contract/envelope';
import {
  messagePaths,
  type MarkReadRequest,
  type MarkReadResult,
  type Message,
  type MessageListResult,
} from '../../../contract/messages';
import { DEFAULT_PAGE_SIZE } from '../../../contract/paging';

/**
 * The message centre (docs/api.md): one in-memory inbox of the demo employer, newest first, whose read
 * state changes as the calls mark messages read. Twelve messages (two pages), three unread; the chat's
 * unread call (./im.ts) answers its unread count. Stories and tests that read messages call
 * resetMockInbox() first (and after), so the next one starts from the same inbox.
 */

/** The school's refusal of a position, with the reason the employer must see. */
export const REJECTED_POSITION_MESSAGE: Message = {
  id: 'xx0012',
  bt: '招聘职位已驳回：Java开发工程师',
  nr: '招聘职位“Java开发工程师”未通过学校审核。原因：职位描述中含有“仅限985、211院校”的限制性表述，请删除后重新提交。',
  fsr: '学校审核',
  fssj: '2025-03-18 10:24:31',
  sfyd: '0',
  dxlx: 'position',
  dxid: 'zw0001',
};

export const CHANGES_ANNOUNCEMENT_MESSAGE: Message = {
  id: 'xx0011',
  bt: '招聘公告需修改：2025届春季校园招聘简章',
  nr: '学校要求修改招聘公告“2025届春季校园招聘简章”，请修改后重新提交。修改意见：请补充各岗位的工作地点和薪资待遇。',
  fsr: '学校审核',
  fssj: '2025-03-17 16:05:12',
  sfyd: '0',
  dxlx: 'announcement',
  dxid: 'gg0001',
};

export const PASSED_REGISTRATION_MESSAGE: Message = {
  id: 'xx0010',
  bt: '单位注册已通过：示例科技有限公司',
  nr: '贵单位的注册信息已通过学校审核。',
  fsr: '学校审核',
  fssj: '2025-03-15 09:30:00',
  sfyd: '0',
  dxlx: 'employer',
  dxid: 'dw0001',
};

const OLDER_POSITIONS = [
  '产品经理',
  '测试工程师',
  '前端开发工程师',
  '数据分析师',
  '管培生',
  '销售代表',
  'UI设计师',
  '运维工程师',
];

function initialInbox(): Message[] {
  const older = OLDER_POSITIONS.map((name, index): Message => ({
    id: `xx${String(9 - index).padStart(4, '0')}`,
    bt: `招聘职位已发布：${name}`,
    nr: `招聘职位“${name}”已通过学校审核。`,
    fsr: '学校审核',
    fssj: `2025-03-${String(14 - index).padStart(2, '0')} 11:00:00`,
    sfyd: '1',
    dxlx: 'position',
    dxid: `zw${String(100 + index)}`,
  }));
  const welcome: Message = {
    id: 'xx0001',
    bt: '欢迎使用高校毕业生就业平台',
    nr: '贵单位可以在这里发布招聘职位、申请宣讲会、预定招聘会展位、处理简历与签约。',
    fsr: '平台管理员',
    fssj: '2025-03-01 08:00:00',
    sfyd: '1',
    dxlx: '',
    dxid: '',
  };
  return [
    REJECTED_POSITION_MESSAGE,
    CHANGES_ANNOUNCEMENT_MESSAGE,
    PASSED_REGISTRATION_MESSAGE,
    ...older,
    welcome,
  ];
}

let inbox: Message[] = initialInbox();

/** Puts the inbox back as it starts (or as given). */
export function resetMockInbox(messages: readonly Message[] = initialInbox()): void {
  inbox = messages.map((message) => ({ ...message }));
}

export function mockUnreadCount(): number {
  return inbox.filter((message) => message.sfyd === '0').length;
}

const ok = <T>(result: T): Envelope<T> => ({ code: 200, result, message: '成功' });
const SESSION_INVALID: Envelope<null> = { code: 42, result: null, message: '登录已失效，请重新登录' };
const loggedIn = (request: Request) => request.headers.get('accessToken') !== null;

function markRead(ids: ReadonlySet<string> | 'all'): number {
  let changed = 0;
  inbox = inbox.map((message) => {
    if (message.sfyd === '1' || (ids !== 'all' && !ids.has(message.id))) return message;
    changed += 1;
    return { ...message, sfyd: '1' };
  });
  return changed;
}

export const messagesHandlers = [
  http.get(messagePaths.list, ({ request }) => {
    if (!loggedIn(request)) return HttpResponse.json(SESSION_INVALID);
    const query = new URL(request.url).searchParams;
    const page = Math.max(1, Number(query.get('page') ?? 1));
    const size = Math.max(1, Number(query.get('size') ?? DEFAULT_PAGE_SIZE));
    const read = query.get('sfyd');
    const matching = read === null ? inbox : inbox.filter((message) => message.sfyd === read);
    return HttpResponse.json(
      ok<MessageListResult>({
        records: matching.slice((page - 1) * size, page * size),
        total: matching.length,
        unread: mockUnreadCount(),
      }),
    );
  }),
  http.post(messagePaths.read, async ({ request }) => {
    if (!loggedIn(request)) return HttpResponse.json(SESSION_INVALID);
    const { ids } = (await request.json()) as MarkReadRequest;
    return HttpResponse.json(ok<MarkReadResult>(markRead(new Set(ids))));
  }),
  http.post(messagePaths.readAll, ({ request }) =>
    HttpResponse.json(loggedIn(request) ? ok<MarkReadResult>(markRead('all')) : SESSION_INVALID),
  ),
];
