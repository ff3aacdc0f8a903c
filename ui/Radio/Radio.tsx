import { useContext, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { StyledChoiceBox, StyledChoiceInput, StyledChoiceRow } from '../Checkbox/choice.styles';
import { StyledRadioMark } from './Radio.styles';
import { RadioGroupContext, type RadioValue } from './radioGroupContext';

export type RadioProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'value' | 'onChange' | 'size'
> & {
  value: RadioValue;
  /** Outside a RadioGroup: called when this radio gets selected. */
  onChange?: (value: RadioValue) => void;
  variant?: 'desktop' | 'phone';
  children?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

/** One option; inside a RadioGroup the group owns name, selection and the arrow-key movement (native). */
export function Radio({
  value,
  onChange,
  variant,
  checked,
  disabled,
  name,
  className,
  style,
  children,
  ref,
  ...inputProps
}: RadioProps) {
  const group = useContext(RadioGroupContext);
  const isDisabled = Boolean(disabled) || (group?.disabled ?? false);
  const resolvedVariant = variant ?? group?.variant ?? 'desktop';

  return (
    <StyledChoiceRow
      data-ui="radio"
      className={className}
      style={style}
      $variant={resolvedVariant}
      $disabled={isDisabled}
    >
      <StyledChoiceBox $variant={resolvedVariant}>
        <StyledChoiceInput
          ref={ref}
          type="radio"
          name={group?.name ?? name}
          value={String(value)}
          checked={group ? group.selected === value : checked}
          disabled={isDisabled}
          onChange={() => (group ? group.select(value) : onChange?.(value))}
          {...inputProps}
        />
        <StyledRadioMark aria-hidden="true" $invalid={group?.invalid ?? false} />
      </StyledChoiceBox>
      {children !== undefined && children !== null && <span>{children}</span>}
    </StyledChoiceRow>
  );
}
