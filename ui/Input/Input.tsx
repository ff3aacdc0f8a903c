import { useImperativeHandle, useRef, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useControllableState, useFieldControl } from '../Form';
import { ClearIcon } from './icons';
import {
  StyledAffix,
  StyledFrameButton,
  StyledInputElement,
  StyledInputFrame,
  type ControlSize,
  type ControlVariant,
} from './Input.styles';

export type InputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'size' | 'prefix' | 'value' | 'defaultValue' | 'onChange'
> & {
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  size?: ControlSize;
  /** `phone`: 44 px rows and 16 px text. Inside a FormField the field's variant applies. */
  variant?: ControlVariant;
  /** `error` marks the field invalid (aria-invalid); inside a FormField the field's error does this. */
  status?: 'error';
  prefix?: ReactNode;
  suffix?: ReactNode;
  /** Shows a 清除内容 button while there is text. */
  clearable?: boolean;
  ref?: Ref<HTMLInputElement>;
  /** The root's data-ui; components built on Input (PasswordInput) name themselves. */
  'data-ui'?: string;
};

export function Input({
  value,
  defaultValue = '',
  onChange,
  size = 'md',
  variant,
  status,
  prefix,
  suffix,
  clearable = false,
  id,
  disabled,
  readOnly,
  required,
  className,
  style,
  ref,
  'data-ui': dataUi = 'input',
  'aria-describedby': ariaDescribedBy,
  ...inputProps
}: InputProps) {
  const control = useFieldControl({
    id,
    describedBy: ariaDescribedBy,
    invalid: status === 'error' ? true : undefined,
    required,
    disabled,
    variant,
  });
  const [text, setText] = useControllableState(value, defaultValue, onChange);
  const inputRef = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => inputRef.current as HTMLInputElement, []);

  const canClear = clearable && text !== '' && !control.disabled && !readOnly;

  return (
    <StyledInputFrame
      data-ui={dataUi}
      className={className}
      style={style}
      $size={size}
      $variant={control.variant}
      $invalid={control.invalid}
      $disabled={control.disabled}
      // A click on the frame's padding or an affix still puts the caret in the field.
      onMouseDown={(event) => {
        if (event.target !== inputRef.current && !(event.target as Element).closest('button')) {
          event.preventDefault();
          inputRef.current?.focus();
        }
      }}
    >
      {prefix !== undefined && <StyledAffix>{prefix}</StyledAffix>}
      <StyledInputElement
        ref={inputRef}
        id={control.id}
        value={text}
        disabled={control.disabled}
        readOnly={readOnly}
        aria-invalid={control.invalid || undefined}
        aria-required={control.required || undefined}
        aria-describedby={control.describedBy}
        onChange={(event) => setText(event.target.value)}
        {...inputProps}
      />
      {canClear && (
        <StyledFrameButton
          type="button"
          aria-label="清除内容"
          // The text can be cleared from the keyboard already, so the button adds no extra Tab stop.
          tabIndex={-1}
          $variant={control.variant}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            setText('');
            inputRef.current?.focus();
          }}
        >
          <ClearIcon />
        </StyledFrameButton>
      )}
      {suffix !== undefined && <StyledAffix>{suffix}</StyledAffix>}
    </StyledInputFrame>
  );
}
