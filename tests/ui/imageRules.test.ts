import { TINY_PNG_BYTES } from '../../stories/fixtures/images';
import {
  admitImages,
  formatByteLimit,
  imageFileProblem,
  NOT_AN_IMAGE_MESSAGE,
  notAnImageMessage,
  type CheckedFile,
} from '../../ui/Uploader/imageRules';

const MB = 1024 * 1024;
const textBytes = new TextEncoder().encode('hello');

describe('imageFileProblem', () => {
  it.each([
    ['a PNG within the limit', 'image/png', 1000, TINY_PNG_BYTES, null],
    ['PNG bytes declared as text', 'text/plain', 1000, TINY_PNG_BYTES, 'type'],
    ['text bytes declared as PNG', 'image/png', 1000, textBytes, 'type'],
    ['an SVG declared as such', 'image/svg+xml', 1000, TINY_PNG_BYTES, 'type'],
    ['a PNG exactly at the limit', 'image/png', 5 * MB, TINY_PNG_BYTES, null],
    ['a PNG one byte over the limit', 'image/png', 5 * MB + 1, TINY_PNG_BYTES, 'size'],
    ['an oversized text file (the type is reported first)', 'image/png', 9 * MB, textBytes, 'type'],
  ] as const)('judges %s', (_name, type, size, head, expected) => {
    expect(imageFileProblem({ type, size }, head, 5 * MB)).toBe(expected);
  });
});

describe('imageFileProblem with the kinds an uploader takes', () => {
  const GIF_BYTES = new TextEncoder().encode('GIF89a\u0001\u0000\u0001\u0000');
  const jpegPngWebp = ['jpeg', 'png', 'webp'] as const;

  it('takes a PNG among the kinds', () =>
    expect(
      imageFileProblem({ type: 'image/png', size: 10 }, TINY_PNG_BYTES, 5 * MB, jpegPngWebp),
    ).toBeNull());

  it('refuses a GIF where only JPG, PNG and WEBP are taken, declared or sniffed', () => {
    expect(imageFileProblem({ type: 'image/gif', size: 10 }, GIF_BYTES, 5 * MB, jpegPngWebp)).toBe('type');
    expect(imageFileProblem({ type: 'image/png', size: 10 }, GIF_BYTES, 5 * MB, jpegPngWebp)).toBe('type');
    expect(imageFileProblem({ type: 'image/gif', size: 10 }, GIF_BYTES, 5 * MB)).toBeNull();
  });

  it('names the kinds in its message', () => {
    expect(NOT_AN_IMAGE_MESSAGE).toBe('只能上传图片文件（JPG、PNG、GIF、WEBP）');
    expect(notAnImageMessage(jpegPngWebp)).toBe('只能上传图片文件（JPG、PNG、WEBP）');
    expect(admitImages([{ file: { name: '动图.gif' }, problem: 'type' }], 0, 1, 5 * MB, jpegPngWebp)).toEqual(
      {
        accepted: [],
        messages: ['“动图.gif”无法上传：只能上传图片文件（JPG、PNG、WEBP）'],
      },
    );
  });
});

describe('formatByteLimit', () => {
  it.each([
    [5 * MB, '5MB'],
    [1.5 * MB, '1.5MB'],
    [500 * 1024, '500KB'],
    [10, '10B'],
  ])('writes %d bytes as %s', (bytes, text) => {
    expect(formatByteLimit(bytes)).toBe(text);
  });
});

describe('admitImages', () => {
  const file = (name: string) => ({ name });
  const good = (name: string): CheckedFile<{ name: string }> => ({ file: file(name), problem: null });

  it('admits good files in order while there is room', () => {
    const result = admitImages([good('a.png'), good('b.png')], 1, 9, 5 * MB);
    expect(result).toEqual({ accepted: [file('a.png'), file('b.png')], messages: [] });
  });

  it('names every refused file with its reason and keeps the good ones', () => {
    const result = admitImages(
      [{ file: file('假.png'), problem: 'type' }, good('真.png'), { file: file('大.jpg'), problem: 'size' }],
      0,
      9,
      5 * MB,
    );
    expect(result.accepted).toEqual([file('真.png')]);
    expect(result.messages).toEqual([
      `“假.png”无法上传：${NOT_AN_IMAGE_MESSAGE}`,
      '“大.jpg”无法上传：单张图片不能超过 5MB',
    ]);
  });

  it('cuts at the maximum count and says so once', () => {
    const result = admitImages([good('1.png'), good('2.png'), good('3.png')], 2, 3, 5 * MB);
    expect(result.accepted).toEqual([file('1.png')]);
    expect(result.messages).toEqual(['最多只能上传 3 张图片']);
  });

  it('admits nothing when the list is already full', () => {
    expect(admitImages([good('1.png')], 3, 3, 5 * MB)).toEqual({
      accepted: [],
      messages: ['最多只能上传 3 张图片'],
    });
  });
});
