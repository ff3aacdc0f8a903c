import fc from 'fast-check';
import {
  ILLEGAL_INPUT_PATTERN,
  illegalInputMessage,
  stripIllegalInput,
  textLength,
  truncateText,
} from '../../../ui/validators/text';

describe('textLength', () => {
  it.each([
    ['', 0],
    ['abc', 3],
    ['a b\n', 4],
    ['中文', 4],
    ['a中', 3],
    ['ＡＢ', 4], // full-width letters are not ASCII
    ['，。', 4],
    ['😀', 2], // one code point, a surrogate pair in UTF-16
    ['a😀b', 4],
    ['é', 2],
  ])('measures %j as %i (ASCII 1, everything else 2, by code point)', (value, expected) => {
    expect(textLength(value)).toBe(expected);
  });
});

describe('truncateText', () => {
  it.each([
    ['abcdef', 4, 'abcd'],
    ['中文字', 4, '中文'],
    ['中文字', 5, '中文'], // a 2-wide character never half-fits
    ['a中文', 4, 'a中'],
    ['a中文', 5, 'a中文'],
    ['😀😀', 3, '😀'],
    ['a😀', 2, 'a'], // never splits the surrogate pair
    ['短', 200, '短'],
    ['abc', 0, ''],
    ['abc', -1, ''],
    ['', 10, ''],
  ])('cuts %j at %i to %j', (value, limit, expected) => {
    expect(truncateText(value, limit)).toBe(expected);
  });

  it('counts 中文 as two characters and cuts at the limit of 200', () => {
    const long = '问'.repeat(150);
    expect(textLength(truncateText(long, 200))).toBe(200);
    expect(truncateText(long, 200)).toBe('问'.repeat(100));
  });

  it('never exceeds the limit, returns a prefix, and keeps every code point whole', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.integer({ min: 0, max: 60 }), (value, limit) => {
        const cut = truncateText(value, limit);
        expect(value.startsWith(cut)).toBe(true);
        expect(textLength(cut)).toBeLessThanOrEqual(limit);
        expect(cut).not.toMatch(/[\uD800-\uDBFF]$/);
        // Maximal: the next code point, if any, would overflow.
        const next = [...value.slice(cut.length)][0];
        if (next !== undefined) expect(textLength(cut + next)).toBeGreaterThan(limit);
      }),
    );
  });
});

describe('stripIllegalInput', () => {
  it.each([
    ['正常的问题描述', '正常的问题描述', ''],
    ['<script>alert(1)</script>', 'scriptalert(1)/script', '<>'],
    [`a'b"c\`d\\e`, 'abcde', `'"\`\\`],
    ["x' OR '1'='1", 'x OR 1=1', "'"],
    ['tab\there', 'tabhere', '\t'],
    ['nul\u0000bell\u0007del\u007f', 'nulbelldel', '\u0000\u0007\u007f'],
    ['c1\u0085', 'c1', '\u0085'],
    ['第一行\n第二行\r\n第三行', '第一行\n第二行\r\n第三行', ''],
    ['“中文引号”《书名》，。！？', '“中文引号”《书名》，。！？', ''],
    ['邮箱 a@b.com; 电话 (010) 1234-5678 & 50%', '邮箱 a@b.com; 电话 (010) 1234-5678 & 50%', ''],
    ['<<>>', '', '<>'],
    ['😀<', '😀', '<'],
  ])('strips %j to %j, reporting %j', (value, text, removed) => {
    expect(stripIllegalInput(value)).toEqual({ text, removed });
  });

  it('lists each removed character once, in order of first appearance', () => {
    expect(stripIllegalInput('">a<"b>').removed).toBe('"><');
  });

  it('leaves nothing the pattern matches and removes exactly the reported characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (value) => {
        const { text, removed } = stripIllegalInput(value);
        expect(text).not.toMatch(new RegExp(ILLEGAL_INPUT_PATTERN.source, 'u'));
        expect([...value].filter((character) => !removed.includes(character)).join('')).toBe(text);
        expect(new Set(removed).size).toBe([...removed].length);
      }),
    );
  });
});

describe('illegalInputMessage', () => {
  it('names the removed characters in the exact spec wording', () => {
    expect(illegalInputMessage('<>')).toBe('系统监测到非法字符输入：<>，请重新输入!');
  });
});
