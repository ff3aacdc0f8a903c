/** 13812345678 -> 138****5678. */
export function maskMobile(mobile: string): string {
  return mobile.length === 11 ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : '****';
}

/** 91110108MA01ABCD5X -> 9111**********CD5X: enough to recognise, not to copy. */
export function maskCreditCode(code: string): string {
  return code.length === 18 ? `${code.slice(0, 4)}${'*'.repeat(10)}${code.slice(14)}` : '****';
}
