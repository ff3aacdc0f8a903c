import { http, HttpResponse } from 'msw';
import type { Envelope } from '../../../contract/envelope';
import {
  studentMessagePaths,
  type MarkReadRequest,
  type MarkReadResult,
  type Message,
  type MessageListResult,
} from '../../../contract/messages';
import { DEFAULT_PAGE_SIZE } from '../../../contract/paging';
import { ok, refuse } from './account';
import { hasStudentSession } from './studentAccount';

/**
 * The student's message centre (docs/api.md, Student message centre): one in-memory inbox of the demo
 * student, newest first, whose read state changes as the calls mark messages read. Twelve messages (two
 * pages), three unread. Stories and tests that read it call resetStudentInbox() first.
 */

export const INTERVIEW_MESSAGE: Message = {
  id: 'sx0012',
  bt: '面试邀请：前端开发工程师',
  nr: '示例科技有限公司邀请你参加“前端开发工程师”的面试：2026-12-08 14:30，济南市历下区经十路 100 号 A 座 5 楼。',
  fsr: '示例科技有限公司',
  fssj: '2026-11-20 10:24:31',
  sfyd: '0',
  dxlx: 'application',
  dxid: 'a0001',
};

export const INVITATION_MESSAGE: Message = {
  id: 'sx0011',
  bt: '投递邀请：算法工程师',
  nr: '智能数据有限公司看了你的简历，邀请你投递“算法工程师”。',
  fsr: '智能数据有限公司',
  fssj: '2026-11-19 16:05:12',
  sfyd: '0',
  dxlx: 'invitation',
  dxid: 'i0001',
};

export const NOT_SUITABLE_MESSAGE: Message = {
  id: 'sx0010',
  bt: '申请结果：产品经理助理',
  nr: '感谢你对“产品经理助理”的关注，经过慎重考虑，暂时无法进入下一轮，祝你求职顺利。',
  fsr: '示例科技有限公司',
  fssj: '2026-11-18 09:30:00',
  sfyd: '0',
  dxlx: 'application',
  dxid: 'a0002',
};

const OLDER_POSITIONS = [
  '测试工程师',
  '数据分析师',
  '管培生',
  '销售代表',
  'UI设计师',
  '运维工程师',
  '财务助理',
  '行政专员',
];

function initialInbox(): Message[] {
  const older = OLDER_POSITIONS.map((name, index): Message => ({
    id: `sx${String(9 - index).padStart(4, '0')}`,
    bt: `申请已被查看：${name}`,
    nr: `用人单位已查看你对“${name}”的申请。`,
    fsr: '示例科技有限公司',
    fssj: `2026-11-${String(17 - index).padStart(2, '0')} 11:00:00`,
    sfyd: '1',
    dxlx: 'application',
    dxid: `a${String(100 + index)}`,
  }));
  const welcome: Message = {
    id: 'sx0001',
    bt: '欢迎使用学生中心',
    nr: '在这里可以搜索职位、投递简历、查看申请进度和用人单位的邀请。',
    fsr: '平台管理员',
    fssj: '2026-11-01 08:00:00',
    sfyd: '1',
    dxlx: '',
    dxid: '',
  };
  return [INTERVIEW_MESSAGE, INVITATION_MESSAGE, NOT_SUITABLE_MESSAGE, ...older, welcome];
}

let inbox: Message[] = initialInbox();

/** Puts the inbox back as it starts (or as given). */
export function resetStudentInbox(messages: readonly Message[] = initialInbox()): void {
  inbox = messages.map((message) => ({ ...message }));
}

const unreadCount = () => inbox.filter((message) => message.sfyd === '0').length;
const SESSION_INVALID = refuse(4003, '登录已失效，请重新登录');
const loggedIn = hasStudentSession;

function markRead(ids: ReadonlySet<string> | 'all'): number {
  let changed = 0;
  inbox = inbox.map((message) => {
    if (message.sfyd === '1' || (ids !== 'all' && !ids.has(message.id))) return message;
    changed += 1;
    return { ...message, sfyd: '1' };
  });
  return changed;
}

export const studentMessagesHandlers = [
  http.get(studentMessagePaths.list, ({ request }) => {
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
        unread: unreadCount(),
      }),
    );
  }),
  http.get(studentMessagePaths.unread, ({ request }) =>
    HttpResponse.json<Envelope<number | null>>(loggedIn(request) ? ok(unreadCount()) : SESSION_INVALID),
  ),
  http.post(studentMessagePaths.read, async ({ request }) => {
    if (!loggedIn(request)) return HttpResponse.json(SESSION_INVALID);
    const { ids } = (await request.json()) as MarkReadRequest;
    return HttpResponse.json(ok<MarkReadResult>(markRead(new Set(ids))));
  }),
  http.post(studentMessagePaths.readAll, ({ request }) =>
    HttpResponse.json<Envelope<MarkReadResult | null>>(
      loggedIn(request) ? ok(markRead('all')) : SESSION_INVALID,
    ),
  ),
];
