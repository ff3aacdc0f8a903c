import { ACTIVITY_KINDS } from '../../contract/activities';
import { fields, objectSchema, optionalText, pageFields } from '../core/http/schemas';

// Request shapes of the calendar's calls. Date ranges are checked by dateRangeProblem (its messages).

const date = { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' } as const;
const optionalDate = { type: 'string', pattern: '^([0-9]{4}-[0-9]{2}-[0-9]{2})?$' } as const;
const kind = { type: 'string', enum: ACTIVITY_KINDS.map((entry) => entry.code) } as const;
const keyword = optionalText(50);

export const publicTalkQuery = objectSchema(
  { xxdm: fields.xxdm, ...pageFields, ksrq: optionalDate, jsrq: optionalDate, keyword },
  ['page', 'size', 'ksrq', 'jsrq', 'keyword'],
);

export const calendarMonthQuery = objectSchema({
  xxdm: fields.xxdm,
  yf: { type: 'string', pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$' },
});

export const calendarDetailQuery = objectSchema({ xxdm: fields.xxdm, id: fields.id, lx: kind, rq: date }, [
  'id',
  'lx',
  'rq',
]);

export const scheduleQuery = objectSchema({ ksrq: date, jsrq: date });

export const siteActivityQuery = objectSchema(
  {
    ...pageFields,
    ksrq: optionalDate,
    jsrq: optionalDate,
    lx: { type: 'string', enum: ['', ...ACTIVITY_KINDS.map((entry) => entry.code)] },
    keyword,
  },
  ['page', 'size', 'ksrq', 'jsrq', 'lx', 'keyword'],
);

export const signUpSettingBody = objectSchema({ id: fields.id, kfbm: { type: 'boolean' } });

export const studentTalkQuery = objectSchema(
  { ...pageFields, ksrq: optionalDate, jsrq: optionalDate, keyword },
  ['page', 'size', 'ksrq', 'jsrq', 'keyword'],
);

export const idQuery = objectSchema({ id: fields.id });
export const idBody = objectSchema({ id: fields.id });
