import { FAIR_STATES, type FairStateCode } from '../../../contract/fairs';
import { StatusBadge, type BadgeTone } from '../../../ui/Badge';

const TONES: Record<FairStateCode, BadgeTone> = {
  '1': 'info',
  '2': 'success',
  '3': 'warning',
  '4': 'default',
  '5': 'default',
};

/** A fair's state in words with its colour: 未开始, 报名中, 已满, 报名截止, 已结束. */
export function FairStateBadge({ state }: { state: FairStateCode }) {
  return (
    <StatusBadge tone={TONES[state]} pulse={state === '2'}>
      {FAIR_STATES[state]}
    </StatusBadge>
  );
}
