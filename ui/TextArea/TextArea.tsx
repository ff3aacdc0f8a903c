import { useImperativeHandle, useRef, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import { useControllableState, useFieldControl } from '../Form';
import type { ControlVariant } from '../Input';
import { StyledTextAreaElement, StyledTextAreaFooter, StyledTextAreaFrame } from './TextArea.styles';
import { useAutoSize, type AutoSize } from './useAutoSize';

export type TextAreaProps = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'value' | 'defaultValue' | 'onChange'
> & {
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  variant?: ControlVariant;
  status?: 'error';
  /** Visible rows; with autoSize, the minimum. */
  rows?: number;
  /** Grow with the content (from `rows`, up to maxRows) instead of a fixed, user-resizable height. */
  autoSize?: boolean | Omit<AutoSize, 'minRows'>;
  /** Shown inside the frame under the text (a counter, say). */
  footer?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
  'data-ui'?: string;
};

export function TextArea({
  value,
  defaultValue = '',
  onChange,
  variant,
  status,
  rows = 4,
  autoSize = false,
  footer,
  id,
  disabled,
  required,
  className,
  style,
  ref,
  'data-ui': dataUi = 'text-area',
  'aria-describedby': ariaDescribedBy,
  ...textAreaProps
}: TextAreaProps) {
  const control = useFieldControl({
    id,
    describedBy: ariaDescribedBy,
    invalid: status === 'error' ? true : undefined,
    required,
    disabled,
    variant,
  });
  const [text, setText] = useControllableState(value, defaultValue, onChange);
  const textAreaRef = useRef<HTMLTextAreaElement>(null);
  useImperativeHandle(ref, () => textAreaRef.current as HTMLTextAreaElement, []);
  useAutoSize(textAreaRef, text, autoSize === false ? null : autoSize === true ? {} : autoSize);

  return (
    <StyledTextAreaFrame
      data-ui={dataUi}
      className={className}
      style={style}
      $size="md"
      $variant={control.variant}
      $invalid={control.invalid}
      $disabled={control.disabled}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) {
          event.preventDefault();
          textAreaRef.current?.focus();
        }
      }}
    >
      <StyledTextAreaElement
        ref={textAreaRef}
        id={control.id}
        rows={rows}
        value={text}
        disabled={control.disabled}
        aria-invalid={control.invalid || undefined}
        aria-required={control.required || undefined}
        aria-describedby={control.describedBy}
        $autoSize={autoSize !== false}
        onChange={(event) => setText(event.target.value)}
        {...textAreaProps}
      />
      {footer !== undefined && <StyledTextAreaFooter>{footer}</StyledTextAreaFooter>}
    </StyledTextAreaFrame>
  );
}
