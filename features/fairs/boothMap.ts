/**
 * The booth map's rules, without React: where each booth sits on the grid, what a booth is called to
 * a screen reader, which booth the arrow keys reach, and the legend. The screen maps the contract's
 * booths to `MapBooth` once (fairsApi.ts) and draws what these functions answer.
 */

export type BoothKind = 'standard' | 'vip' | 'corner' | 'unavailable';
/** What the viewing employer sees of a booth: its own, someone's, free, or never bookable. */
export type BoothView = 'free' | 'taken' | 'mine' | 'unavailable';

export type MapBooth = {
  id: string;
  /** The number painted on the booth (A12). */
  number: string;
  kind: BoothKind;
  /** 1-based grid position. */
  row: number;
  col: number;
  /** Fee in yuan; 0 is free. */
  price: number;
  view: BoothView;
};

export const BOOTH_KIND_LABELS: Record<BoothKind, string> = {
  standard: '标准展位',
  vip: 'VIP展位',
  corner: '转角展位',
  unavailable: '不可用',
};

export const BOOTH_VIEW_LABELS: Record<BoothView, string> = {
  free: '空闲',
  taken: '已被预定',
  mine: '我的展位',
  unavailable: '不可预定',
};

/** 免费, or the fee in yuan in zh-CN digits (¥1,200). */
export function priceLabel(price: number): string {
  return price > 0 ? `¥${price.toLocaleString('zh-CN')}` : '免费';
}

/**
 * What a booth is drawn as: while booking is paused for this employer (a suspension) a free booth is
 * unavailable to it, so it must not look free.
 */
export function shownView(booth: MapBooth, pausedReason?: string): BoothView {
  return pausedReason && booth.view === 'free' ? 'unavailable' : booth.view;
}

/** The booth's accessible name: "A12 标准展位 免费 空闲", or "… 暂停预订" with a paused reason. */
export function boothName(booth: MapBooth, pausedReason?: string): string {
  const state = pausedReason && booth.view === 'free' ? pausedReason : BOOTH_VIEW_LABELS[booth.view];
  return `${booth.number} ${BOOTH_KIND_LABELS[booth.kind]} ${priceLabel(booth.price)} ${state}`;
}

/** Only a free booth of a bookable kind can be chosen. */
export function isChoosable(booth: MapBooth): boolean {
  return booth.view === 'free' && booth.kind !== 'unavailable';
}

export type ArrowKey = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight';

export const isArrowKey = (key: string): key is ArrowKey =>
  key === 'ArrowUp' || key === 'ArrowDown' || key === 'ArrowLeft' || key === 'ArrowRight';

const STEPS: Record<ArrowKey, { dRow: number; dCol: number }> = {
  ArrowUp: { dRow: -1, dCol: 0 },
  ArrowDown: { dRow: 1, dCol: 0 },
  ArrowLeft: { dRow: 0, dCol: -1 },
  ArrowRight: { dRow: 0, dCol: 1 },
};

/**
 * The booth an arrow key moves to from `fromId`: the nearest booth in that direction, preferring the
 * same row (or column) and then the closest across it (ties to the left or up, the booth met first in
 * reading order), so aisles and gaps in the grid are jumped over. Stays put at the edge.
 */
export function neighbour(booths: readonly MapBooth[], fromId: string, key: ArrowKey): string {
  const from = booths.find((booth) => booth.id === fromId);
  if (!from) return booths[0]?.id ?? fromId;
  const { dRow, dCol } = STEPS[key];
  let best: { id: string; along: number; across: number } | null = null;
  for (const booth of booths) {
    const along = (booth.row - from.row) * dRow + (booth.col - from.col) * dCol;
    if (along <= 0) continue;
    const across = Math.abs(dRow === 0 ? booth.row - from.row : booth.col - from.col);
    if (!best || across < best.across || (across === best.across && along < best.along)) {
      best = { id: booth.id, along, across };
    }
  }
  return best?.id ?? fromId;
}

/** The grid's size: enough rows and columns for every booth. */
export function gridSize(booths: readonly MapBooth[]): { rows: number; cols: number } {
  return booths.reduce(
    (size, booth) => ({ rows: Math.max(size.rows, booth.row), cols: Math.max(size.cols, booth.col) }),
    { rows: 0, cols: 0 },
  );
}

export type LegendEntry = { kind: BoothKind; label: string; price: string; free: number; total: number };

/** One legend line per bookable kind present: its price and how many of its booths are still free. */
export function legend(booths: readonly MapBooth[]): LegendEntry[] {
  const kinds: BoothKind[] = ['standard', 'vip', 'corner'];
  return kinds.flatMap((kind) => {
    const ofKind = booths.filter((booth) => booth.kind === kind);
    if (ofKind.length === 0) return [];
    const prices = [...new Set(ofKind.map((booth) => booth.price))].sort((a, b) => a - b);
    const price =
      prices.length === 1
        ? priceLabel(prices[0] ?? 0)
        : `${priceLabel(prices[0] ?? 0)}–${priceLabel(prices[prices.length - 1] ?? 0)}`;
    return [
      {
        kind,
        label: BOOTH_KIND_LABELS[kind],
        price,
        free: ofKind.filter((booth) => booth.view === 'free').length,
        total: ofKind.length,
      },
    ];
  });
}
