import type { ValidationResult } from './result';

/**
 * Mainland mobile and landline numbers. Surrounding whitespace is ignored; inner spaces, full-width digits
 * and separators other than the ones named below fail. An empty value fails: optional fields skip the check.
 */
export const phoneMessage = {
  mobile: '请输入正确的手机号码',
  landline: '请输入正确的固定电话号码',
  phone: '请输入正确的手机号码或固定电话号码',
} as const;

/** Loose rule of the spec: optional +86 or 0086, then 1 and ten digits. */
const MOBILE_LOOSE = /^(?:\+86|0086)?1\d{10}$/;

/**
 * Number segments (first three digits) issued for 11-digit public mobile numbers, per the MIIT allocation
 * as of 2024-06. 13-digit IoT segments (140-144) and unissued ones (154, 194) are left out.
 */
const MOBILE_SEGMENTS = {
  chinaMobile:
    '134 135 136 137 138 139 147 148 150 151 152 157 158 159 172 178 182 183 184 187 188 195 197 198'.split(
      ' ',
    ),
  chinaUnicom: '130 131 132 145 146 155 156 166 175 176 185 186 196'.split(' '),
  chinaTelecom: '133 149 153 173 177 180 181 189 190 191 193 199'.split(' '),
  chinaBroadnet: ['192'],
  /**
   * Virtual operators (MVNO): 170 (1700-1709, split among the three hosts), 171 and 167 hosted by
   * Unicom, 162 by Telecom, 165 by Mobile.
   */
  virtualOperators: '162 165 167 170 171'.split(' '),
  /** Satellite: 1349 lies inside 134 above; 1740 Telecom Tiantong and 1749 maritime satellite. */
  satellite: '1740 1749'.split(' '),
};

const STRICT_SEGMENTS: string[] = Object.values(MOBILE_SEGMENTS).flat();
const MOBILE_STRICT = new RegExp(`^(?:\\+86|0086)?(?:${STRICT_SEGMENTS.join('|')})\\d+$`);

/**
 * Landline, per the spec: an optional 3-digit area code with an 8-digit number, or a 4-digit area code
 * with a 7- or 8-digit number; a hyphen may separate the area code; an optional extension of 1-6 digits
 * follows a hyphen. The spec sets no rule on the local number's first digit, so 010-12345678-1234
 * passes. Area codes start with 0, which keeps an 11-digit mobile from reading as area 138 plus eight
 * digits; a local number starting with 0 is refused for the same reason (it reads as a second area code).
 */
const LANDLINE = /^(?:(?:0\d{2}-?)?[1-9]\d{7}|0\d{3}-?[1-9]\d{6,7})(?:-\d{1,6})?$/;

export function checkMobile(value: string): ValidationResult {
  return MOBILE_LOOSE.test(value.trim()) ? null : phoneMessage.mobile;
}

export function checkMobileStrict(value: string): ValidationResult {
  const number = value.trim();
  return MOBILE_LOOSE.test(number) && MOBILE_STRICT.test(number) ? null : phoneMessage.mobile;
}

export function checkLandline(value: string): ValidationResult {
  return LANDLINE.test(value.trim()) ? null : phoneMessage.landline;
}

/** Mobile (loose rule) or landline. */
export function checkPhone(value: string): ValidationResult {
  return checkMobile(value) === null || checkLandline(value) === null ? null : phoneMessage.phone;
}
