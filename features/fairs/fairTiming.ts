import type { FairStateCode } from '../../contract/fairs';
import { chinaDayStart } from '../../contract/chinaTime';

/**
 * Time on the fair screens is the SERVER's: booking opens at a minute the server decides, so the
 * countdown runs on the server's clock (its `serverNow` plus the time elapsed here), never on a
 * browser clock that may be minutes off.
 */

/** How far the server's clock is ahead of this browser's, from one answer carrying `serverNow`. */
export function clockOffset(serverNow: number, receivedAt: number): number {
  return serverNow - receivedAt;
}

/** The server's time now, given the offset measured earlier. */
export function serverTime(offset: number, localNow: number): number {
  return localNow + offset;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A countdown in words: "2天 03:04:05", "03:04:05", or "04:05" under an hour; "00:00" once reached. */
export function countdownText(msLeft: number): string {
  const total = Math.max(0, Math.ceil(msLeft / 1000));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const clock =
    hours > 0 || days > 0
      ? `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`
      : `${pad(minutes)}:${pad(seconds)}`;
  return days > 0 ? `${days}天 ${clock}` : clock;
}

/** The countdown for screen readers, which read "04:05" badly: "4分5秒". */
export function countdownWords(msLeft: number): string {
  const total = Math.max(0, Math.ceil(msLeft / 1000));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const parts = [
    days > 0 ? `${days}天` : '',
    hours > 0 ? `${hours}小时` : '',
    minutes > 0 ? `${minutes}分` : '',
    `${seconds}秒`,
  ];
  return parts.join('');
}

/** 'YYYY-MM-DD HH:mm[:ss]' in China time (the wire's times) as epoch ms. */
export function chinaTimeMs(value: string): number {
  const [date = '', time = '00:00'] = value.split(' ');
  const [hours = 0, minutes = 0, seconds = 0] = time.split(':').map(Number);
  return chinaDayStart(date) + ((hours * 60 + minutes) * 60 + seconds) * 1000;
}

/**
 * The fair's state (FAIR_STATES code) at the server's time `now`: the server's answer says which it
 * was when it answered, and its minutes move the screen on without asking again (the countdown
 * reaching the opening minute opens it, the closing minute closes it, the fair's end finishes it).
 * Full ('3') is the server's word only.
 */
export function stateAt(
  fair: { zt: FairStateCode; opensAt: number; closesAt: number; endsAt: number },
  now: number,
): FairStateCode {
  if (now >= fair.endsAt || fair.zt === '5') return '5';
  if (now >= fair.closesAt) return '4';
  if (now < fair.opensAt) return '1';
  return fair.zt === '1' ? '2' : fair.zt;
}

/** A fair's minutes as epoch ms, for stateAt and the countdown. */
export function fairMoments(fair: { bmkssj: string; bmjzsj: string; jbrq: string; jssj: string }): {
  opensAt: number;
  closesAt: number;
  endsAt: number;
} {
  return {
    opensAt: chinaTimeMs(fair.bmkssj),
    closesAt: chinaTimeMs(fair.bmjzsj),
    endsAt: chinaTimeMs(`${fair.jbrq} ${fair.jssj}`),
  };
}
