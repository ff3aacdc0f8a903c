/** A picked image held in the browser until its form is submitted. */
export type UploadItem = { uid: string; file: File };

let lastUid = 0;

export function toUploadItems(files: readonly File[]): UploadItem[] {
  return files.map((file) => {
    lastUid += 1;
    return { uid: `upload-${lastUid}`, file };
  });
}

/**
 * Uploads the held files one after another, in the order shown, and returns each upload's result
 * (normally the stored path). The first failure stops the rest and rejects.
 */
export async function uploadSequentially<T>(
  items: readonly UploadItem[],
  upload: (file: File, index: number) => Promise<T>,
): Promise<T[]> {
  const results: T[] = [];
  for (const [index, item] of items.entries()) results.push(await upload(item.file, index));
  return results;
}
