import { fields, objectSchema, optionalText, pageFields, requiredText } from '../core/http/schemas';

// Request shapes of the talk and venue calls (semantic rules: contract/talks.ts, with their messages).

const date = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;
const slot = { type: 'string', maxLength: 11 } as const;
const tags = { type: 'array', maxItems: 100, items: { type: 'string', maxLength: 100 } } as const;

export const idBody = objectSchema({ id: fields.id });
export const idQuery = objectSchema({ id: fields.id });

/** The invoice choice and the entrants pass through as sent: server/invoices and server/entrants check them. */
const invoiceChoice = { type: ['object', 'null'] } as const;
const entrants = {
  type: 'array',
  maxItems: 100,
  items: objectSchema(
    {
      name: optionalText(100),
      idCard: optionalText(30),
      mobile: optionalText(20),
      plate: optionalText(20),
    },
    ['plate'],
  ),
} as const;

export const draftBody = objectSchema(
  {
    id: optionalText(64),
    xjzt: optionalText(400),
    rq: optionalText(10),
    sd: slot,
    yjrs: { type: 'integer' },
    ggid: optionalText(64),
    zwids: { type: 'array', maxItems: 100, items: { type: 'string', maxLength: 64 } },
    yx: tags,
    zy: tags,
    xs: { type: 'boolean' },
    zblj: optionalText(1000),
    lxr: {
      type: 'array',
      maxItems: 10,
      items: objectSchema({ xm: optionalText(100), sjhm: optionalText(20), yx: optionalText(100) }),
    },
    bz: optionalText(2000),
    fpxx: invoiceChoice,
    jxry: entrants,
  },
  ['id', 'fpxx', 'jxry'],
);

export const submitBody = objectSchema({ id: fields.id, fpxx: invoiceChoice, jxry: entrants }, [
  'fpxx',
  'jxry',
]);

export const holdBody = objectSchema({
  id: fields.id,
  cdlx: requiredText(2),
  cdid: fields.id,
  rq: date,
  sd: slot,
});

export const availabilityQuery = objectSchema(
  { rq: date, cdlx: optionalText(2), sd: slot, yjrs: { type: 'integer', minimum: 0, maximum: 100_000 } },
  ['cdlx', 'sd', 'yjrs'],
);
export const eventsQuery = objectSchema({ rq: date });

export const listQuery = objectSchema({ ...pageFields, zt: optionalText(4) }, ['page', 'size', 'zt']);
export const roomListQuery = objectSchema({ ...pageFields, cdlx: requiredText(2) }, ['page', 'size']);
export const schoolListQuery = objectSchema(
  { ...pageFields, zt: optionalText(4), keyword: optionalText(50) },
  ['page', 'size', 'zt', 'keyword'],
);
export const reviewBody = objectSchema(
  {
    id: fields.id,
    action: { type: 'string', enum: ['pass', 'reject', 'changes'] },
    reason: optionalText(2000),
  },
  ['reason'],
);

export const venueListQuery = objectSchema(
  { ...pageFields, cdlx: optionalText(2), keyword: optionalText(50) },
  ['page', 'size', 'cdlx', 'keyword'],
);
export const venueBody = objectSchema(
  {
    id: optionalText(64),
    cdmc: optionalText(200),
    ld: optionalText(200),
    cdlx: optionalText(2),
    zws: { type: 'integer' },
    sb: optionalText(1000),
    fy: { type: 'integer' },
    qy: { type: 'boolean' },
    sd: {
      type: 'array',
      maxItems: 200,
      items: objectSchema({ xq: { type: 'integer' }, sd: slot }),
    },
    bkyrq: { type: 'array', maxItems: 1000, items: { type: 'string', maxLength: 10 } },
  },
  ['id'],
);
export const rulesBody = objectSchema({
  tqgzr: { type: 'integer' },
  qxgzr: { type: 'integer' },
  jxrssx: { type: 'integer' },
});
