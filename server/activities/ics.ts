import { createEvents, type EventAttributes } from 'ics';
import { activityKindName } from '../../contract/activities';
import { chinaDayStart } from '../../contract/chinaTime';
import type { OwnActivity } from './sources';

const MINUTE_MS = 60_000;

/** Epoch ms of a China date and 'HH:mm' time (calendar files carry UTC, so any time zone reads them right). */
function instant(date: string, time: string): number {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return chinaDayStart(date) + (hours * 60 + minutes) * MINUTE_MS;
}

/**
 * The employer's activities as one iCalendar file: one event per activity in UTC, its state in the
 * description and its page as the link. Each event keeps its uid across exports, so a calendar app
 * that subscribes updates its events instead of duplicating them.
 */
export function scheduleCalendar(
  activities: readonly OwnActivity[],
  options: { name: string; pageOrigin: string; host: string },
): string {
  const events: EventAttributes[] = activities.map((activity) => ({
    uid: `${activity.lx}-${activity.id}@${options.host}`,
    title: `${activityKindName(activity.lx)}：${activity.bt}`,
    start: instant(activity.rq, activity.kssj),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: instant(activity.rq, activity.jssj),
    endInputType: 'utc',
    endOutputType: 'utc',
    location: activity.dd,
    description: `状态：${activity.stateName}`,
    url: `${options.pageOrigin}${activity.page}`,
    status: activity.confirmed ? 'CONFIRMED' : 'TENTATIVE',
  }));
  const { error, value } = createEvents(events, { productId: 'dwpage/schedule', calName: options.name });
  if (error !== null || value === null) throw error ?? new Error('calendar not written');
  return value;
}
