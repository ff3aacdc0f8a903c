import { useId, useMemo, type FocusEvent, type ReactNode } from 'react';
import { StyledChoiceGroup } from '../Checkbox/choice.styles';
import { focusLeaves, useControllableState, useFieldGroup } from '../Form';
import { Radio } from './Radio';
import { RadioGroupContext, type RadioGroupContextValue, type RadioValue } from './radioGroupContext';

export type RadioOption<T extends RadioValue> = { label: ReactNode; value: T; disabled?: boolean };

export type RadioGroupProps<T extends RadioValue> = {
  value?: T | null;
  defaultValue?: T | null;
  onChange?: (value: T) => void;
  /** Called when focus leaves the whole group (a form validates then). */
  onBlur?: () => void;
  /** Either options, or Radio children. */
  options?: readonly RadioOption<T>[];
  children?: ReactNode;
  /** The radios' shared name; generated when absent. */
  name?: string;
  disabled?: boolean;
  direction?: 'horizontal' | 'vertical';
  variant?: 'desktop' | 'phone';
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  className?: string;
};

export function RadioGroup<T extends RadioValue>({
  value,
  defaultValue = null,
  onChange,
  onBlur,
  options,
  children,
  name,
  disabled,
  direction = 'horizontal',
  variant,
  id,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  'aria-describedby': ariaDescribedBy,
  className,
}: RadioGroupProps<T>) {
  const control = useFieldGroup({ id, describedBy: ariaDescribedBy, disabled, variant });
  const generatedName = useId();
  const [selected, setSelected] = useControllableState<T | null>(
    value,
    defaultValue,
    onChange && ((next) => next !== null && onChange(next)),
  );

  const context = useMemo<RadioGroupContextValue>(
    () => ({
      name: name ?? generatedName,
      selected,
      select: (next) => setSelected(next as T),
      disabled: control.disabled,
      invalid: control.invalid,
      variant: control.variant,
    }),
    [name, generatedName, selected, setSelected, control.disabled, control.invalid, control.variant],
  );

  return (
    <RadioGroupContext.Provider value={context}>
      <StyledChoiceGroup
        role="radiogroup"
        data-ui="radio-group"
        id={control.id}
        aria-label={ariaLabel}
        aria-labelledby={ariaLabelledBy ?? (ariaLabel ? undefined : control.labelledBy)}
        aria-describedby={control.describedBy}
        aria-invalid={control.invalid || undefined}
        aria-disabled={control.disabled || undefined}
        className={className}
        $direction={direction}
        onBlur={(event: FocusEvent<HTMLDivElement>) => {
          if (focusLeaves(event)) onBlur?.();
        }}
      >
        {options
          ? options.map((option) => (
              <Radio key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </Radio>
            ))
          : children}
      </StyledChoiceGroup>
    </RadioGroupContext.Provider>
  );
}
