import { StatusBadge } from '../../ui/Badge';
import { postingStateDisplay } from '../review/reviewDisplay';

/** 当前状态：草稿, with the state's tone. */
export function PostingStateBadge({ zt }: { zt: string }) {
  const display = postingStateDisplay(zt);
  return (
    <span>
      当前状态：<StatusBadge tone={display.tone}>{display.label}</StatusBadge>
    </span>
  );
}
