import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { chinaDate, chinaDateTime } from '../../../../contract/chinaTime';
import type { Envelope } from '../../../../contract/envelope';
import {
  RESUME_CONSENT_TEXT,
  emptyResume,
  normalizeResume,
  resumeCompleteness,
  resumePaths,
  resumeProblem,
  type ConsentRequest,
  type ConsentView,
  type Resume,
  type ResumeSaveRequest,
  type ResumeView,
} from '../../../../contract/resumes';

// The resume calls over one in-memory resume per story, applying the contract's rules as the server
// does (code 4001 with the first problem), so a story saves, attaches and opts in for real. A story
// that changes the resume brings its own handlers, so the shared default list stays as it started.

export const partlyFilledResume = (): Resume => ({
  ...emptyResume(),
  jbxx: {
    xm: '李明',
    xb: '1',
    csrq: '2003-05-12',
    zzmm: '03',
    jg: '山东济南',
    sjhm: '13800000000',
    dzyx: 'liming@example.com',
  },
  jyjl: [
    {
      xxmc: '滨海理工大学',
      zy: '计算机科学与技术',
      xl: '2',
      kssj: '2022-09',
      jssj: '2026-06',
      gpa: '3.6/4.0',
      pm: '',
    },
  ],
  gxsj: '2026-03-01 10:00:00',
});

export const completeResume = (): Resume => ({
  ...partlyFilledResume(),
  sxjl: [
    {
      dwmc: '济南数智科技有限公司',
      zw: '后端开发实习生',
      kssj: '2025-07',
      jssj: '2025-09',
      ms: '参与订单服务开发',
    },
  ],
  xmjl: [
    { xmmc: '校园二手交易平台', js: '负责人', kssj: '2024-03', jssj: '2024-12', ms: '用机器学习做商品推荐' },
  ],
  xyhd: [{ lx: '2', mc: '校级一等奖学金', sj: '2024-10', ms: '' }],
  jnzs: { cet4: 560, cet6: 498, jsjdj: '2', jn: ['Python', '机器学习'], zs: ['教师资格证'] },
  zwpj: '踏实认真，乐于学习新技术。',
  qzyx: { zwlb: '13', csdm: '370100', xzxx: 8000, xzsx: 12000, gzxz: '1' },
});

export const withAttachment = (resume: Resume): Resume => ({
  ...resume,
  fjjl: { path: 'jlfj/mock/李明-简历.pdf', name: '李明-简历.pdf', size: 245_760 },
});

const viewOf = (resume: Resume, inPool: boolean): ResumeView => ({
  jl: resume,
  wzd: resumeCompleteness(resume),
  rck: inPool,
});

const ok = <T>(result: T, message = '操作成功'): Envelope<T> => ({ code: 200, result, message });
const refused = (code: number, message: string): Envelope<null> => ({ code, result: null, message });

export type ResumeMockOptions = {
  resume?: Resume;
  inPool?: boolean;
  /** Refuse every save with this message (code 4001). */
  refuseSave?: string;
  /** The first read fails with code 500; a retry answers. */
  loadFailsOnce?: boolean;
  /** The first read never answers. */
  loadHeld?: boolean;
};

export function resumeHandlers({
  resume: initial = emptyResume(),
  inPool = false,
  refuseSave,
  loadFailsOnce = false,
  loadHeld = false,
}: ResumeMockOptions = {}): HttpHandler[] {
  let resume = initial;
  let consent: ConsentView = {
    ty: inPool,
    sj: inPool ? '2026-03-01 10:00:00' : '',
    text: RESUME_CONSENT_TEXT,
  };
  let failLoad = loadFailsOnce;
  const now = () => chinaDateTime(Date.now());
  return [
    http.get(resumePaths.get, async () => {
      if (loadHeld) await delay('infinite');
      if (failLoad) {
        failLoad = false;
        return HttpResponse.json(refused(500, '服务器繁忙，请稍后再试'));
      }
      return HttpResponse.json(ok(viewOf(resume, consent.ty)));
    }),
    http.post(resumePaths.save, async ({ request }) => {
      if (refuseSave !== undefined) return HttpResponse.json(refused(4001, refuseSave));
      const body = normalizeResume((await request.json()) as ResumeSaveRequest);
      const problem = resumeProblem(body, chinaDate(Date.now()));
      if (problem !== null) return HttpResponse.json(refused(4001, problem.message));
      resume = { ...resume, ...body, gxsj: now() };
      return HttpResponse.json(ok(viewOf(resume, consent.ty), '简历已保存'));
    }),
    http.post(resumePaths.attach, async ({ request }) => {
      const { path } = (await request.json()) as { path: string };
      const name = path.split('/').pop()?.replace(/^\d+-/, '') ?? '附件简历.pdf';
      resume = { ...resume, fjjl: { path, name, size: 102_400 }, gxsj: now() };
      return HttpResponse.json(ok(viewOf(resume, consent.ty), '附件简历已上传'));
    }),
    http.post(resumePaths.detach, () => {
      resume = { ...resume, fjjl: null, gxsj: now() };
      return HttpResponse.json(ok(viewOf(resume, consent.ty), '附件简历已删除'));
    }),
    http.get(resumePaths.consent, () => HttpResponse.json(ok(consent))),
    http.post(resumePaths.setConsent, async ({ request }) => {
      const { ty } = (await request.json()) as ConsentRequest;
      consent = { ...consent, ty, sj: now() };
      return HttpResponse.json(ok(consent));
    }),
  ];
}

/** A PDF's first bytes, enough for the type check. */
export function pdfFile(name = '我的简历.pdf'): File {
  return new File(['%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'], name, { type: 'application/pdf' });
}

/** A PDF over the 10 MB limit. */
export function largePdfFile(name = '超大简历.pdf'): File {
  const bytes = new Uint8Array(11 * 1024 * 1024);
  bytes.set(new TextEncoder().encode('%PDF-1.4\n'));
  return new File([bytes], name, { type: 'application/pdf' });
}
