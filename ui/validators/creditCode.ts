import type { ValidationResult } from './result';

/**
 * Unified social credit code (GB 32100-2015), which employers register with. Eighteen characters:
 * 1 registration authority, 2 organization type (allowed per authority below), 3-8 administrative
 * division (six digits), 9-17 organization code (GB 11714: eight body characters and its check character),
 * 18 the GB 32100 check character. The alphabet is 0-9 and A-Y without I, O, S, V (and Z).
 * Surrounding whitespace is ignored and letters may be typed in lower case.
 * Known gap by design: a few codes issued by early pilot regions before the standard do not pass its checks.
 */
export const creditCodeMessage = {
  length: '统一社会信用代码应为18位',
  format: '统一社会信用代码格式错误',
} as const;

const ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';

/** Registration authority -> the organization-type codes it may issue (GB 32100-2015 and later additions). */
const TYPES_BY_AUTHORITY: Readonly<Record<string, string>> = {
  '1': '1239', // 机构编制: 机关, 事业单位, 中央编办直接管理的群众团体, 其他
  '2': '19', // 外交: 外国常驻新闻机构, 其他
  '3': '123459', // 司法行政: 律师执业机构, 公证处, 基层法律服务所, 司法鉴定机构, 仲裁委员会, 其他
  '4': '19', // 文化: 外国在华文化中心, 其他
  '5': '1239', // 民政: 社会团体, 民办非企业单位, 基金会, 其他
  '6': '129', // 旅游: 外国及港澳台旅游部门常驻代表机构, 其他
  '7': '129', // 宗教: 宗教活动场所, 宗教院校, 其他
  '8': '19', // 工会: 基层工会, 其他
  '9': '123', // 工商 / 市场监管: 企业, 个体工商户, 农民专业合作社
  A: '19', // 中央军委改革和编制办公室: 军队事业单位, 其他
  N: '1239', // 农业: 组级, 村级, 乡镇级集体经济组织, 其他
  Y: '1', // 其他
};

const ORGANIZATION_CODE_WEIGHTS = [3, 7, 9, 10, 5, 8, 4, 2];
/** 3^(i-1) mod 31 for positions 1-17. */
const CREDIT_CODE_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** GB 11714 character value: digits 0-9, letters A-Z 10-35 (the full Latin alphabet, as that standard has). */
function organizationCharacterValue(character: string): number {
  return /\d/.test(character) ? Number(character) : character.charCodeAt(0) - 'A'.charCodeAt(0) + 10;
}

function organizationCheckCharacter(body: string): string {
  let sum = 0;
  for (let index = 0; index < 8; index += 1) {
    sum += organizationCharacterValue(body[index] ?? '0') * (ORGANIZATION_CODE_WEIGHTS[index] ?? 0);
  }
  const check = 11 - (sum % 11);
  return check === 10 ? 'X' : check === 11 ? '0' : String(check);
}

function creditCheckCharacter(first17: string): string {
  let sum = 0;
  for (let index = 0; index < 17; index += 1) {
    sum += ALPHABET.indexOf(first17[index] ?? '0') * (CREDIT_CODE_WEIGHTS[index] ?? 0);
  }
  return ALPHABET[(31 - (sum % 31)) % 31] ?? '';
}

export function checkCreditCode(value: string): ValidationResult {
  const code = value.trim().toUpperCase();
  if (code.length !== 18) return creditCodeMessage.length;
  if (![...code].every((character) => ALPHABET.includes(character))) return creditCodeMessage.format;
  if (!TYPES_BY_AUTHORITY[code[0] ?? '']?.includes(code[1] ?? '')) return creditCodeMessage.format;
  if (!/^\d{6}$/.test(code.slice(2, 8))) return creditCodeMessage.format;
  if (organizationCheckCharacter(code.slice(8, 16)) !== code[16]) return creditCodeMessage.format;
  if (creditCheckCharacter(code.slice(0, 17)) !== code[17]) return creditCodeMessage.format;
  return null;
}
