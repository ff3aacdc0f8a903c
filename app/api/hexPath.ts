/** The survey calls take the return path as the hex digits of its UTF-8 bytes ('/a' -> '2f61'). */
export function encodeHexPath(path: string): string {
  return Array.from(new TextEncoder().encode(path), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
