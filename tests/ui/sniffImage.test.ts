import { TINY_PNG_BYTES } from '../../stories/fixtures/images';
import { sniffImage } from '../../ui/Uploader';

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);

describe('sniffImage', () => {
  it.each([
    ['a complete PNG', TINY_PNG_BYTES, 'png'],
    ['a JFIF JPEG header', bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46), 'jpeg'],
    ['an EXIF JPEG header', bytes(0xff, 0xd8, 0xff, 0xe1, 0x00, 0x10, 0x45, 0x78, 0x69, 0x66), 'jpeg'],
    ['a GIF89a header', text('GIF89a\u0001\u0000'), 'gif'],
    ['a GIF87a header', text('GIF87a\u0001\u0000'), 'gif'],
    [
      'a RIFF WEBP header',
      bytes(0x52, 0x49, 0x46, 0x46, 0x24, 0, 0, 0, 0x57, 0x45, 0x42, 0x50, 0x56, 0x50),
      'webp',
    ],
  ] as const)('recognises %s', (_name, input, kind) => {
    expect(sniffImage(input)).toBe(kind);
  });

  it.each([
    ['a text file whatever its name', text('这不是图片，只是改了扩展名的文本。')],
    ['an empty file', new Uint8Array()],
    ['a PDF', text('%PDF-1.7\n')],
    [
      'a RIFF WAVE, which shares WEBP’s first four bytes',
      bytes(0x52, 0x49, 0x46, 0x46, 0x24, 0, 0, 0, 0x57, 0x41, 0x56, 0x45),
    ],
    ['a truncated PNG signature', TINY_PNG_BYTES.slice(0, 4)],
    [
      'an SVG (scriptable, never accepted as a picture)',
      text('<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
    ],
  ])('refuses %s', (_name, input) => {
    expect(sniffImage(input)).toBeNull();
  });
});
