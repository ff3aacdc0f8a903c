import { isDateString } from '../../contract/chinaTime';
import {
  VENUE_CLOSED_DATES_MAX,
  VENUE_FEE_MAX,
  VENUE_KIND_CODES,
  VENUE_NAME_LIMIT,
  VENUE_SEATS_MAX,
  VENUE_SLOTS_MAX,
  VENUE_TEXT_LIMIT,
  WEEKDAY_NAMES,
  isSlot,
  venueKindOfCode,
  type Venue,
  type VenueDraft,
  type VenueKindCode,
  type VenueSlot,
} from '../../contract/talks';
import { checkIllegalCharsNamed } from '../../ui/validators';

/**
 * The console's venue form (/mgr/cd/save): the venue's fields as typed, its bookable slots as rows
 * (one time range and the weekdays it applies to, which is how staff think of them: 09:00-11:00 on
 * weekdays) and its closed dates. The wire keeps one slot per weekday (VenueSlot); rows are made from
 * it and flattened back.
 */
export type SlotRow = { key: string; start: string; end: string; weekdays: number[] };

export type VenueFormValues = {
  cdmc: string;
  ld: string;
  cdlx: VenueKindCode | null;
  zws: string;
  sb: string;
  fy: string;
  slots: SlotRow[];
  bkyrq: string[];
  qy: boolean;
};
export type VenueFormField = keyof VenueFormValues;

export const VENUE_FIELD_LABELS: Readonly<Record<VenueFormField, string>> = {
  cdmc: '场地名称',
  ld: '所在楼宇',
  cdlx: '场地类型',
  zws: '座位数',
  sb: '设备',
  fy: '费用',
  slots: '可预约时段',
  bkyrq: '不开放日期',
  qy: '启用',
};

export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export const WORKDAYS = [1, 2, 3, 4, 5];

let rowCount = 0;
/** A row key unique in this page's life (rows are added and removed while editing). */
export function nextRowKey(): string {
  rowCount += 1;
  return `slot-${rowCount}`;
}

export function slotRow(start: string, end: string, weekdays: readonly number[]): SlotRow {
  return { key: nextRowKey(), start, end, weekdays: [...weekdays] };
}

/** The slots a new venue starts with: morning, afternoon and evening on working weekdays. */
export function defaultSlotRows(): SlotRow[] {
  return [
    slotRow('09:00', '11:00', WORKDAYS),
    slotRow('14:00', '16:00', WORKDAYS),
    slotRow('19:00', '21:00', WORKDAYS),
  ];
}

export function newVenueValues(): VenueFormValues {
  return {
    cdmc: '',
    ld: '',
    cdlx: VENUE_KIND_CODES.talk,
    zws: '',
    sb: '',
    fy: '0',
    slots: defaultSlotRows(),
    bkyrq: [],
    qy: true,
  };
}

/** The wire's slots as rows: one per time range, with its weekdays, earliest range first. */
export function slotRowsOf(slots: readonly VenueSlot[]): SlotRow[] {
  const byRange = new Map<string, Set<number>>();
  for (const slot of slots) {
    const days = byRange.get(slot.sd) ?? new Set<number>();
    days.add(slot.xq);
    byRange.set(slot.sd, days);
  }
  return [...byRange.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([range, days]) => {
      const [start = '', end = ''] = range.split('-');
      return slotRow(
        start,
        end,
        [...days].sort((a, b) => a - b),
      );
    });
}

/** The rows as the wire keeps them: one slot per weekday and range, Monday first, each pair once. */
export function slotsOfRows(rows: readonly SlotRow[]): VenueSlot[] {
  const seen = new Set<string>();
  const slots: VenueSlot[] = [];
  for (const row of rows)
    for (const xq of row.weekdays) {
      const sd = `${row.start}-${row.end}`;
      if (seen.has(`${xq} ${sd}`)) continue;
      seen.add(`${xq} ${sd}`);
      slots.push({ xq, sd });
    }
  return slots.sort((a, b) => a.xq - b.xq || a.sd.localeCompare(b.sd));
}

export function valuesOf(venue: Venue): VenueFormValues {
  return {
    cdmc: venue.cdmc,
    ld: venue.ld,
    cdlx: venue.cdlx,
    zws: String(venue.zws),
    sb: venue.sb,
    fy: String(venue.fy),
    slots: slotRowsOf(venue.sd),
    bkyrq: [...venue.bkyrq].sort(),
    qy: venue.qy,
  };
}

/** The checked form as POST /mgr/cd/save takes it (call after every rule passed). */
export function draftOf(values: VenueFormValues, id?: string): VenueDraft {
  return {
    ...(id === undefined ? {} : { id }),
    cdmc: values.cdmc.trim(),
    ld: values.ld.trim(),
    cdlx: values.cdlx ?? VENUE_KIND_CODES.talk,
    zws: Number(values.zws.trim()),
    sb: values.sb.trim(),
    fy: Number(values.fy.trim()),
    qy: values.qy,
    sd: slotsOfRows(values.slots),
    bkyrq: [...values.bkyrq].sort(),
  };
}

/** A listed venue as the save takes it back, switched on or off (its fields only, nothing the list adds). */
export function switchedDraft(venue: Venue, qy: boolean): VenueDraft {
  const { id, cdmc, ld, cdlx, zws, sb, fy, sd, bkyrq } = venue;
  return { id, cdmc, ld, cdlx, zws, sb, fy, qy, sd, bkyrq };
}

// ---------------------------------------------------------------------------------------------------
// The rules, in the server's words (contract/talks.ts venueProblem), each at its field.

function textProblem(label: string, value: string, limit: number, required: boolean): string | null {
  const text = value.trim();
  if (text === '') return required ? `请输入${label}` : null;
  if ([...text].length > limit) return `${label}不能超过${limit}个字`;
  const illegal = checkIllegalCharsNamed(text);
  return illegal === null ? null : `${label}：${illegal}`;
}

function wholeNumberProblem(value: string, min: number, max: number, message: string): string | null {
  const text = value.trim();
  if (!/^[0-9]{1,7}$/.test(text)) return message;
  const number = Number(text);
  return number < min || number > max ? message : null;
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Weekdays as the form names them: 周一、周三. */
export function weekdaysText(days: readonly number[]): string {
  return days.map((day) => WEEKDAY_NAMES[day] ?? '').join('、');
}

/** The first problem of one row, or null. */
export function slotRowProblem(row: SlotRow): string | null {
  if (row.start === '' || row.end === '') return '请选择开始和结束时间';
  if (!isSlot(`${row.start}-${row.end}`)) return '结束时间须晚于开始时间';
  if (row.weekdays.length === 0) return '请选择适用的星期';
  return null;
}

/**
 * The first problem of the slot rows, naming the row (第2个时段：…): none at all, an incomplete or
 * backwards range, no weekday, two ranges overlapping on a weekday, more than the server keeps.
 */
export function slotRowsProblem(rows: readonly SlotRow[]): string | null {
  if (rows.length === 0) return '请至少设置一个可预约时段';
  for (const [index, row] of rows.entries()) {
    const problem = slotRowProblem(row);
    if (problem !== null) return `第${index + 1}个时段：${problem}`;
  }
  for (const [index, row] of rows.entries())
    for (const [otherIndex, other] of rows.slice(0, index).entries()) {
      const shared = row.weekdays.filter((day) => other.weekdays.includes(day));
      const overlaps =
        minutesOf(row.start) < minutesOf(other.end) && minutesOf(other.start) < minutesOf(row.end);
      if (shared.length > 0 && overlaps)
        return `第${index + 1}个时段与第${otherIndex + 1}个时段在${weekdaysText(shared)}时间重叠`;
    }
  if (slotsOfRows(rows).length > VENUE_SLOTS_MAX) return `可预约时段最多${VENUE_SLOTS_MAX}个`;
  return null;
}

export function closedDatesProblem(dates: readonly string[]): string | null {
  if (dates.length > VENUE_CLOSED_DATES_MAX) return `不开放日期最多${VENUE_CLOSED_DATES_MAX}个`;
  const bad = dates.find((date) => !isDateString(date));
  return bad === undefined ? null : `不开放日期“${bad}”不是有效日期`;
}

/** Adding a closed date: the list, sorted, with it; or the reason it cannot be added. */
export function withClosedDate(
  dates: readonly string[],
  date: string,
): { dates: string[] } | { problem: string } {
  if (!isDateString(date)) return { problem: '请选择有效日期' };
  if (dates.includes(date)) return { problem: `${date} 已在不开放日期中` };
  if (dates.length >= VENUE_CLOSED_DATES_MAX) return { problem: `不开放日期最多${VENUE_CLOSED_DATES_MAX}个` };
  return { dates: [...dates, date].sort() };
}

export const venueFormRules = {
  cdmc: (value: string) => textProblem('场地名称', value, VENUE_NAME_LIMIT, true),
  ld: (value: string) => textProblem('所在楼宇', value, VENUE_NAME_LIMIT, false),
  cdlx: (value: VenueKindCode | null) =>
    value !== null && venueKindOfCode(value) !== undefined ? null : '请选择场地类型',
  zws: (value: string) =>
    value.trim() === ''
      ? '请输入座位数'
      : wholeNumberProblem(value, 1, VENUE_SEATS_MAX, `座位数应为1到${VENUE_SEATS_MAX}之间的整数`),
  sb: (value: string) => textProblem('设备', value, VENUE_TEXT_LIMIT, false),
  fy: (value: string) =>
    value.trim() === ''
      ? '请输入费用，免费填0'
      : wholeNumberProblem(value, 0, VENUE_FEE_MAX, `费用应为0到${VENUE_FEE_MAX}之间的整数（元）`),
  slots: (rows: SlotRow[]) => slotRowsProblem(rows),
  bkyrq: (dates: string[]) => closedDatesProblem(dates),
};

/** The field a refusal of POST /mgr/cd/save names (the server's words are the rules' own), or null. */
export function venueFieldOf(message: string): VenueFormField | null {
  if (message.includes('不开放日期')) return 'bkyrq';
  if (message.includes('时段')) return 'slots';
  const fields: VenueFormField[] = ['cdmc', 'ld', 'cdlx', 'zws', 'sb', 'fy'];
  return fields.find((field) => message.includes(VENUE_FIELD_LABELS[field])) ?? null;
}

// ---------------------------------------------------------------------------------------------------
// How a venue reads in the list.

/** 免费, or ¥1,200/时段. */
export function feeText(fee: number): string {
  return fee === 0 ? '免费' : `¥${fee.toLocaleString('zh-CN')}/时段`;
}

/** A venue's slots in short: 09:00-11:00（周一至周五）; each range once. */
export function slotsSummary(slots: readonly VenueSlot[]): string[] {
  return slotRowsOf(slots).map((row) => `${row.start}-${row.end}（${weekdaysSpan(row.weekdays)}）`);
}

/** 周一至周五 for a run of three days or more, else 周一、周三. */
export function weekdaysSpan(days: readonly number[]): string {
  const sorted = [...days].sort((a, b) => a - b);
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  const isRun = sorted.every((day, index) => index === 0 || day === (sorted[index - 1] ?? 0) + 1);
  if (first !== undefined && last !== undefined && isRun && sorted.length >= 3)
    return `${WEEKDAY_NAMES[first]}至${WEEKDAY_NAMES[last]}`;
  return weekdaysText(sorted);
}
