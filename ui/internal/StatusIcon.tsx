import styled from 'styled-components';
import { Icon, type IconName } from '../Icon';
import { Spinner } from '../Spinner';
import { color } from '../theme';

export type StatusKind = 'success' | 'error' | 'warning' | 'info' | 'loading' | 'confirm';

const kindColor: Record<StatusKind, string> = {
  success: color.success,
  error: color.danger,
  warning: color.warning,
  confirm: color.warning,
  info: color.info,
  loading: color.info,
};

/** A question waiting for an answer reads as a caution, like a warning. */
const kindIcon: Record<Exclude<StatusKind, 'loading'>, IconName> = {
  success: 'success',
  error: 'error',
  warning: 'warning',
  confirm: 'warning',
  info: 'info',
};

const StyledStatusIcon = styled.span<{ $color: string }>`
  display: inline-flex;
  flex: none;
  color: ${({ $color }) => $color};
`;

type StatusIconProps = {
  kind: StatusKind;
  size?: string;
  /** Take the text colour instead of the kind's colour (on a filled status bar). */
  inheritColor?: boolean;
};

/** A decorative status glyph; the text next to it always carries the meaning. */
export function StatusIcon({ kind, size = '16px', inheritColor = false }: StatusIconProps) {
  return (
    <StyledStatusIcon aria-hidden="true" $color={inheritColor ? 'inherit' : kindColor[kind]}>
      {kind === 'loading' ? <Spinner decorative size="sm" /> : <Icon name={kindIcon[kind]} size={size} />}
    </StyledStatusIcon>
  );
}
