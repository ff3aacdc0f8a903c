/** A `redirect` query is followed only when it is a path inside the app (never '//host' or a URL). */
export function safeAppPath(value: string | null): string | null {
  if (value === null || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\'))
    return null;
  return value;
}
