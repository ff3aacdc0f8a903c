import type { ActivityDetail, ActivityItem, ScheduleItem, SignUpSummary } from '../../contract/activities';
import type { SignUpState } from './attendance';
import type { ActivityRecord, OwnActivity } from './sources';

// What leaves the server: each answer built field by field, so nothing a kind reads for its own use
// (start instant, capacity, state codes) slips into a public answer.

export function itemOf(record: ActivityItem): ActivityItem {
  return {
    id: record.id,
    lx: record.lx,
    bt: record.bt,
    jbf: record.jbf,
    rq: record.rq,
    kssj: record.kssj,
    jssj: record.jssj,
    dd: record.dd,
    xsfs: record.xsfs,
  };
}

/** Sign-up as shown: open only while the employer keeps it open and the talk has seats. */
export function signUpSummary(capacity: number, state: SignUpState | undefined): SignUpSummary {
  const open = capacity > 0 && state?.open === true;
  return { kfbm: open, rl: capacity, ybmrs: state?.taken ?? 0 };
}

export function detailOf(record: ActivityRecord, state: SignUpState | undefined): ActivityDetail {
  return {
    ...itemOf(record),
    sm: record.note,
    zbdz: record.liveLink,
    yx: record.faculties,
    zy: record.majors,
    zw: [...record.positions],
    bm: signUpSummary(record.capacity, state),
  };
}

export function scheduleItemOf(activity: OwnActivity, state: SignUpState | undefined): ScheduleItem {
  return {
    ...itemOf(activity),
    zt: activity.state,
    ztmc: activity.stateName,
    lj: activity.page,
    bm: activity.lx === 'xjh' && activity.capacity > 0 ? signUpSummary(activity.capacity, state) : null,
  };
}
