import { regions } from '../../core/regions';

// The profile's province and city: GB/T 2260 codes of the maintained division tree (the one the
// position form uses), a municipality (北京, 上海, …) being its own city.

export const PROVINCE_UNKNOWN = '所在省份不正确，请重新选择';
export const CITY_UNKNOWN = '所在城市不正确，请重新选择';

/** Null when `province` is a province and `city` one of its cities (or the municipality itself). */
export function locationProblem(province: string, city: string): string | null {
  const { byCode, directProvinces } = regions();
  if (byCode.get(province)?.parent !== null) return PROVINCE_UNKNOWN;
  if (directProvinces.has(province)) return city === province ? null : CITY_UNKNOWN;
  return byCode.get(city)?.parent === province ? null : CITY_UNKNOWN;
}

/** A division's name ('' for none or an unknown code). */
export function regionName(code: string): string {
  return code === '' ? '' : (regions().byCode.get(code)?.name ?? code);
}
