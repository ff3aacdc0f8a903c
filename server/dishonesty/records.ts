import type { Kysely } from 'kysely';
import { addDays, addOneYear, chinaDate, chinaDateTime, daysBetween } from '../../contract/chinaTime';
import {
  DEFAULT_SUSPENSION_RULE,
  DISHONESTY_RULES,
  RECORD_STATES,
  RECORD_VALID_DAYS,
  SUSPENDED_CODE,
  suspendedMessage,
  type BookingSuspension,
  type DishonestyRecord,
  type DishonestyRule,
  type RecordStateCode,
} from '../../contract/dishonesty';
import { newId } from '../core/tokens';
import { ApiError } from '../core/http/envelope';
import type { Database } from '../schema';
import type { DishonestyRecordsTable } from './tables';

export type RecordState = 'active' | 'appealed' | 'revoked';

/** A breach to record: one record per source (a booking marked no-show), so marking twice records once. */
export type NewRecord = {
  siteCode: string;
  employerId: string;
  employerName: string;
  rule: DishonestyRule;
  objectId: string;
  objectName: string;
  /** The breach date, 'YYYY-MM-DD'. */
  date: string;
  sourceId: string;
  note: string;
};

/** Records a breach in the caller's transaction; answers false when the source already has its record. */
export async function addRecord(db: Kysely<Database>, now: number, record: NewRecord): Promise<boolean> {
  const result = await db
    .insertInto('dishonesty_records')
    .values({
      id: newId(),
      site_code: record.siteCode,
      employer_id: record.employerId,
      employer_name: record.employerName,
      rule: record.rule,
      object_id: record.objectId,
      object_name: record.objectName,
      breach_date: record.date,
      expires_on: addDays(record.date, RECORD_VALID_DAYS - 1),
      state: 'active',
      note: record.note,
      source_id: record.sourceId,
      created_at: now,
    })
    .onConflict((conflict) => conflict.column('source_id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/**
 * The suspensions the rule derives from an employer's records (not revoked; an appeal under way still
 * counts): each pair of breaches at most windowDays apart suspends booking from the later one for
 * suspensionDays. Answers the last suspended day of the latest, or null.
 */
export function suspensionEnd(breachDates: readonly string[]): { until: string; dates: string[] } | null {
  const { count, windowDays, suspensionDays } = DEFAULT_SUSPENSION_RULE;
  const dates = [...breachDates].sort();
  let latest: { until: string; dates: string[] } | null = null;
  for (let index = count - 1; index < dates.length; index += 1) {
    const first = dates[index - count + 1] as string;
    const last = dates[index] as string;
    if (daysBetween(first, last) > windowDays) continue;
    const until = addDays(suspensionDays === 365 ? addOneYear(last) : addDays(last, suspensionDays), -1);
    if (latest === null || until >= latest.until)
      latest = { until, dates: dates.slice(index - count + 1, index + 1) };
  }
  return latest;
}

async function countedRecords(db: Kysely<Database>, employerId: string, siteCode: string) {
  return db
    .selectFrom('dishonesty_records')
    .select(['id', 'breach_date'])
    .where('employer_id', '=', employerId)
    .where('site_code', '=', siteCode)
    .where('state', '!=', 'revoked')
    .orderBy('breach_date')
    .execute();
}

/**
 * The employer's booking suspension at a site on the China day of `now` (booths and talks both ask):
 * its last day and the records behind it, or null when it may book.
 */
export async function bookingSuspension(
  db: Kysely<Database>,
  employerId: string,
  siteCode: string,
  now: number,
): Promise<BookingSuspension | null> {
  const records = await countedRecords(db, employerId, siteCode);
  if (records.length < DEFAULT_SUSPENSION_RULE.count) return null;
  const end = suspensionEnd(records.map((record) => record.breach_date));
  if (end === null || end.until < chinaDate(now)) return null;
  return {
    jsrq: end.until,
    jlids: records.filter((record) => end.dates.includes(record.breach_date)).map((record) => record.id),
  };
}

/** Refuses (code SUSPENDED_CODE, with the end date) an employer under a booking suspension. */
export async function assertNotSuspended(
  db: Kysely<Database>,
  employerId: string,
  siteCode: string,
  now: number,
): Promise<void> {
  const suspension = await bookingSuspension(db, employerId, siteCode, now);
  if (suspension !== null) throw new ApiError(SUSPENDED_CODE, suspendedMessage(suspension.jsrq));
}

function stateCode(
  row: Pick<DishonestyRecordsTable, 'state' | 'expires_on'>,
  today: string,
): RecordStateCode {
  if (row.state === 'revoked') return '3';
  if (row.state === 'appealed') return '2';
  return row.expires_on < today ? '4' : '1';
}

/** A record as the wire shows it; `suspension` names the effect when the record is behind one. */
export function recordOf(
  row: DishonestyRecordsTable,
  now: number,
  suspension: BookingSuspension | null,
): DishonestyRecord {
  const zt = stateCode(row, chinaDate(now));
  const rule = row.rule as DishonestyRule;
  return {
    id: row.id,
    gzlx: rule,
    gzmc: DISHONESTY_RULES[rule] ?? row.rule,
    dxid: row.object_id,
    dxmc: row.object_name,
    wgrq: row.breach_date,
    yxqz: row.expires_on,
    zt,
    ztmc: RECORD_STATES[zt],
    yx:
      suspension !== null && suspension.jlids.includes(row.id)
        ? `暂停预订招聘会展位和宣讲会至${suspension.jsrq}`
        : zt === '1' || zt === '2'
          ? `有效期内再有${DEFAULT_SUSPENSION_RULE.count - 1}次未到场将暂停预订一年`
          : '',
    sm: row.note,
    cjsj: chinaDateTime(row.created_at),
  };
}
