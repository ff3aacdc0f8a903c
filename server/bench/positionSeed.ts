import type { Insertable, Kysely } from 'kysely';
import { addDays, chinaDate } from '../../contract/chinaTime';
import { EDUCATION_REQUIREMENTS, JOB_CATEGORIES } from '../../contract/codeLists';
import { cityCodeOf } from '../../contract/regions';
import type { PostingState } from '../../contract/workflow';
import { newId } from '../core/tokens';
import { regions } from '../core/regions';
import type { PositionsTable } from '../positions/tables';
import type { Database } from '../schema';

// Realistic positions for the list benchmark: many employers across a few sites, mostly published,
// spread over a year, written in big multi-row inserts inside big transactions.

export const BENCH_SITE_COUNT = 10;
export const BENCH_EMPLOYER_COUNT = 1000;

export const benchSiteCode = (index: number) => String(30000 + index);
export const benchEmployerId = (index: number) => `bench${String(index).padStart(27, '0')}`;

/** mulberry32: the same rows on every run. */
function randomSource(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const TITLES = [
  '软件开发工程师',
  '数据分析师',
  '会计',
  '销售代表',
  '机械设计工程师',
  '行政助理',
  '产品经理',
  '教师',
  '护士',
  '电气工程师',
];
/** Districts of a dozen cities (a municipality among them), so a city filter keeps a realistic share. */
const AREAS = [
  '370102',
  '370103',
  '370112',
  '370202',
  '370212',
  '110105',
  '110108',
  '310115',
  '440106',
  '440305',
  '330106',
  '320102',
  '510107',
  '420111',
  '610113',
  '120104',
];
const WELFARE = JSON.stringify(['五险一金', '带薪年假', '年终奖']);
const MAJORS = JSON.stringify(['计算机', '软件工程']);
const DESCRIPTION =
  '岗位职责：负责相关业务的日常工作，参与项目的需求分析、方案设计与实施，配合团队完成年度目标。任职要求：本科及以上学历，相关专业优先；具备良好的沟通能力、学习能力和团队合作精神；能熟练使用常用办公软件。';

const STATE_MIX: [PostingState, number][] = [
  ['published', 0.7],
  ['pending', 0.08],
  ['draft', 0.07],
  ['offline', 0.05],
  ['expired', 0.07],
  ['rejected', 0.02],
  ['changes', 0.01],
];

const DAY_MS = 24 * 60 * 60 * 1000;

/** Positions `from` to `to` (exclusive) of the benchmark's sequence, as of `now`. */
export function benchPositions(from: number, to: number, now: number): Insertable<PositionsTable>[] {
  const random = randomSource(from + 1);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
  const today = chinaDate(now);
  const index = regions();
  const rows: Insertable<PositionsTable>[] = [];
  for (let sequence = from; sequence < to; sequence += 1) {
    const employer = sequence % BENCH_EMPLOYER_COUNT;
    let roll = random();
    const state = STATE_MIX.find(([, share]) => (roll -= share) < 0)?.[0] ?? 'published';
    const created = now - Math.floor(random() * 365 * DAY_MS);
    const submitted = state === 'draft' ? null : Math.min(now, created + Math.floor(random() * 2 * DAY_MS));
    const decided = submitted === null ? null : Math.min(now, submitted + Math.floor(random() * 2 * DAY_MS));
    const wasPublished = state === 'published' || state === 'offline' || state === 'expired';
    const deadline =
      state === 'expired'
        ? addDays(today, -1 - Math.floor(random() * 100))
        : addDays(today, 1 + Math.floor(random() * 180));
    const area = pick(AREAS);
    const nature = pick(['1', '1', '1', '2', '3']);
    const flagged = random() < 0.03;
    rows.push({
      id: newId(),
      employer_id: benchEmployerId(employer),
      site_code: benchSiteCode(employer % BENCH_SITE_COUNT),
      state,
      employer_name: `测试单位${employer}有限公司`,
      name: pick(TITLES),
      nature,
      category: pick(JOB_CATEGORIES).code,
      education: pick(EDUCATION_REQUIREMENTS).code,
      majors: '相关专业',
      major_tags: MAJORS,
      headcount: 1 + Math.floor(random() * 20),
      salary_type: '1',
      salary_min: 6000,
      salary_max: 12000,
      area_code: area,
      city_code: cityCodeOf(index, area) ?? '',
      address: '某某路1号',
      description: DESCRIPTION,
      apply_method: '1',
      apply_email: '',
      contact_name: '王经理',
      contact_phone: '0531-88886666',
      start_date: chinaDate(created),
      deadline,
      visibility: random() < 0.8 ? '2' : '1',
      welfare_tags: WELFARE,
      explanation: flagged ? '岗位确有需要' : '',
      flags: flagged ? JSON.stringify([{ field: 'zwms', category: 'gender', words: ['限男性'] }]) : '[]',
      flagged: flagged ? 1 : 0,
      review_reason: state === 'rejected' || state === 'changes' ? '请补充岗位职责' : '',
      created_at: created,
      updated_at: decided ?? created,
      submitted_at: submitted,
      first_submitted_at: submitted,
      counted_nature: submitted !== null && nature !== '3' ? nature : '',
      published_at: wasPublished ? decided : null,
    });
  }
  return rows;
}

/**
 * Inserts positions `from` to `to` in multi-row statements (SQLite binds at most 32,766 values per
 * statement, PostgreSQL 65,535) inside transactions of `perTransaction` rows.
 */
export async function insertBenchPositions(
  db: Kysely<Database>,
  dialect: 'sqlite' | 'postgres',
  from: number,
  to: number,
  now: number,
  progress: (done: number) => void,
): Promise<void> {
  const perStatement = dialect === 'sqlite' ? 500 : 1000;
  const perTransaction = 50_000;
  for (let start = from; start < to; start += perTransaction) {
    const end = Math.min(to, start + perTransaction);
    const rows = benchPositions(start, end, now);
    await db.transaction().execute(async (trx) => {
      for (let offset = 0; offset < rows.length; offset += perStatement)
        await trx
          .insertInto('positions')
          .values(rows.slice(offset, offset + perStatement))
          .execute();
    });
    progress(end);
  }
}
