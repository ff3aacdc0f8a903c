import { checkIdCard, checkIllegalCharsNamed, checkMobile, checkPlate } from '../ui/validators';

/**
 * 进校人员 (the tbjxry step of talks and fairs): the people an employer reports as entering the campus.
 *
 * - Entrant { name, idCard, mobile, plate? }: the `entrants` field of a talk or fair save; plate '' or
 *   absent when the person does not drive in.
 * - checkEntrants(list, max, options) gives per-row, per-field Chinese messages (empty ID card, bad ID
 *   card, bad mobile, bad plate, the same ID card twice: DUPLICATE_ENTRANT_MESSAGE on the later rows)
 *   and a list message (more than max: entrantsMaxMessage(max); an empty list unless options.allowEmpty).
 *   The EntrantsStep and the server (replaceEntrants in server/entrants) apply the same function.
 * - Stored as given (trimmed, ID card and plate in capitals); answered with the ID card masked
 *   (maskIdCard: the first 6 and last 4 characters shown) except to the employer that owns the talk or
 *   booking, in every state.
 */
export type Entrant = {
  /** 姓名 */
  name: string;
  /** 身份证号 */
  idCard: string;
  /** 手机号码 */
  mobile: string;
  /** 车牌号, optional */
  plate?: string;
};

export type EntrantField = keyof Entrant;
export type EntrantProblems = Partial<Record<EntrantField, string>>;

export type EntrantsCheck = {
  /** One entry per row of the list, {} for a valid row. */
  rows: EntrantProblems[];
  /** The problem of the list as a whole (too many, none), or null. */
  list: string | null;
  valid: boolean;
};

export type EntrantsCheckOptions = {
  /** Whether a list without anyone may be saved (e.g. a draft); default false. */
  allowEmpty?: boolean;
  /** The day birth dates are checked against (the server passes its clock). */
  today?: Date;
};

export const DUPLICATE_ENTRANT_MESSAGE = '同一人不能重复填写';
export const ENTRANTS_EMPTY_MESSAGE = '请至少填写1名进校人员';
export const ENTRANT_NAME_LIMIT = 30;

export function entrantsMaxMessage(max: number): string {
  return `最多填写${max}人`;
}

/** 已填 N / 最多 M 人 */
export function entrantsCountText(count: number, max: number): string {
  return `已填 ${count} / 最多 ${max} 人`;
}

export const EMPTY_ENTRANT: Entrant = { name: '', idCard: '', mobile: '', plate: '' };

/** The entrant as stored: trimmed, ID card and plate in capitals, the mobile without +86 / 0086. */
export function normalizeEntrant(entrant: Entrant): Required<Entrant> {
  const mobile = entrant.mobile.trim();
  return {
    name: entrant.name.trim(),
    idCard: entrant.idCard.trim().toUpperCase(),
    mobile: mobile.length > 11 ? mobile.slice(-11) : mobile,
    plate: (entrant.plate ?? '').trim().toUpperCase(),
  };
}

function rowProblems(entrant: Required<Entrant>, today: Date | undefined): EntrantProblems {
  const problems: EntrantProblems = {};
  if (entrant.name === '') problems.name = '请输入姓名';
  else if ([...entrant.name].length > ENTRANT_NAME_LIMIT)
    problems.name = `姓名不能超过${ENTRANT_NAME_LIMIT}个字`;
  else {
    const illegal = checkIllegalCharsNamed(entrant.name);
    if (illegal !== null) problems.name = `姓名：${illegal}`;
  }
  const idCard = entrant.idCard === '' ? '请输入身份证号' : checkIdCard(entrant.idCard, today);
  if (idCard !== null) problems.idCard = idCard;
  const mobile = entrant.mobile === '' ? '请输入手机号码' : checkMobile(entrant.mobile);
  if (mobile !== null) problems.mobile = mobile;
  if (entrant.plate !== '') {
    const plate = checkPlate(entrant.plate);
    if (plate !== null) problems.plate = plate;
  }
  return problems;
}

/** Checks the list as the step shows it and the server refuses it. */
export function checkEntrants(
  list: Entrant[],
  max: number,
  options: EntrantsCheckOptions = {},
): EntrantsCheck {
  const seen = new Set<string>();
  const rows = list.map((raw) => {
    const entrant = normalizeEntrant(raw);
    const problems = rowProblems(entrant, options.today);
    if (problems.idCard === undefined) {
      if (seen.has(entrant.idCard)) problems.idCard = DUPLICATE_ENTRANT_MESSAGE;
      seen.add(entrant.idCard);
    }
    return problems;
  });
  const listProblem =
    list.length > max
      ? entrantsMaxMessage(max)
      : list.length === 0 && options.allowEmpty !== true
        ? ENTRANTS_EMPTY_MESSAGE
        : null;
  return {
    rows,
    list: listProblem,
    valid: listProblem === null && rows.every((row) => Object.keys(row).length === 0),
  };
}

/** The first problem of a check as one sentence naming the row (第2位进校人员：身份证格式错误！), or null. */
export function firstEntrantProblem(check: EntrantsCheck): string | null {
  if (check.list !== null) return check.list;
  const fields: EntrantField[] = ['name', 'idCard', 'mobile', 'plate'];
  for (const [index, row] of check.rows.entries()) {
    const field = fields.find((key) => row[key] !== undefined);
    if (field !== undefined) return `第${index + 1}位进校人员：${row[field] ?? ''}`;
  }
  return null;
}

/** 110101********1234: the first 6 and last 4 characters of an 18-character card, 6 and 3 of a 15. */
export function maskIdCard(idCard: string): string {
  const tail = idCard.length === 15 ? 3 : 4;
  if (idCard.length <= 6 + tail) return idCard;
  return `${idCard.slice(0, 6)}${'*'.repeat(idCard.length - 6 - tail)}${idCard.slice(-tail)}`;
}
