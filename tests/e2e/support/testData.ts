import { randomInt } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { checkCreditCode } from '../../../ui/validators';

const CREDIT_CHECK_ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';

/** A valid unified social credit code with a random organization body (check characters by trying). */
export function randomCreditCode(): string {
  const body = `91330106${String(randomInt(10 ** 8)).padStart(8, '0')}`;
  for (const organizationCheck of '0123456789X') {
    for (const creditCheck of CREDIT_CHECK_ALPHABET) {
      const code = `${body}${organizationCheck}${creditCheck}`;
      if (checkCreditCode(code) === null) return code;
    }
  }
  throw new Error(`no valid credit code for ${body}`);
}

export function randomMobile(): string {
  return `139${String(randomInt(10 ** 8)).padStart(8, '0')}`;
}

/** Passes password level 3 and the extra rules (no runs of three, English characters only). */
export const WALK_PASSWORD = 'Kx7#mPq9';

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A real PNG file: a width × height square of one RGB colour. */
export function solidPng(width: number, height: number, [red, green, blue]: [number, number, number]) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array(width).fill([red, green, blue]).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
