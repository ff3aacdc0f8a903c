import { RESUME_LIMITS } from '../../contract/resumes';
import { objectSchema } from '../core/http/schemas';

// The shape of POST /stu/grzx/jl/save. The lengths here only stop absurd bodies: the contract's
// resumeProblem checks the real limits and answers with the form's messages.

const text = (limit: number) => ({ type: 'string', maxLength: limit * 2 + 20 }) as const;
const month = text(7);
const code = text(6);
const amount = { type: ['integer', 'null'] } as const;
const list = (items: object, maxItems: number) => ({ type: 'array', maxItems, items }) as const;
// A few more entries than allowed, so the count gets the contract's message rather than a schema one.
const entries = (items: object) => list(items, RESUME_LIMITS.entries + 5);
const tags = list(text(RESUME_LIMITS.tagLength), RESUME_LIMITS.tags + 5);

export const saveResumeBody = objectSchema({
  jbxx: objectSchema({
    xm: text(RESUME_LIMITS.name),
    xb: code,
    csrq: text(10),
    zzmm: code,
    jg: text(RESUME_LIMITS.hometown),
    sjhm: text(20),
    dzyx: text(254),
  }),
  jyjl: entries(
    objectSchema({
      xxmc: text(RESUME_LIMITS.title),
      zy: text(RESUME_LIMITS.title),
      xl: code,
      kssj: month,
      jssj: month,
      gpa: text(RESUME_LIMITS.short),
      pm: text(RESUME_LIMITS.short),
    }),
  ),
  sxjl: entries(
    objectSchema({
      dwmc: text(RESUME_LIMITS.title),
      zw: text(RESUME_LIMITS.short),
      kssj: month,
      jssj: month,
      ms: text(RESUME_LIMITS.description),
    }),
  ),
  xmjl: entries(
    objectSchema({
      xmmc: text(RESUME_LIMITS.title),
      js: text(RESUME_LIMITS.short),
      kssj: month,
      jssj: month,
      ms: text(RESUME_LIMITS.description),
    }),
  ),
  xyhd: entries(
    objectSchema({
      lx: code,
      mc: text(RESUME_LIMITS.title),
      sj: month,
      ms: text(RESUME_LIMITS.description),
    }),
  ),
  jnzs: objectSchema({ cet4: amount, cet6: amount, jsjdj: code, jn: tags, zs: tags }),
  zwpj: text(RESUME_LIMITS.selfEvaluation),
  qzyx: objectSchema({ zwlb: code, csdm: code, xzxx: amount, xzsx: amount, gzxz: code }),
});

export const attachBody = objectSchema({ path: { type: 'string', minLength: 1, maxLength: 200 } });

export const consentBody = objectSchema({ ty: { type: 'boolean' } });
