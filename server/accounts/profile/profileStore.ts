import type { Kysely } from 'kysely';
import { chinaDateTime } from '../../../contract/chinaTime';
import { EMPLOYER_INDUSTRIES, EMPLOYER_NATURES, codeLabel, type CodeItem } from '../../../contract/codeLists';
import {
  CAPITAL_BANDS,
  PROFILE_FIELD_LABELS,
  SIZE_BANDS,
  type EmployerProfileFields,
  type ProfileField,
  type ProfileHistoryEntry,
  type ProfileHistoryPage,
} from '../../../contract/employerProfile';
import { cappedCount, onPage } from '../../core/db/listQueries';
import type { Database } from '../../schema';
import { regionName } from './regions';
import { sequentialId } from './sequentialId';

// The profile's fields on employers (wire names -> columns), its reading and its history.

export const PROFILE_COLUMNS = {
  dwmc: 'name',
  tyshxydm: 'credit_code',
  dwxz: 'nature',
  dwhy: 'industry',
  zgbm: 'supervising_department',
  dwjj: 'description',
  zczj: 'capital_band',
  dwgm: 'size_band',
  sf: 'province_code',
  cs: 'city_code',
  xxdz: 'address',
  yzbm: 'postcode',
  dwwz: 'website',
  lxr: 'contact_name',
  sjhm: 'contact_mobile',
  gddh: 'landline',
  yx: 'email',
  yyzz: 'licence_path',
  logo: 'logo_path',
} as const satisfies Record<ProfileField, string>;

type ProfileColumn = (typeof PROFILE_COLUMNS)[ProfileField];

const FIELDS = Object.keys(PROFILE_COLUMNS) as ProfileField[];

/** The employer's profile with its registration site, or undefined for an unknown id. */
export async function readProfile(
  db: Kysely<Database>,
  employerId: string,
): Promise<{ fields: EmployerProfileFields; siteCode: string } | undefined> {
  const row = await db
    .selectFrom('employers')
    .select([...Object.values(PROFILE_COLUMNS), 'site_code'])
    .where('id', '=', employerId)
    .executeTakeFirst();
  if (row === undefined) return undefined;
  const fields = Object.fromEntries(
    FIELDS.map((field) => [field, row[PROFILE_COLUMNS[field]]]),
  ) as EmployerProfileFields;
  return { fields, siteCode: row.site_code };
}

/** The columns setting these fields to their values. */
export function columnsOf(fields: Partial<EmployerProfileFields>): Partial<Record<ProfileColumn, string>> {
  return Object.fromEntries(
    (Object.keys(fields) as ProfileField[]).map((field) => [PROFILE_COLUMNS[field], fields[field]]),
  );
}

const CODE_LISTS: Partial<Record<ProfileField, readonly CodeItem[]>> = {
  dwxz: EMPLOYER_NATURES,
  dwhy: EMPLOYER_INDUSTRIES,
  zczj: CAPITAL_BANDS,
  dwgm: SIZE_BANDS,
};

const EMPTY = '（未填写）';

/** A value as the history shows it: a code's label, a division's name, an image's presence. */
function shown(field: ProfileField, value: string): string {
  if (value === '') return EMPTY;
  if (field === 'yyzz' || field === 'logo') return '已上传';
  if (field === 'sf' || field === 'cs') return regionName(value);
  const list = CODE_LISTS[field];
  return list === undefined ? value : codeLabel(list, value);
}

/** The fields whose values differ between the two, in form order. */
export function changedFields(
  before: EmployerProfileFields,
  after: Partial<EmployerProfileFields>,
): ProfileField[] {
  return FIELDS.filter((field) => after[field] !== undefined && after[field] !== before[field]);
}

/** Records the fields one save (or a passed change) changed, with who did it. */
export async function recordHistory(
  db: Kysely<Database>,
  entry: {
    employerId: string;
    before: EmployerProfileFields;
    after: Partial<EmployerProfileFields>;
    fields: readonly ProfileField[];
    actorName: string;
    note?: string;
    now: number;
  },
): Promise<void> {
  if (entry.fields.length === 0) return;
  const changes = entry.fields.map((field) => ({
    zdmc: PROFILE_FIELD_LABELS[field],
    yz: shown(field, entry.before[field]),
    xz:
      (field === 'yyzz' || field === 'logo') && entry.after[field] !== ''
        ? entry.before[field] === ''
          ? '已上传'
          : '已更换'
        : shown(field, entry.after[field] ?? ''),
  }));
  await db
    .insertInto('employer_profile_history')
    .values({
      id: sequentialId(entry.now),
      employer_id: entry.employerId,
      changes: JSON.stringify(changes),
      actor_name: entry.actorName,
      note: entry.note ?? '',
      created_at: entry.now,
    })
    .execute();
}

/** One page of the employer's history, newest first (its index: employer, time). */
export async function historyPage(
  db: Kysely<Database>,
  employerId: string,
  page: { page: number; size: number },
): Promise<ProfileHistoryPage> {
  const ofEmployer = db.selectFrom('employer_profile_history').where('employer_id', '=', employerId);
  const [rows, total] = await Promise.all([
    onPage(ofEmployer.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'), page).execute(),
    cappedCount(db, ofEmployer),
  ]);
  return {
    records: rows.map((row): ProfileHistoryEntry => ({
      id: row.id,
      czsj: chinaDateTime(row.created_at),
      czr: row.actor_name,
      bz: row.note,
      bgnr: JSON.parse(row.changes) as ProfileHistoryEntry['bgnr'],
    })),
    total,
  };
}
