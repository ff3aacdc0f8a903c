// 意向城市: one city code, chosen in the shared province/city cascader (app/regions). A municipality or
// special region is its own city, chosen as one.

/** The cascader's path of a stored city code ('370100' -> ['370000', '370100']; '110000' alone). */
export function cityPath(code: string): string[] {
  if (code === '') return [];
  const province = `${code.slice(0, 2)}0000`;
  return code === province ? [code] : [province, code];
}

/** The stored code of a chosen path: its last step. */
export const cityOfPath = (path: readonly string[]): string => path[path.length - 1] ?? '';
