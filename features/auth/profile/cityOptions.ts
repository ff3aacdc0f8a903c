// 所在省份 / 城市 of the profile: a path of the shared province/city cascader (app/regions) and back.

/** The cascader's path of a stored province and city. */
export function locationPath(province: string, city: string): string[] {
  if (province === '') return [];
  return city === '' || city === province ? [province] : [province, city];
}

/** The stored province and city of a chosen path (a municipality is its own city). */
export function locationOf(path: readonly string[]): { sf: string; cs: string } {
  const [province = '', city = province] = path;
  return { sf: province, cs: city };
}
