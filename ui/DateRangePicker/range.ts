import { isDateSelectable, type DateConstraints } from '../DatePicker';

/** [start, end] as 'YYYY-MM-DD' strings; '' for a side not chosen yet. */
export type DateRange = [start: string, end: string];
export type RangeSide = 'start' | 'end';

export const rangeMessage = {
  endBeforeStart: '结束日期不能早于开始日期',
} as const;

export type RangePick =
  | {
      accepted: true;
      range: DateRange;
      /** The side to pick next; null when the range is complete. */ next: RangeSide | null;
    }
  | { accepted: false; message: string };

/**
 * Choosing `date` for the active side. A start after the current end clears the end (the person is
 * starting over); an end before the start is refused. A single day range (start = end) is allowed.
 */
export function pickRangeDate([start, end]: DateRange, side: RangeSide, date: string): RangePick {
  if (side === 'start') {
    const keptEnd = end !== '' && end < date ? '' : end;
    return { accepted: true, range: [date, keptEnd], next: keptEnd === '' ? 'end' : null };
  }
  if (start !== '' && date < start) return { accepted: false, message: rangeMessage.endBeforeStart };
  return { accepted: true, range: [start, date], next: start === '' ? 'start' : null };
}

/**
 * A form or server rule for a submitted range: null when it is in order (or incomplete), otherwise the
 * message to show.
 */
export function rangeOrderError([start, end]: DateRange): string | null {
  return start !== '' && end !== '' && end < start ? rangeMessage.endBeforeStart : null;
}

/**
 * What the grid may offer for the active side: the general constraints, and while the end is being
 * chosen, nothing before the start.
 */
export function rangeConstraints(
  constraints: DateConstraints,
  [start]: DateRange,
  side: RangeSide,
): DateConstraints {
  if (side === 'end' && start !== '' && (!constraints.min || constraints.min < start)) {
    return { ...constraints, min: start };
  }
  return constraints;
}

export type RangeCellState = { isStart: boolean; isEnd: boolean; inRange: boolean };

/**
 * How a day cell is drawn. While the end is being chosen, the hovered / focused day previews the end.
 */
export function rangeCellState(
  date: string,
  [start, end]: DateRange,
  preview: { side: RangeSide; date: string | null },
): RangeCellState {
  const previewEnd =
    preview.side === 'end' && preview.date !== null && start !== '' && preview.date >= start
      ? preview.date
      : end;
  const isStart = date === start;
  const isEnd = previewEnd !== '' && date === previewEnd;
  const inRange = start !== '' && previewEnd !== '' && date > start && date < previewEnd;
  return { isStart, isEnd, inRange };
}

/** Whether a date can be chosen for the active side. */
export function isRangeDateSelectable(
  date: string,
  range: DateRange,
  side: RangeSide,
  constraints: DateConstraints,
): boolean {
  return isDateSelectable(date, rangeConstraints(constraints, range, side));
}
