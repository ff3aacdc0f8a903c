import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import { chinaDateTime } from '../../contract/chinaTime';
import type { TalentSearchFilters, TalentSearchRow } from '../../contract/resumes';
import { cappedCount, containing, filterValue, onPage } from '../core/db/listQueries';
import type { Database } from '../schema';
import { keywordCondition } from './searchIndex';

export type TalentSearchRequest = {
  /** The employer's sites: only their students are searched. */
  siteCodes: readonly string[];
  filters: TalentSearchFilters;
  /** 1-based. */
  page: number;
  pageSize: number;
};

const EXCERPT_SIDE = 30;

/** About 60 characters of the text around the keyword's first occurrence, on one line. */
export function excerptAround(text: string, keyword: string): string {
  if (keyword === '') return '';
  const at = text.toLowerCase().indexOf(keyword.toLowerCase());
  if (at < 0) return '';
  const start = Math.max(0, at - EXCERPT_SIDE);
  const end = Math.min(text.length, at + keyword.length + EXCERPT_SIDE);
  const piece = text.slice(start, end).replace(/\s*\n\s*/g, ' ');
  return `${start > 0 ? '…' : ''}${piece}${end < text.length ? '…' : ''}`;
}

/** A GB/T 2260 code's prefix that finds the places inside it: 370000 -> 37, 370100 -> 3701. */
function areaPrefix(code: string): string {
  if (code.endsWith('0000')) return code.slice(0, 2);
  if (code.endsWith('00')) return code.slice(0, 4);
  return code;
}

function conditions(db: Kysely<Database>, siteCodes: readonly string[], filters: TalentSearchFilters) {
  // Literal, not a parameter: the planners use the partial indexes (where in_pool = 1) only when the
  // query states the very same condition.
  const where: Expression<SqlBool>[] = [
    sql<SqlBool>`r.in_pool = 1`,
    sql<SqlBool>`r.site_code in (${sql.join(siteCodes)})`,
  ];
  const major = filterValue(filters.zy);
  if (major !== null) where.push(containing('r.major', major));
  const education = filterValue(filters.xl);
  // Degree codes are one digit '1'..'4': '>=' on the strings orders them as the degrees.
  if (education !== null) where.push(sql<SqlBool>`r.education >= ${education} and r.education <> ''`);
  if (filters.bynf !== undefined) where.push(sql<SqlBool>`r.graduation_year = ${filters.bynf}`);
  const skill = filterValue(filters.jn);
  if (skill !== null) where.push(containing('r.skills', skill));
  const city = filterValue(filters.csdm);
  if (city !== null) {
    const prefix = areaPrefix(city);
    where.push(
      prefix === city
        ? sql<SqlBool>`r.intention_city = ${city}`
        : sql<SqlBool>`r.intention_city like ${`${prefix}%`}`,
    );
  }
  const keyword = filterValue(filters.gjz);
  if (keyword !== null) where.push(keywordCondition(db, keyword));
  return where;
}

/**
 * Talent search (人才搜索): students of the given sites who consent to the talent pool, filtered, newest
 * resume first. Answers the page's rows with full contact details (the caller masks them) and the total,
 * counted up to LIST_COUNT_CAP like the school's lists: a common word at a big site costs no more.
 */
export async function searchTalent(
  db: Kysely<Database>,
  { siteCodes, filters, page, pageSize }: TalentSearchRequest,
): Promise<{ rows: TalentSearchRow[]; total: number }> {
  if (siteCodes.length === 0) return { rows: [], total: 0 };
  const where = conditions(db, siteCodes, filters);
  const base = db.selectFrom('resumes as r').where((eb) => eb.and(where));
  const [found, total] = await Promise.all([
    onPage(
      base
        .select([
          'r.student_id',
          'r.name',
          'r.gender',
          'r.school_name',
          'r.major',
          'r.education',
          'r.graduation_year',
          'r.skills',
          'r.intention_city',
          'r.mobile',
          'r.email',
          'r.updated_at',
          'r.search_text',
        ])
        .orderBy('r.updated_at', 'desc')
        .orderBy('r.student_id', 'desc'),
      { page, size: pageSize },
    ).execute(),
    cappedCount(db, base),
  ]);
  const keyword = filterValue(filters.gjz) ?? '';
  return {
    total,
    rows: found.map((row) => ({
      studentId: row.student_id,
      name: row.name,
      gender: row.gender,
      schoolName: row.school_name,
      major: row.major,
      education: row.education,
      graduationYear: row.graduation_year,
      skills: row.skills,
      intentionCity: row.intention_city,
      mobile: row.mobile,
      email: row.email,
      updatedAt: chinaDateTime(row.updated_at),
      excerpt: excerptAround(row.search_text, keyword),
    })),
  };
}
