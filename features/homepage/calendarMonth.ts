/** 'YYYY-MM' of a date 'YYYY-MM-DD'. */
export const monthOf = (date: string): string => date.slice(0, 7);

/** A month 'YYYY-MM' moved by whole months ('2026-12' + 1 -> '2027-01'). */
export function shiftMonth(month: string, by: number): string {
  const [year = 0, monthNumber = 1] = month.split('-').map(Number);
  const index = year * 12 + (monthNumber - 1) + by;
  return `${String(Math.floor(index / 12))}-${String((index % 12) + 1).padStart(2, '0')}`;
}
