import { fireEvent, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { File as NodeFile } from 'node:buffer';
import { TINY_PNG_BYTES } from '../../../stories/fixtures/images';

/**
 * Picking images in jsdom as a browser would: jest-fixed-jsdom has Node's FormData (which turns a jsdom
 * File into "[object File]") beside jsdom's FileReader (which refuses a Node file), so the picked files
 * are Node's and the uploader's content check reads them through a FileReader made of Blob#arrayBuffer.
 * Local previews get a stand-in object URL.
 */
class BlobFileReader {
  result: ArrayBuffer | null = null;
  error: unknown = null;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  readAsArrayBuffer(blob: Blob) {
    blob.arrayBuffer().then(
      (buffer) => {
        this.result = buffer;
        this.onload?.();
      },
      (error: unknown) => {
        this.error = error;
        this.onerror?.();
      },
    );
  }
}

export function installImagePicking(): void {
  const jsdomFileReader = window.FileReader;
  beforeAll(() => {
    window.FileReader = BlobFileReader as unknown as typeof FileReader;
  });
  afterAll(() => {
    window.FileReader = jsdomFileReader;
  });
  beforeEach(() => {
    jest.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview');
    jest.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());
}

export const licencePng = (name = '营业执照.png') =>
  new NodeFile([TINY_PNG_BYTES], name, { type: 'image/png' }) as File;

/** Picks a licence image in the 营业执照 field and waits for its preview. */
export async function pickLicence(file: File = licencePng()) {
  const group = screen.getByRole('group', { name: /营业执照/ });
  const input = group.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input in the licence field');
  fireEvent.change(input, { target: { files: [file] } });
  await within(group).findByRole('button', { name: `预览第1张图片 ${file.name}` });
}

/** Chooses an option of a code-list select by its label. */
export async function choose(user: UserEvent, field: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: new RegExp(field) }));
  await user.click(await screen.findByRole('option', { name: option }));
}
