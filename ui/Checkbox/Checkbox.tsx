import {
  useContext,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import { useControllableState, useFieldControl } from '../Form';
import { StyledCheckboxMark } from './Checkbox.styles';
import { CheckboxGroupContext, type CheckboxValue } from './checkboxGroupContext';
import { StyledChoiceBox, StyledChoiceInput, StyledChoiceRow } from './choice.styles';

export type CheckboxProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'checked' | 'defaultChecked' | 'onChange' | 'value' | 'size'
> & {
  checked?: boolean;
  defaultChecked?: boolean;
  onChange?: (checked: boolean) => void;
  /** Partly checked (a "select all" over a partial selection); announced as mixed. */
  indeterminate?: boolean;
  /** The option's value inside a CheckboxGroup. */
  value?: CheckboxValue;
  variant?: 'desktop' | 'phone';
  children?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

export function Checkbox({
  checked,
  defaultChecked = false,
  onChange,
  indeterminate = false,
  value,
  variant,
  id,
  disabled,
  required,
  name,
  className,
  style,
  children,
  ref,
  'aria-describedby': ariaDescribedBy,
  ...inputProps
}: CheckboxProps) {
  const group = useContext(CheckboxGroupContext);
  const field = useFieldControl({ id, describedBy: ariaDescribedBy, disabled, required, variant });
  const [ownChecked, setOwnChecked] = useControllableState(checked, defaultChecked, onChange);
  const inputRef = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => inputRef.current as HTMLInputElement, []);
  useLayoutEffect(() => {
    if (inputRef.current) inputRef.current.indeterminate = indeterminate;
  }, [indeterminate]);

  // Inside a group the group is the field: its options take no id, message or required state of their own.
  const inGroup = group !== null && value !== undefined;
  const isChecked = inGroup ? group.isChecked(value) : ownChecked;
  const isDisabled = inGroup ? group.disabled || Boolean(disabled) : field.disabled;
  const resolvedVariant = inGroup ? (variant ?? group.variant) : field.variant;
  const invalid = inGroup ? group.invalid : field.invalid;

  return (
    <StyledChoiceRow
      data-ui="checkbox"
      className={className}
      style={style}
      $variant={resolvedVariant}
      $disabled={isDisabled}
    >
      <StyledChoiceBox $variant={resolvedVariant}>
        <StyledChoiceInput
          ref={inputRef}
          type="checkbox"
          id={inGroup ? id : field.id}
          name={name ?? group?.name}
          value={value}
          checked={isChecked}
          disabled={isDisabled}
          aria-invalid={(!inGroup && field.invalid) || undefined}
          aria-required={(!inGroup && field.required) || undefined}
          aria-describedby={inGroup ? ariaDescribedBy : field.describedBy}
          onChange={(event) => {
            if (inGroup) group.toggle(value, event.target.checked);
            else setOwnChecked(event.target.checked);
          }}
          {...inputProps}
        />
        <StyledCheckboxMark aria-hidden="true" $invalid={invalid} />
      </StyledChoiceBox>
      {children !== undefined && children !== null && <span>{children}</span>}
    </StyledChoiceRow>
  );
}
