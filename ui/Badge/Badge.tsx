import type { ReactNode } from 'react';
import { VisuallyHidden } from '../VisuallyHidden';
import {
  StyledCount,
  StyledCountWrapper,
  StyledStatusBadge,
  StyledStatusDot,
  type BadgeTone,
} from './Badge.styles';

export type StatusBadgeProps = {
  /** The state in words (待审核, 已发布, 已驳回); the dot only repeats it in colour. */
  children: ReactNode;
  tone?: BadgeTone;
  /** A pulsing dot for a state in progress (审核中). */
  pulse?: boolean;
  className?: string;
};

/** A coloured dot with the state's name, for review and booking states in lists and details. */
export function StatusBadge({ children, tone = 'default', pulse = false, className }: StatusBadgeProps) {
  return (
    <StyledStatusBadge data-ui="status-badge" className={className}>
      <StyledStatusDot $tone={tone} $pulse={pulse} aria-hidden="true" />
      {children}
    </StyledStatusBadge>
  );
}

export type CountBadgeProps = {
  count: number;
  /** Counts above this show as `99+`. */
  max?: number;
  /** Show `0` instead of hiding the badge. */
  showZero?: boolean;
  /** A bare dot (there is something new) instead of the number. */
  dot?: boolean;
  /** Screen-reader text for the count; `N 条未读` unless given. */
  label?: (count: number) => string;
  /**
   * The element the badge sits on (an icon button, a tab label). When it is a control, put the count
   * in that control's accessible name too (e.g. `消息，3 条未读`): text outside a button is not part of it.
   */
  children?: ReactNode;
  className?: string;
};

export function formatCount(count: number, max: number): string {
  return count > max ? `${max}+` : String(count);
}

/** An unread or pending count on a corner of its child, or inline when it has none. */
export function CountBadge({
  count,
  max = 99,
  showZero = false,
  dot = false,
  label = (n) => `${n} 条未读`,
  children,
  className,
}: CountBadgeProps) {
  const visible = count > 0 || (showZero && !dot);
  const badge = visible && (
    <>
      <StyledCount
        $attached={children !== undefined}
        $dot={dot}
        aria-hidden="true"
        data-ui="count-badge"
        className={children === undefined ? className : undefined}
      >
        {dot ? null : formatCount(count, max)}
      </StyledCount>
      <VisuallyHidden>{label(count)}</VisuallyHidden>
    </>
  );
  if (children === undefined) return badge || null;
  return (
    <StyledCountWrapper className={className}>
      {children}
      {badge}
    </StyledCountWrapper>
  );
}
