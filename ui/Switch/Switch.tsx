import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { useControllableState, useFieldControl } from '../Form';
import { Spinner } from '../Spinner';
import { StyledSwitch, StyledSwitchHandle, StyledSwitchText, type SwitchSize } from './Switch.styles';

export type SwitchProps = Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'type' | 'role' | 'value' | 'defaultValue' | 'onChange'
> & {
  checked?: boolean;
  defaultChecked?: boolean;
  onChange?: (checked: boolean) => void;
  /** Text on the track when on, e.g. 开 (decorative: the state itself is announced by aria-checked). */
  checkedText?: ReactNode;
  uncheckedText?: ReactNode;
  /** The change is being saved: the switch is inert and shows a spinner on its handle. */
  loading?: boolean;
  size?: SwitchSize;
  variant?: 'desktop' | 'phone';
  ref?: Ref<HTMLButtonElement>;
};

/** An on/off switch (role switch). Name it with a FormField label, aria-label or aria-labelledby. */
export function Switch({
  checked,
  defaultChecked = false,
  onChange,
  checkedText,
  uncheckedText,
  loading = false,
  size = 'md',
  variant,
  id,
  disabled,
  onClick,
  'aria-describedby': ariaDescribedBy,
  ...buttonProps
}: SwitchProps) {
  const control = useFieldControl({ id, describedBy: ariaDescribedBy, disabled, variant });
  const [on, setOn] = useControllableState(checked, defaultChecked, onChange);
  const styleProps = { $checked: on, $size: size, $variant: control.variant };
  const text = on ? checkedText : uncheckedText;

  return (
    <StyledSwitch
      type="button"
      role="switch"
      data-ui="switch"
      id={control.id}
      aria-checked={on}
      aria-describedby={control.describedBy}
      aria-invalid={control.invalid || undefined}
      aria-busy={loading || undefined}
      disabled={control.disabled || loading}
      onClick={(event) => {
        setOn(!on);
        onClick?.(event);
      }}
      {...styleProps}
      {...buttonProps}
    >
      <StyledSwitchHandle aria-hidden="true" {...styleProps}>
        {loading && <Spinner decorative size="sm" />}
      </StyledSwitchHandle>
      {text !== undefined && text !== null && <StyledSwitchText aria-hidden="true">{text}</StyledSwitchText>}
    </StyledSwitch>
  );
}
