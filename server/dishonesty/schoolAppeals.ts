import type { Kysely } from 'kysely';
import type { SchoolAppeal, SchoolAppealDetail, SchoolAppealQuery } from '../../contract/dishonesty';
import type { Page } from '../../contract/paging';
import { containing, filterValue, onPage } from '../core/db/listQueries';
import { ApiError, VALIDATION_FAILED_CODE } from '../core/http/envelope';
import { pageOf } from '../core/http/schemas';
import type { Database } from '../schema';
import { noShowRuleOf } from '../site';
import { APPEAL_NOT_FOUND, appealOf, appealsOf } from './appeals';
import { bookingSuspension, recordOf } from './records';
import type { DishonestyAppealsTable, DishonestyRecordsTable } from './tables';

const STATE_OF_CODE: Record<string, string> = { '1': 'pending', '2': 'accepted', '3': 'rejected' };

const RECORD_COLUMNS = [
  'dishonesty_records.id as r_id',
  'dishonesty_records.site_code as r_site_code',
  'dishonesty_records.employer_id as r_employer_id',
  'dishonesty_records.employer_name as r_employer_name',
  'dishonesty_records.rule as r_rule',
  'dishonesty_records.object_id as r_object_id',
  'dishonesty_records.object_name as r_object_name',
  'dishonesty_records.breach_date as r_breach_date',
  'dishonesty_records.expires_on as r_expires_on',
  'dishonesty_records.state as r_state',
  'dishonesty_records.note as r_note',
  'dishonesty_records.source_id as r_source_id',
  'dishonesty_records.created_at as r_created_at',
] as const;

type Joined = DishonestyAppealsTable & {
  [K in keyof DishonestyRecordsTable as `r_${K}`]: DishonestyRecordsTable[K];
};

function recordOfRow(row: Joined): DishonestyRecordsTable {
  return {
    id: row.r_id,
    site_code: row.r_site_code,
    employer_id: row.r_employer_id,
    employer_name: row.r_employer_name,
    rule: row.r_rule,
    object_id: row.r_object_id,
    object_name: row.r_object_name,
    breach_date: row.r_breach_date,
    expires_on: row.r_expires_on,
    state: row.r_state,
    note: row.r_note,
    source_id: row.r_source_id,
    created_at: row.r_created_at,
  };
}

function appealsWithRecords(db: Kysely<Database>, siteCode: string) {
  return db
    .selectFrom('dishonesty_appeals')
    .innerJoin('dishonesty_records', 'dishonesty_records.id', 'dishonesty_appeals.record_id')
    .where('dishonesty_appeals.site_code', '=', siteCode);
}

/** The site's appeals of a state (all when none), by employer name; pending ones oldest first. */
export async function schoolAppeals(
  db: Kysely<Database>,
  now: number,
  siteCode: string,
  query: SchoolAppealQuery,
): Promise<Page<SchoolAppeal>> {
  const code = filterValue(query.zt);
  const keyword = filterValue(query.keyword);
  const base = appealsWithRecords(db, siteCode)
    .$if(code !== null, (q) => q.where('dishonesty_appeals.state', '=', STATE_OF_CODE[code ?? ''] ?? ''))
    .$if(keyword !== null, (q) => q.where(containing('dishonesty_records.employer_name', keyword ?? '')));
  const direction = code === '1' ? 'asc' : 'desc';
  const [rows, count, rule] = await Promise.all([
    onPage(
      base
        .selectAll('dishonesty_appeals')
        .select(RECORD_COLUMNS)
        .orderBy('dishonesty_appeals.created_at', direction)
        .orderBy('dishonesty_appeals.id', direction),
      pageOf(query),
    ).execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
    noShowRuleOf(db, siteCode),
  ]);
  return {
    records: rows.map((row) => {
      const record = recordOfRow(row);
      return {
        ...appealOf(row),
        dwid: record.employer_id,
        dwmc: record.employer_name,
        jl: recordOf(record, now, null, rule),
      };
    }),
    total: Number(count.total),
  };
}

/** One appeal of the site with its record (and the suspension it is behind) and the record's appeals. */
export async function schoolAppeal(
  db: Kysely<Database>,
  now: number,
  siteCode: string,
  id: string,
): Promise<SchoolAppealDetail> {
  const row = await appealsWithRecords(db, siteCode)
    .selectAll('dishonesty_appeals')
    .select(RECORD_COLUMNS)
    .where('dishonesty_appeals.id', '=', id)
    .executeTakeFirst();
  if (row === undefined) throw new ApiError(VALIDATION_FAILED_CODE, APPEAL_NOT_FOUND);
  const record = recordOfRow(row);
  const rule = await noShowRuleOf(db, siteCode);
  const suspension = await bookingSuspension(db, record.employer_id, siteCode, now, rule);
  return {
    ...appealOf(row),
    dwid: record.employer_id,
    dwmc: record.employer_name,
    jl: recordOf(record, now, suspension, rule),
    appeals: await appealsOf(db, record.id),
  };
}
