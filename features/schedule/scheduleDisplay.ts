import {
  activityKindName,
  type ActivityItem,
  type ScheduleItem,
  type SignUpSummary,
} from '../../contract/activities';
import type { BadgeTone } from '../../ui/Badge';

/** '14:00–16:00' */
export function timeText(item: Pick<ActivityItem, 'kssj' | 'jssj'>): string {
  return `${item.kssj}–${item.jssj}`;
}

/** '11月26日 周四' */
export function dayText(date: string): string {
  const weekday = '日一二三四五六'[new Date(`${date}T00:00:00Z`).getUTCDay()] ?? '';
  return `${Number(date.slice(5, 7))}月${Number(date.slice(8, 10))}日 周${weekday}`;
}

/** What an entry's visible start time and title leave out: '（宣讲会 14:00–16:00 已通过）'. */
export function entryDetail(item: ScheduleItem): string {
  return `（${activityKindName(item.lx)} ${timeText(item)} ${item.ztmc}）`;
}

/** An entry in full (its tooltip): kind, time, title and state. */
export function entryLabel(item: ScheduleItem): string {
  return `${activityKindName(item.lx)} ${timeText(item)} ${item.bt}（${item.ztmc}）`;
}

/** A schedule state's badge: passed green, waiting amber, refused red, others plain. */
export function stateTone(item: Pick<ScheduleItem, 'ztmc'>): BadgeTone {
  if (/通过|成功|已预约/.test(item.ztmc)) return 'success';
  if (/待|需修改/.test(item.ztmc)) return 'warning';
  if (/未通过|驳回|取消/.test(item.ztmc)) return 'danger';
  return 'default';
}

/** '已报名 12 / 200 人' or why there is no sign-up. */
export function signUpText(summary: SignUpSummary | null): string {
  if (summary === null) return '线上宣讲，无需报名';
  if (!summary.kfbm) return summary.ybmrs > 0 ? `未开放（已报名 ${summary.ybmrs} 人）` : '未开放';
  return `已报名 ${summary.ybmrs} / ${summary.rl} 人`;
}

/** Where an activity takes place, or 线上. */
export function placeText(item: Pick<ActivityItem, 'dd' | 'xsfs'>): string {
  if (item.xsfs === '2') return '线上';
  return item.dd || '—';
}
