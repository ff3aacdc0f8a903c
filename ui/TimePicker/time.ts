/**
 * Time-of-day rules over 'HH:mm' strings (24-hour; such strings sort like the times they name).
 */

export type TimeConstraints = {
  /** Earliest selectable time, inclusive. */
  min?: string | undefined;
  /** Latest selectable time, inclusive. */
  max?: string | undefined;
  /** Minutes offered in the list: 1, 5, 10, 15, 30 … (typed times need not follow it). */
  minuteStep?: number | undefined;
};

const pad = (value: number): string => String(value).padStart(2, '0');

/**
 * Typed input: hours and minutes with ':' or the full-width '：' between, the hour with one or two
 * digits ('9:05', '09:05'), or four digits without separator ('0905'). Returns 'HH:mm' or null.
 */
export function parseTimeInput(text: string): string | null {
  const match = /^(\d{1,2})[:：](\d{2})$|^(\d{2})(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const hour = Number(match[1] ?? match[3]);
  const minute = Number(match[2] ?? match[4]);
  return hour <= 23 && minute <= 59 ? `${pad(hour)}:${pad(minute)}` : null;
}

export function hourOptions(): string[] {
  return Array.from({ length: 24 }, (_, hour) => pad(hour));
}

export function minuteOptions(step = 1): string[] {
  const safeStep = Number.isInteger(step) && step >= 1 && step <= 60 ? step : 1;
  return Array.from({ length: Math.ceil(60 / safeStep) }, (_, index) => pad(index * safeStep));
}

export function composeTime(hour: string, minute: string): string {
  return `${hour}:${minute}`;
}

export function splitTime(time: string): { hour: string; minute: string } | null {
  const parsed = parseTimeInput(time);
  return parsed ? { hour: parsed.slice(0, 2), minute: parsed.slice(3) } : null;
}

export function isTimeSelectable(time: string, { min, max }: TimeConstraints): boolean {
  return !(min && time < min) && !(max && time > max);
}

/** An hour is offered when at least one of its minutes is selectable. */
export function isHourSelectable(hour: string, constraints: TimeConstraints): boolean {
  return (
    isTimeSelectable(`${hour}:59`, { min: constraints.min }) &&
    isTimeSelectable(`${hour}:00`, { max: constraints.max })
  );
}

/** The current time, rounded down to the minute step. */
export function currentTime(now: Date = new Date(), step = 1): string {
  const minutes = minuteOptions(step);
  const minute = [...minutes].reverse().find((option) => Number(option) <= now.getMinutes()) ?? '00';
  return composeTime(pad(now.getHours()), minute);
}

/** The option one step up or down a list, clamped to its ends; Home / End jump to them. */
export function nextOption(options: readonly string[], current: string, key: string): string | null {
  const index = Math.max(0, options.indexOf(current));
  const last = options.length - 1;
  const target: Record<string, number> = {
    ArrowUp: Math.max(0, index - 1),
    ArrowDown: Math.min(last, index + 1),
    Home: 0,
    End: last,
  };
  const next = target[key];
  return next === undefined ? null : (options[next] ?? null);
}

/** The first minute on the list that `hour` allows, or null when none does. */
function firstAllowedMinute(hour: string, constraints: TimeConstraints): string | null {
  return (
    minuteOptions(constraints.minuteStep).find((minute) =>
      isTimeSelectable(composeTime(hour, minute), constraints),
    ) ?? null
  );
}

/**
 * The time after choosing `hour` in the list: the current minute is kept when the new hour allows it,
 * otherwise the hour's first allowed minute is taken. Null when the hour offers nothing.
 */
export function withHour(current: string, hour: string, constraints: TimeConstraints): string | null {
  const minute = splitTime(current)?.minute;
  if (minute !== undefined && isTimeSelectable(composeTime(hour, minute), constraints)) {
    return composeTime(hour, minute);
  }
  const first = firstAllowedMinute(hour, constraints);
  return first === null ? null : composeTime(hour, first);
}

/**
 * The time after choosing `minute`: with the current hour, or the first hour allowing that minute when
 * no time is set yet. Null when the result would be outside [min, max].
 */
export function withMinute(current: string, minute: string, constraints: TimeConstraints): string | null {
  const hour =
    splitTime(current)?.hour ??
    hourOptions().find((candidate) => isTimeSelectable(composeTime(candidate, minute), constraints));
  if (hour === undefined) return null;
  const time = composeTime(hour, minute);
  return isTimeSelectable(time, constraints) ? time : null;
}
