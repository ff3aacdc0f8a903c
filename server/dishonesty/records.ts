import type { Kysely } from 'kysely';
import { addDays, chinaDate, chinaDateTime } from '../../contract/chinaTime';
import {
  DISHONESTY_RULES,
  RECORD_STATES,
  SUSPENDED_CODE,
  daysText,
  suspendedMessage,
  type BookingSuspension,
  type DishonestyRecord,
  type DishonestyRule,
  type RecordStateCode,
  type SuspensionRule,
} from '../../contract/dishonesty';
import { preparedQuery } from '../core/db/preparedQueries';
import { newId } from '../core/tokens';
import { ApiError } from '../core/http/envelope';
import type { Database } from '../schema';
import { noShowRuleOf } from '../site';
import { suspensionEnd } from './suspension';
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

/**
 * Records a breach in the caller's transaction; answers false when the source already has its record.
 * The record is in force for the site's window: as long as it can count towards a suspension.
 */
export async function addRecord(db: Kysely<Database>, now: number, record: NewRecord): Promise<boolean> {
  const { windowDays } = await noShowRuleOf(db, record.siteCode);
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
      expires_on: addDays(record.date, windowDays - 1),
      state: 'active',
      note: record.note,
      source_id: record.sourceId,
      created_at: now,
    })
    .onConflict((conflict) => conflict.column('source_id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** The records that count towards a suspension (every booth and talk booking asks). */
const countedRecordsQuery = preparedQuery(2, (db, employerId: string, siteCode: string) =>
  db
    .selectFrom('dishonesty_records')
    .select(['id', 'breach_date'])
    .where('employer_id', '=', employerId)
    .where('site_code', '=', siteCode)
    .where('state', '!=', 'revoked')
    .orderBy('breach_date'),
);

async function countedRecords(db: Kysely<Database>, employerId: string, siteCode: string) {
  const { rows } = await db.executeQuery(countedRecordsQuery(db, employerId, siteCode));
  return rows;
}

/**
 * The employer's booking suspension at a site on the China day of `now` (booths and talks both ask):
 * its last day and the records behind it, or null when it may book. The site's rule is read only for an
 * employer with records (most have none: the booth rush asks this of every hold), unless the caller
 * has it already.
 */
export async function bookingSuspension(
  db: Kysely<Database>,
  employerId: string,
  siteCode: string,
  now: number,
  knownRule?: SuspensionRule,
): Promise<BookingSuspension | null> {
  const records = await countedRecords(db, employerId, siteCode);
  if (records.length === 0) return null;
  const rule = knownRule ?? (await noShowRuleOf(db, siteCode));
  if (records.length < rule.count) return null;
  const end = suspensionEnd(
    records.map((record) => record.breach_date),
    rule,
  );
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

/**
 * What a record in force causes when it is behind no current suspension: with others, one under the
 * site's rule (nothing more when a single no-show suspends: its suspension is over).
 */
function pendingEffect(rule: SuspensionRule): string {
  return rule.count === 1
    ? ''
    : `有效期内累计${rule.count}次未到场将暂停预订${daysText(rule.suspensionDays)}`;
}

/**
 * A record as the wire shows it; `suspension` names the effect when the record is behind one, else the
 * site's rule says what it may lead to.
 */
export function recordOf(
  row: DishonestyRecordsTable,
  now: number,
  suspension: BookingSuspension | null,
  siteRule: SuspensionRule,
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
          ? pendingEffect(siteRule)
          : '',
    sm: row.note,
    cjsj: chinaDateTime(row.created_at),
  };
}
