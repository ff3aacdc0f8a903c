import { FILE_DOWNLOAD_PATH, FILE_PREVIEW_FILE_PATH } from '../../contract/files';

// Where the console shows the content's stored files from. The demo's banners are images of the build
// (a path of this server, '/…'), every other image a stored upload shown through the preview call.

const SAFE_PATH = /^[A-Za-z0-9/._-]+$/;
const pathQuery = (path: string) => (SAFE_PATH.test(path) ? path : encodeURIComponent(path));

export function imageSourceOf(path: string): string {
  return path.startsWith('/') ? path : `${FILE_PREVIEW_FILE_PATH}?path=${pathQuery(path)}`;
}

/** The only image addresses a notice body keeps (the server's allowlist drops any other). */
export function isContentImageSource(src: string): boolean {
  return src.startsWith(`${FILE_PREVIEW_FILE_PATH}?path=`);
}

export function downloadHrefOf(path: string): string {
  return `${FILE_DOWNLOAD_PATH}?path=${pathQuery(path)}`;
}

/** A FileUploader item of a file already stored (an edit starts with the saved ones). */
export const storedFileItem = (path: string, name: string) => ({
  uid: path,
  name,
  status: 'done' as const,
  result: path,
});
