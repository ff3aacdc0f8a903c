import { BOOTH_STATES, BOOTH_TYPES, MAX_GRID_COLS, MAX_GRID_ROWS } from '../../../contract/fairs';
import { fields, objectSchema, optionalText, pageFields } from '../../core/http/schemas';

// Request shapes of the fairs' calls. Lengths only bound what is read: the field rules
// (contract/fairs.ts checkFairInput, checkHallMap) answer with the forms' messages.

const keyword = optionalText(50);
const optionalPage = ['page', 'size'];

export const idQuery = objectSchema({ id: fields.id });
export const idBody = objectSchema({ id: fields.id });
export const fairIdQuery = objectSchema({ zphid: fields.id });
export const boothEventsQuery = objectSchema({ fairId: fields.id });

export const fairListQuery = objectSchema({ ...pageFields, keyword }, [...optionalPage, 'keyword']);

export const boothListQuery = objectSchema(
  {
    ...pageFields,
    zphid: fields.id,
    hcid: optionalText(64),
    zt: { type: 'string', enum: ['', ...Object.keys(BOOTH_STATES)] },
  },
  [...optionalPage, 'hcid', 'zt'],
);

export const holdBody = objectSchema({ zphid: fields.id, zwid: fields.id });

const entrant = objectSchema(
  { name: optionalText(100), idCard: optionalText(40), mobile: optionalText(40), plate: optionalText(20) },
  ['plate'],
);

export const bookingDraftBody = objectSchema({
  id: fields.id,
  fpxx: { type: ['object', 'null'] },
  entrants: { type: 'array', maxItems: 20, items: entrant },
  glggid: optionalText(64),
});

export const myBookingsQuery = objectSchema({ ...pageFields, zt: optionalText(2) }, [...optionalPage, 'zt']);

export const schoolBookingsQuery = objectSchema(
  { ...pageFields, zphid: optionalText(64), zt: optionalText(2), keyword },
  [...optionalPage, 'zphid', 'zt', 'keyword'],
);

export const schoolFairListQuery = fairListQuery;

export const fairBody = objectSchema(
  {
    id: fields.id,
    zphmc: optionalText(300),
    zphlx: optionalText(2),
    jbrq: optionalText(20),
    kssj: optionalText(10),
    jssj: optionalText(10),
    jbdd: optionalText(500),
    bmkssj: optionalText(20),
    bmjzsj: optionalText(20),
    ydfw: optionalText(2),
    hyfw: { type: 'array', maxItems: 50, items: optionalText(4) },
    zwfy: objectSchema({ '1': { type: 'number' }, '2': { type: 'number' }, '3': { type: 'number' } }),
    cjrs: { type: 'number' },
    xyglgg: optionalText(1),
    shms: optionalText(1),
    zphjs: optionalText(5000),
  },
  ['id'],
);

export const hallMapBody = objectSchema(
  {
    zphid: fields.id,
    hcid: fields.id,
    hcmc: optionalText(200),
    hs: { type: 'integer', minimum: 1, maximum: MAX_GRID_ROWS },
    ls: { type: 'integer', minimum: 1, maximum: MAX_GRID_COLS },
    cells: {
      type: 'array',
      maxItems: MAX_GRID_ROWS * MAX_GRID_COLS,
      items: objectSchema({
        h: { type: 'integer', minimum: 0, maximum: MAX_GRID_ROWS },
        l: { type: 'integer', minimum: 0, maximum: MAX_GRID_COLS },
        bh: optionalText(20),
        lx: { type: 'string', enum: Object.keys(BOOTH_TYPES) },
      }),
    },
  },
  ['hcid'],
);

export const hallBody = objectSchema({ zphid: fields.id, hcid: fields.id });

export const reviewBody = objectSchema(
  {
    id: fields.id,
    action: { type: 'string', enum: ['pass', 'reject', 'changes'] },
    reason: optionalText(1000),
  },
  ['reason'],
);

export const cancelBody = objectSchema({ id: fields.id, reason: optionalText(1000) }, ['reason']);

export const checkInBody = objectSchema({ id: fields.id, qdlm: optionalText(100) }, ['id', 'qdlm']);

export const noShowBody = objectSchema({
  zphid: fields.id,
  ids: { type: 'array', minItems: 1, maxItems: 500, items: fields.id },
});

export const publicFairQuery = objectSchema(
  {
    xxdm: fields.xxdm,
    ...pageFields,
    ksrq: { type: 'string', pattern: '^(\\d{4}-\\d{2}-\\d{2})?$' },
    jsrq: { type: 'string', pattern: '^(\\d{4}-\\d{2}-\\d{2})?$' },
    keyword,
  },
  [...optionalPage, 'ksrq', 'jsrq', 'keyword'],
);
