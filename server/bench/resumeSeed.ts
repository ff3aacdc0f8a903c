import { sql, type Insertable, type Kysely } from 'kysely';
import { emptyResume } from '../../contract/resumes';
import { newId } from '../core/tokens';
import type { ResumesTable } from '../resumes/tables';
import { hanBigrams } from '../resumes/searchIndex';
import type { Database } from '../schema';
import type { StudentsTable } from '../students/tables';
import { benchSiteCode } from './positionSeed';

// Talent-pool resumes for the list benchmark, all at the measured employer's site (the harder case: a
// search reads one site's pool): students with education, internships and projects written from a small
// phrase bank, so a keyword hits a realistic share of them (the keywords below: about 2-5% each).

/** The keywords the benchmark searches; the seed logs the share of pooled resumes each one finds. */
export const BENCH_KEYWORDS = { long: '机器学习', pair: '销售' } as const;

const SCHOOLS = ['山东大学', '山东师范大学', '济南大学', '青岛大学', '中国海洋大学', '山东财经大学'];
const MAJORS = [
  '计算机科学与技术',
  '软件工程',
  '数据科学与大数据技术',
  '统计学',
  '会计学',
  '财务管理',
  '市场营销',
  '机械设计制造及其自动化',
  '电气工程及其自动化',
  '汉语言文学',
  '英语',
  '护理学',
  '土木工程',
  '物流管理',
  '工商管理',
  '新闻学',
  '法学',
  '化学工程与工艺',
  '环境工程',
  '视觉传达设计',
];
const CITIES = ['370102', '370103', '370112', '370202', '370212', '110105', '310115', '440305', '330106'];
const SKILLS = ['Python', 'Java', 'Excel', 'CAD', 'SQL', 'Photoshop', 'SPSS', 'Office', 'C++', 'MATLAB'];
const CERTIFICATES = ['教师资格证', '初级会计职称', '普通话二级甲等', '驾驶证C1', ''];
const COMPANIES = [
  '浪潮集团',
  '海尔集团',
  '中国银行济南分行',
  '青岛啤酒',
  '山东高速集团',
  '海信集团',
  '齐鲁制药',
];
const ROLES = ['实习生', '助理', '项目成员', '负责人', '志愿者'];

/**
 * Sentences by field: a resume draws its projects and internships mostly from its field, sometimes from
 * another, plus a few that fit any field. Each keyword lives in one sentence of one field, as one of
 * its {a|b|c} variants.
 */
const FIELDS: string[][] = [
  [
    '设计并实现了基于{机器学习|协同过滤|规则引擎}的商品推荐模块，点击率提升了百分之十五',
    '负责后端接口的开发与联调，使用缓存优化了查询性能',
    '参与校园二手交易平台的前端页面开发与测试',
    '搭建持续集成流程，编写单元测试，缺陷率明显下降',
    '使用微服务架构重构了选课系统，支持高峰期并发访问',
  ],
  [
    '清洗并分析了十万条用户行为数据，撰写可视化分析报告',
    '使用回归模型预测共享单车的需求量，误差控制在一成以内',
    '参与全国大学生数学建模竞赛，负责模型求解与论文写作',
    '编写数据采集脚本，完成问卷数据的录入与统计检验',
  ],
  [
    '协助完成月末结账、凭证审核与往来款项核对',
    '参与年度审计底稿的整理，核对固定资产台账',
    '负责报销单据的初审与费用分摊，熟悉财务软件操作',
    '协助编制现金流量表与预算执行情况分析',
  ],
  [
    '负责门店{销售|库存|客流|会员}数据的整理与周报，协助制定促销方案',
    '参与校园市场调研，完成三百份问卷的发放与分析',
    '运营社团公众号，策划线上活动，粉丝增长两千余人',
    '协助客户回访与渠道拓展，维护重点客户关系',
  ],
  [
    '完成减速器的三维建模与强度校核，绘制全套工程图',
    '参与生产线设备的日常点检与故障排查',
    '设计了基于单片机的温度控制装置，获校级创新奖',
    '参与配电系统的图纸审核与现场调试',
  ],
  [
    '在中学实习期间承担语文课的教学与班主任工作',
    '参与校报的采访与编辑，发表新闻稿件二十余篇',
    '组织志愿服务活动，带领团队走进社区开展义务讲解',
    '负责病区的日常护理与健康宣教，获带教老师好评',
  ],
];
const ANY_FIELD = [
  '具备良好的沟通能力与团队合作精神',
  '学习能力强，能够快速适应新的工作环境',
  '做事认真负责，有较强的抗压能力',
  '热爱本专业，希望在实践中不断提升自己',
];

const DAY_MS = 24 * 60 * 60 * 1000;
const IN_POOL_SHARE = 0.85;

/** One small content JSON shared by every row: search never reads it. */
const CONTENT = JSON.stringify((({ fjjl: _file, gxsj: _saved, ...sections }) => sections)(emptyResume()));

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

type BenchResume = {
  student: Insertable<StudentsTable>;
  resume: Insertable<ResumesTable>;
};

/** Resumes `from` to `to` (exclusive) of the benchmark's sequence, as of `now`. */
export function benchResumes(from: number, to: number, now: number): BenchResume[] {
  const random = randomSource(from + 11);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
  const site = benchSiteCode(0);
  const rows: BenchResume[] = [];
  for (let sequence = from; sequence < to; sequence += 1) {
    const id = newId();
    const field = Math.floor(random() * FIELDS.length);
    const sentence = () =>
      pick(random() < 0.85 ? FIELDS[field]! : pick(FIELDS)).replace(/\{([^}]+)\}/g, (_, variants: string) =>
        pick(variants.split('|')),
      );
    const school = pick(SCHOOLS);
    const major = MAJORS[(field * 3 + Math.floor(random() * 4)) % MAJORS.length]!;
    const skills = [pick(SKILLS), pick(SKILLS), pick(CERTIFICATES)].filter((tag) => tag !== '');
    const lines = [
      school,
      major,
      pick(COMPANIES),
      pick(ROLES),
      sentence(),
      `${pick(['课程设计', '毕业设计', '创新创业项目', '社会实践'])}：${sentence()}`,
      pick(ROLES),
      `${sentence()}；${sentence()}`,
      ...skills,
      `${pick(ANY_FIELD)}，${pick(ANY_FIELD)}。`,
    ];
    const updated = now - Math.floor(random() * 365 * DAY_MS);
    const inPool = random() < IN_POOL_SHARE ? 1 : 0;
    rows.push({
      student: {
        id,
        site_code: site,
        student_number: `B${String(sequence).padStart(9, '0')}`,
        name: '同学',
        tags: '',
        password_hash: 'unused',
        created_at: updated,
      },
      resume: {
        student_id: id,
        site_code: site,
        content: CONTENT,
        attachment_path: null,
        attachment_name: '',
        attachment_size: 0,
        completeness: 80,
        name: `${pick([...'王李张刘陈杨赵黄周吴'])}同学`,
        gender: pick(['1', '2']),
        mobile: '13800000000',
        email: 'student@example.com',
        school_name: school,
        major,
        education: pick(['1', '2', '2', '2', '3', '4']),
        graduation_year: 2024 + Math.floor(random() * 4),
        intention_city: pick(CITIES),
        skills: skills.join('、'),
        search_text: lines.join('\n'),
        in_pool: inPool,
        consent_at: inPool === 1 ? updated : null,
        created_at: updated,
        updated_at: updated,
      },
    });
  }
  return rows;
}

/**
 * Inserts resumes `from` to `to` (with their students) and the keyword indexes of the pooled ones, as
 * searchIndex.ts keeps them: SQLite's FTS5 tables under keys of their own, PostgreSQL's bigram column.
 * Answers the share of pooled resumes each BENCH_KEYWORDS word is in.
 */
export async function insertBenchResumes(
  db: Kysely<Database>,
  dialect: 'sqlite' | 'postgres',
  from: number,
  to: number,
  now: number,
  progress: (done: number) => void,
): Promise<Record<keyof typeof BENCH_KEYWORDS, number>> {
  const perStatement = dialect === 'sqlite' ? 500 : 1000;
  const perTransaction = 20_000;
  const hits = { long: 0, pair: 0 };
  let pooled = 0;
  for (let start = from; start < to; start += perTransaction) {
    const end = Math.min(to, start + perTransaction);
    const rows = benchResumes(start, end, now);
    await db.transaction().execute(async (trx) => {
      for (let offset = 0; offset < rows.length; offset += perStatement) {
        const slice = rows.slice(offset, offset + perStatement);
        await trx
          .insertInto('students')
          .values(slice.map((row) => row.student))
          .execute();
        const pool = slice.map((row) => row.resume).filter((resume) => resume.in_pool === 1);
        pooled += pool.length;
        for (const { search_text: text } of pool) {
          if (text?.includes(BENCH_KEYWORDS.long)) hits.long += 1;
          if (text?.includes(BENCH_KEYWORDS.pair)) hits.pair += 1;
        }
        if (dialect === 'postgres') {
          await trx
            .withTables<{ resumes: { search_bigrams: string } }>()
            .insertInto('resumes')
            .values(
              slice.map(({ resume }) => ({
                ...resume,
                search_bigrams: resume.in_pool === 1 ? hanBigrams(resume.search_text ?? '') : '',
              })),
            )
            .execute();
          continue;
        }
        await trx
          .insertInto('resumes')
          .values(slice.map((row) => row.resume))
          .execute();
        if (pool.length === 0) continue;
        const { rows: keys } = await sql<{ key: number; student_id: string }>`
          insert into resume_fts_keys (student_id)
          values ${sql.join(pool.map((resume) => sql`(${resume.student_id})`))}
          returning key, student_id
        `.execute(trx);
        const textOf = new Map(pool.map((resume) => [resume.student_id, resume.search_text ?? '']));
        const indexed = keys.map(({ key, student_id: studentId }) => ({ key, text: textOf.get(studentId)! }));
        await sql`
          insert into resume_fts (rowid, body)
          values ${sql.join(indexed.map(({ key, text }) => sql`(${key}, ${text})`))}
        `.execute(trx);
        await sql`
          insert into resume_bigrams (rowid, body)
          values ${sql.join(indexed.map(({ key, text }) => sql`(${key}, ${hanBigrams(text)})`))}
        `.execute(trx);
      }
    });
    progress(end);
  }
  return { long: hits.long / pooled, pair: hits.pair / pooled };
}
