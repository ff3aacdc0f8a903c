import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import { Spinner } from '../Spinner';
import { StyledButton, StyledButtonIcon, type ButtonSize, type ButtonVariant } from './Button.styles';

export type ButtonProps = Omit<ComponentPropsWithRef<'button'>, 'type'> & {
  /** Visual weight: one primary action per area; `link` and `text` for low-emphasis actions. */
  variant?: ButtonVariant;
  /** Destructive action (删除, 解约): the variant drawn in the danger colour. */
  danger?: boolean;
  /** `phone` gives the 44 px touch target of the phone layout. */
  size?: ButtonSize;
  /** Fills its container's width. */
  block?: boolean;
  /** Shows a spinner, sets aria-busy and ignores clicks while keeping focus. */
  loading?: boolean;
  /** Leading icon, usually `<Icon name="…" />`; an icon-only button needs an `aria-label`. */
  icon?: ReactNode;
  /** The native button type; `button` unless given, so no button submits a form by accident. */
  htmlType?: 'button' | 'submit' | 'reset';
};

export function Button({
  variant = 'default',
  danger = false,
  size = 'md',
  block = false,
  loading = false,
  icon,
  htmlType = 'button',
  onClick,
  children,
  ...buttonProps
}: ButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    // Not `disabled` while loading: that would drop keyboard focus mid-request.
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  const spinnerSize = size === 'lg' || size === 'phone' ? 'md' : 'sm';
  const leading = loading ? <Spinner decorative size={spinnerSize} /> : icon;
  return (
    <StyledButton
      data-ui="button"
      type={htmlType}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      $variant={variant}
      $danger={danger}
      $size={size}
      $block={block}
      $iconOnly={children == null || children === ''}
      $loading={loading}
      onClick={handleClick}
      {...buttonProps}
    >
      {leading ? <StyledButtonIcon>{leading}</StyledButtonIcon> : null}
      {children}
    </StyledButton>
  );
}
