import type { Insertable, Kysely } from 'kysely';
import { emptyResume, type ResumeSnapshot } from '../../contract/resumes';
import type { ApplicationState } from '../../contract/workflow';
import type { ApplicationsTable } from '../applications/tables';
import { newId } from '../core/tokens';
import type { Database } from '../schema';
import { BENCH_EMPLOYER_COUNT, BENCH_SITE_COUNT, benchEmployerId, benchSiteCode } from './positionSeed';

// Applications for the list benchmark: the same 1,000 employers as the positions, each receiving an
// equal share over a year, most of them still new or viewed; written like the positions.

const STATE_MIX: [ApplicationState, number][] = [
  ['new', 0.35],
  ['viewed', 0.3],
  ['rejected', 0.2],
  ['invited', 0.06],
  ['interviewing', 0.04],
  ['offer', 0.03],
  ['hired', 0.02],
];
const SCHOOLS = ['山东大学', '山东师范大学', '济南大学', '青岛大学', '中国海洋大学'];
const MAJORS = ['计算机科学与技术', '软件工程', '统计学', '会计学', '市场营销', '机械工程', '汉语言文学'];
const SURNAMES = '王李张刘陈杨赵黄周吴';
const DAY_MS = 24 * 60 * 60 * 1000;
const POSITIONS_PER_EMPLOYER = 20;

/** One small snapshot shared by every row: the list never reads it, only its size matters. */
const SNAPSHOT = JSON.stringify({ ...emptyResume(), wzd: 60, kzsj: '' } satisfies ResumeSnapshot);

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

/** Applications `from` to `to` (exclusive) of the benchmark's sequence, as of `now`. */
export function benchApplications(from: number, to: number, now: number): Insertable<ApplicationsTable>[] {
  const random = randomSource(from + 7);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
  const rows: Insertable<ApplicationsTable>[] = [];
  for (let sequence = from; sequence < to; sequence += 1) {
    const employer = sequence % BENCH_EMPLOYER_COUNT;
    let roll = random();
    const state = STATE_MIX.find(([, share]) => (roll -= share) < 0)?.[0] ?? 'new';
    const created = now - Math.floor(random() * 365 * DAY_MS);
    rows.push({
      id: newId(),
      student_id: newId(),
      site_code: benchSiteCode(employer % BENCH_SITE_COUNT),
      position_id: `benchposition${employer}_${Math.floor(random() * POSITIONS_PER_EMPLOYER)}`,
      employer_id: benchEmployerId(employer),
      position_name: '软件开发工程师',
      employer_name: `测试单位${employer}有限公司`,
      state,
      snapshot: SNAPSHOT,
      student_name: `${pick([...SURNAMES])}同学${sequence % 1000}`,
      gender: pick(['1', '2']),
      school_name: pick(SCHOOLS),
      major: pick(MAJORS),
      education: pick(['1', '2', '2', '2', '3', '4']),
      graduation_year: 2024 + Math.floor(random() * 4),
      mobile: '13800000000',
      email: 'student@example.com',
      has_attachment: random() < 0.3 ? 1 : 0,
      invitation_id: null,
      interview: null,
      reject_reason: '',
      created_at: created,
      updated_at: created,
    });
  }
  return rows;
}

/** Inserts applications `from` to `to` as insertBenchPositions inserts positions. */
export async function insertBenchApplications(
  db: Kysely<Database>,
  dialect: 'sqlite' | 'postgres',
  from: number,
  to: number,
  now: number,
  progress: (done: number) => void,
): Promise<void> {
  const perStatement = dialect === 'sqlite' ? 1000 : 2000;
  const perTransaction = 50_000;
  for (let start = from; start < to; start += perTransaction) {
    const end = Math.min(to, start + perTransaction);
    const rows = benchApplications(start, end, now);
    await db.transaction().execute(async (trx) => {
      for (let offset = 0; offset < rows.length; offset += perStatement)
        await trx
          .insertInto('applications')
          .values(rows.slice(offset, offset + perStatement))
          .execute();
    });
    progress(end);
  }
}
