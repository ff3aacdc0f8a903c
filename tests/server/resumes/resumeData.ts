// Resumes for tests (plain data: the contract's unit tests use them too).
import { emptyResume, type ResumeSaveRequest } from '../../../contract/resumes';

/** An empty resume as the save call takes it. */
export function blankResume(): ResumeSaveRequest {
  const { fjjl: _attachment, gxsj: _saved, ...sections } = emptyResume();
  return sections;
}

/**
 * A resume filled in every section (100%), with 机器学习 in the middle of a project description. Pass
 * overrides per section.
 */
export function fullResume(overrides: Partial<ResumeSaveRequest> = {}): ResumeSaveRequest {
  return {
    jbxx: {
      xm: '李明',
      xb: '1',
      csrq: '2003-05-12',
      zzmm: '03',
      jg: '山东济南',
      sjhm: '13812340000',
      dzyx: 'liming@example.com',
    },
    jyjl: [
      {
        xxmc: '山东大学',
        zy: '计算机科学与技术',
        xl: '2',
        kssj: '2022-09',
        jssj: '2026-06',
        gpa: '3.7/4.0',
        pm: '前10%',
      },
    ],
    sxjl: [
      { dwmc: '浪潮集团', zw: '开发实习生', kssj: '2025-07', jssj: '2025-09', ms: '参与云平台的接口开发' },
    ],
    xmjl: [
      {
        xmmc: '校园二手交易平台',
        js: '负责人',
        kssj: '2024-03',
        jssj: '2024-12',
        ms: '设计并实现了基于机器学习的商品推荐模块，点击率提升了15%',
      },
    ],
    xyhd: [{ lx: '2', mc: '全国大学生数学建模竞赛省级一等奖', sj: '2024-10', ms: '' }],
    jnzs: { cet4: 560, cet6: 480, jsjdj: '2', jn: ['Python', 'TypeScript'], zs: ['教师资格证'] },
    zwpj: '踏实认真，乐于学习新技术。',
    qzyx: { zwlb: '13', csdm: '370102', xzxx: 8000, xzsx: 12000, gzxz: '1' },
    ...overrides,
  };
}

/** Basic information and education only: 40%, below the application threshold. */
export function fortyPercentResume(): ResumeSaveRequest {
  const full = fullResume();
  return { ...blankResume(), jbxx: full.jbxx, jyjl: full.jyjl };
}
