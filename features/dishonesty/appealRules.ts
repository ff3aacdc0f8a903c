import type { Appeal, DishonestyRecord } from '../../contract/dishonesty';
import type { BadgeTone } from '../../ui/Badge';

/** A record may be appealed while it is in force (有效) and no appeal of it waits for the school. */
export function canAppeal(
  record: Pick<DishonestyRecord, 'zt'>,
  appeals: readonly Pick<Appeal, 'zt'>[],
): boolean {
  return record.zt === '1' && !appeals.some((appeal) => appeal.zt === '1');
}

const RECORD_TONES: Record<string, BadgeTone> = {
  '1': 'danger',
  '2': 'warning',
  '3': 'success',
  '4': 'default',
};
export const recordTone = (zt: string): BadgeTone => RECORD_TONES[zt] ?? 'default';

const APPEAL_TONES: Record<string, BadgeTone> = { '1': 'warning', '2': 'success', '3': 'danger' };
export const appealTone = (zt: string): BadgeTone => APPEAL_TONES[zt] ?? 'default';
