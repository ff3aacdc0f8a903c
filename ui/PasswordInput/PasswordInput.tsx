import { useId } from 'react';
import { useControllableState, useFieldControl } from '../Form';
import { Input, type InputProps } from '../Input';
import { Icon } from '../Icon';
import { EyeOffIcon } from '../Input/icons';
import { StyledFrameButton } from '../Input/Input.styles';

export type PasswordInputProps = Omit<InputProps, 'type' | 'suffix'> & {
  /** Whether the password is shown as text. */
  visible?: boolean;
  defaultVisible?: boolean;
  onVisibleChange?: (visible: boolean) => void;
};

/** A password field with a show / hide toggle (a pressed-state button, reachable by Tab). */
export function PasswordInput({
  visible,
  defaultVisible = false,
  onVisibleChange,
  id,
  variant,
  disabled,
  autoComplete = 'current-password',
  ...inputProps
}: PasswordInputProps) {
  const control = useFieldControl({ id, variant, disabled });
  const fallbackId = useId();
  const inputId = control.id ?? fallbackId;
  const [shown, setShown] = useControllableState(visible, defaultVisible, onVisibleChange);

  return (
    <Input
      {...inputProps}
      data-ui="password-input"
      id={inputId}
      variant={variant}
      disabled={disabled}
      type={shown ? 'text' : 'password'}
      autoComplete={autoComplete}
      spellCheck={false}
      suffix={
        <StyledFrameButton
          type="button"
          data-ui="password-toggle"
          aria-label={shown ? '隐藏密码' : '显示密码'}
          aria-pressed={shown}
          aria-controls={inputId}
          disabled={control.disabled}
          $variant={control.variant}
          onClick={() => setShown(!shown)}
        >
          {shown ? <EyeOffIcon /> : <Icon name="eye" />}
        </StyledFrameButton>
      }
    />
  );
}
