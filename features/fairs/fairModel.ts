import type { BoothCell, BoothChange, BoothStateCode, BoothType, HallMap } from '../../contract/fairs';
import type { BoothKind, BoothView, MapBooth } from './boothMap';

/** The contract's booth codes in the map's words (contract/fairs.ts BOOTH_TYPES, BOOTH_STATES). */
const KINDS: Record<BoothType, BoothKind> = {
  '1': 'standard',
  '2': 'vip',
  '3': 'corner',
  '0': 'unavailable',
};
const VIEWS: Record<BoothStateCode, BoothView> = {
  '0': 'unavailable',
  '1': 'free',
  '2': 'taken',
  '3': 'mine',
};

export const boothKindOf = (type: BoothType): BoothKind => KINDS[type];
export const boothViewOf = (state: BoothStateCode): BoothView => VIEWS[state];

function toMapBooth(cell: BoothCell): MapBooth {
  const kind = KINDS[cell.lx];
  return {
    // Aisle cells have no booth id: their place names them.
    id: cell.zwid || `aisle-${cell.h}-${cell.l}`,
    number: cell.bh,
    kind,
    row: cell.h + 1,
    col: cell.l + 1,
    price: cell.fy,
    view: kind === 'unavailable' ? 'unavailable' : VIEWS[cell.zt],
  };
}

/** A hall's cells as the map draws them, in reading order (row by row, left to right). */
export function hallBooths(hall: HallMap): MapBooth[] {
  return hall.cells.map(toMapBooth).sort((a, b) => a.row - b.row || a.col - b.col);
}

/**
 * Live changes applied to the map's halls (the cached answer is updated in place of a reload): a booth
 * taken by my own booking shows as mine, anyone else's as taken, a freed one as free again. Aisles and
 * booths the school closed ('0') never change.
 */
export function withChanges(
  halls: readonly HallMap[],
  changes: readonly BoothChange[],
  myBookingId: string | null,
): HallMap[] {
  const latest = new Map(changes.map((change) => [change.zwid, change]));
  return halls.map((hall) => {
    let touched = false;
    const cells = hall.cells.map((cell) => {
      const change = latest.get(cell.zwid);
      if (!change || cell.zwid === '' || cell.lx === '0' || cell.zt === '0') return cell;
      const zt: BoothStateCode =
        change.zt === '1' ? '1' : myBookingId !== null && change.ydid === myBookingId ? '3' : '2';
      if (zt === cell.zt) return cell;
      touched = true;
      return { ...cell, zt };
    });
    if (!touched) return hall;
    const free = cells.filter((cell) => cell.zt === '1' && cell.lx !== '0').length;
    return { ...hall, cells, kxzws: free };
  });
}
