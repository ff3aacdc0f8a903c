/**
 * Content-Disposition with the uploaded name: an ASCII `filename` fallback for old clients and the exact
 * name as RFC 5987 / RFC 6266 `filename*=UTF-8''…` for everyone else.
 */

// encodeURIComponent leaves these unescaped, but RFC 5987's attr-char does not allow them.
const NON_ATTR_CHARACTERS = /['()*]/g;

function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    NON_ATTR_CHARACTERS,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** Printable ASCII without the characters that end or escape a quoted-string, '_' for the rest. */
function asciiFallback(name: string): string {
  return name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
}

export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  return `${kind}; filename="${asciiFallback(fileName)}"; filename*=UTF-8''${encodeRfc5987(fileName)}`;
}

const EXTENSION_SPELLINGS: Record<string, readonly string[]> = { jpg: ['jpg', 'jpeg'] };

/**
 * The uploaded name made safe to keep and to hand back: no directories, no control characters, at most
 * 120 characters, and ending in an extension of the sniffed type (a PNG uploaded as "a.exe" is served as
 * "a.exe.png", so the name never claims another type).
 */
export function cleanFileName(rawName: string | undefined, extension: string): string {
  const cleaned = displayedFileName(rawName);
  if (cleaned === '') return `file.${extension}`;
  const current = /\.([^.]+)$/.exec(cleaned)?.[1]?.toLowerCase();
  const spellings = EXTENSION_SPELLINGS[extension] ?? [extension];
  return current !== undefined && spellings.includes(current) ? cleaned : `${cleaned}.${extension}`;
}

/** The uploaded name without directories or control characters, at most 120 characters; '' when nothing is left. */
export function displayedFileName(rawName: string | undefined): string {
  const base = (rawName ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are what this removes
  const cleaned = [...base.replace(/[\u0000-\u001f\u007f-\u009f]/g, '').trim()].slice(0, 120).join('');
  return /^\.*$/.test(cleaned) ? '' : cleaned;
}
