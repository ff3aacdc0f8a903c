import {
  STUDENT_TALKS_PAGE,
  signUpProblem,
  type ActivityItem,
  type SignUpSummary,
} from '../../contract/activities';
import { chinaDayStart } from '../../contract/chinaTime';
import type { BadgeTone } from '../../ui/Badge';

/** A talk's page in the portal: /xjh/{id}. */
export const talkPath = (id: string) => `${STUDENT_TALKS_PAGE}/${encodeURIComponent(id)}`;
export const talksPath = STUDENT_TALKS_PAGE;

/** '11月26日 周四 14:00–16:00' */
export function whenText(item: Pick<ActivityItem, 'rq' | 'kssj' | 'jssj'>): string {
  const weekday = '日一二三四五六'[new Date(`${item.rq}T00:00:00Z`).getUTCDay()] ?? '';
  return `${Number(item.rq.slice(5, 7))}月${Number(item.rq.slice(8, 10))}日 周${weekday} ${item.kssj}–${item.jssj}`;
}

export const placeOf = (item: Pick<ActivityItem, 'dd' | 'xsfs'>) =>
  item.xsfs === '2' ? '线上' : item.dd || '—';

/** Whether the talk has begun by this clock (epoch ms). */
export function hasStarted(item: Pick<ActivityItem, 'rq' | 'kssj'>, now: number): boolean {
  const [hours = 0, minutes = 0] = item.kssj.split(':').map(Number);
  return now >= chinaDayStart(item.rq) + (hours * 60 + minutes) * 60_000;
}

export type SignUpDisplay = { label: string; tone: BadgeTone };

/** The sign-up as a list shows it: mine, open with seats left, full, or none. */
export function signUpDisplay(summary: SignUpSummary, signedUp: boolean, started: boolean): SignUpDisplay {
  if (signedUp) return { label: '已报名', tone: 'success' };
  if (!summary.kfbm) return { label: summary.rl > 0 ? '未开放报名' : '无需报名', tone: 'default' };
  if (started) return { label: '报名已结束', tone: 'default' };
  if (summary.ybmrs >= summary.rl) return { label: '名额已满', tone: 'danger' };
  return { label: `可报名（余 ${summary.rl - summary.ybmrs}）`, tone: 'primary' };
}

/** What the detail's sign-up offers: cancel mine, sign up, or why not. */
export type SignUpAction = { kind: 'cancel' } | { kind: 'signUp' } | { kind: 'none'; reason: string };

export function signUpAction(summary: SignUpSummary, signedUp: boolean, started: boolean): SignUpAction {
  if (signedUp) return started ? { kind: 'none', reason: '你已报名，宣讲会已开始' } : { kind: 'cancel' };
  const problem = signUpProblem(summary, started, signedUp);
  return problem === '' ? { kind: 'signUp' } : { kind: 'none', reason: problem };
}
