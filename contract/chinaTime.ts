// China keeps one time zone, UTC+8, without daylight saving: dates and times on the wire are China's,
// whatever zone the server or the browser runs in.

const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** 'YYYY-MM-DD HH:mm:ss' in China time. */
export function chinaDateTime(ms: number): string {
  return new Date(ms + CHINA_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** 'YYYY-MM-DD' in China time. */
export function chinaDate(ms: number): string {
  return new Date(ms + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written 'YYYY-MM-DD'. */
export function isDateString(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (match === null) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The epoch milliseconds at which a China date begins (00:00 UTC+8). */
export function chinaDayStart(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) - CHINA_OFFSET_MS;
}

/** A China date moved by whole days ('2026-11-25' + 3 -> '2026-11-28'). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The same day of the month a year later (29 February -> 28 February). */
export function addOneYear(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(year + 1, month - 1, day));
  if (next.getUTCMonth() !== month - 1) next.setUTCDate(0);
  return next.toISOString().slice(0, 10);
}

/** Whole days from one China date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}
