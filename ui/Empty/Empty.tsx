import type { ReactNode } from 'react';
import { StyledEmpty, StyledEmptyAction, StyledEmptyDescription, StyledEmptyImage } from './Empty.styles';

export type EmptyProps = {
  /** What is missing; '暂无数据' unless given. */
  description?: ReactNode;
  /** What to do about it, e.g. a Button that creates the first item. */
  action?: ReactNode;
  /** Replaces the illustration; `null` leaves it out. */
  image?: ReactNode;
  /** Smaller, for use inside a table, list or dropdown. */
  compact?: boolean;
  className?: string;
};

function EmptyTray({ compact }: { compact: boolean }) {
  return (
    <StyledEmptyImage $compact={compact} viewBox="0 0 112 72" aria-hidden="true" focusable="false">
      <ellipse className="shadow" cx="56" cy="64" rx="48" ry="7" />
      <path className="tray" strokeWidth="1.5" d="M20 30 32 10h48l12 20v26a4 4 0 0 1-4 4H24a4 4 0 0 1-4-4z" />
      <path
        className="tray-front"
        strokeWidth="1.5"
        d="M20 30h24a4 4 0 0 1 4 4 8 8 0 0 0 16 0 4 4 0 0 1 4-4h24v26a4 4 0 0 1-4 4H24a4 4 0 0 1-4-4z"
      />
    </StyledEmptyImage>
  );
}

/** The placeholder for a list, table or page with nothing to show. */
export function Empty({ description = '暂无数据', action, image, compact = false, className }: EmptyProps) {
  return (
    <StyledEmpty data-ui="empty" $compact={compact} className={className}>
      {image === undefined ? <EmptyTray compact={compact} /> : image}
      <StyledEmptyDescription>{description}</StyledEmptyDescription>
      {action ? <StyledEmptyAction>{action}</StyledEmptyAction> : null}
    </StyledEmpty>
  );
}
