import type { ApiError, ApiRequest } from './baseQuery';

/** The file name of a Content-Disposition header: filename* (RFC 5987) first, then filename. */
export function dispositionFileName(header: string | null, fallback: string): string {
  if (header === null) return fallback;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded !== undefined) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A malformed encoding falls through to the plain name.
    }
  }
  return /filename="?([^";]+)"?/i.exec(header)?.[1] ?? fallback;
}

/** Saves a file through a temporary link (the browser's own download). */
function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The body as a Blob unless the server answered JSON (an envelope: a refusal the base query reports). */
const blobOrEnvelope = async (response: Response): Promise<unknown> =>
  (response.headers.get('Content-Type') ?? '').includes('json') ? response.json() : response.blob();

type BaseQuery = (args: ApiRequest) => unknown;

/**
 * Fetches a file and saves it under the name the server gave (else `fallbackName`); an endpoint's
 * queryFn answers this, so the cache keeps only the name (a Blob is not state). A JSON answer is an
 * envelope refusal, which the base query has already turned into an error.
 */
export async function downloadFile(
  baseQuery: BaseQuery,
  request: ApiRequest,
  fallbackName: string,
  failureMessage = '文件下载失败，请稍后再试',
): Promise<{ data: string } | { error: ApiError }> {
  const answer = (await baseQuery({ ...request, responseHandler: blobOrEnvelope })) as {
    data?: unknown;
    error?: ApiError;
    meta?: { response?: Response };
  };
  if (answer.error !== undefined) return { error: answer.error };
  if (!(answer.data instanceof Blob)) return { error: { status: 'CUSTOM_ERROR', error: failureMessage } };
  const name = dispositionFileName(
    answer.meta?.response?.headers.get('Content-Disposition') ?? null,
    fallbackName,
  );
  saveFile(answer.data, name);
  return { data: name };
}
