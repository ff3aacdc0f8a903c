import { useMemo, type FocusEvent, type ReactNode } from 'react';
import { focusLeaves, useControllableState, useFieldGroup } from '../Form';
import { Checkbox } from './Checkbox';
import {
  CheckboxGroupContext,
  type CheckboxGroupContextValue,
  type CheckboxValue,
} from './checkboxGroupContext';
import { StyledChoiceGroup } from './choice.styles';

export type CheckboxOption<T extends CheckboxValue> = { label: ReactNode; value: T; disabled?: boolean };

export type CheckboxGroupProps<T extends CheckboxValue> = {
  value?: readonly T[];
  defaultValue?: readonly T[];
  /** The checked values, in the order of the options. */
  onChange?: (value: T[]) => void;
  /** Called when focus leaves the whole group (a form validates then). */
  onBlur?: () => void;
  /** Either options, or Checkbox children with values. */
  options?: readonly CheckboxOption<T>[];
  children?: ReactNode;
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

export function CheckboxGroup<T extends CheckboxValue>({
  value,
  defaultValue = [],
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
}: CheckboxGroupProps<T>) {
  const control = useFieldGroup({ id, describedBy: ariaDescribedBy, disabled, variant });
  const [checkedValues, setCheckedValues] = useControllableState<readonly T[]>(
    value,
    defaultValue,
    onChange && ((next) => onChange([...next])),
  );

  const context = useMemo<CheckboxGroupContextValue>(
    () => ({
      name,
      isChecked: (candidate) => checkedValues.includes(candidate as T),
      toggle: (candidate, checked) => {
        const others = checkedValues.filter((item) => item !== candidate);
        const next = checked ? [...others, candidate as T] : others;
        // Keep the options' order so the value does not depend on the order of clicks.
        const order = options?.map((option) => option.value);
        setCheckedValues(order ? order.filter((item) => next.includes(item)) : next);
      },
      disabled: control.disabled,
      invalid: control.invalid,
      variant: control.variant,
    }),
    [name, checkedValues, options, setCheckedValues, control.disabled, control.invalid, control.variant],
  );

  return (
    <CheckboxGroupContext.Provider value={context}>
      <StyledChoiceGroup
        role="group"
        data-ui="checkbox-group"
        id={control.id}
        aria-label={ariaLabel}
        aria-labelledby={ariaLabelledBy ?? (ariaLabel ? undefined : control.labelledBy)}
        aria-describedby={control.describedBy}
        aria-invalid={control.invalid || undefined}
        className={className}
        $direction={direction}
        onBlur={(event: FocusEvent<HTMLDivElement>) => {
          if (focusLeaves(event)) onBlur?.();
        }}
      >
        {options
          ? options.map((option) => (
              <Checkbox key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </Checkbox>
            ))
          : children}
      </StyledChoiceGroup>
    </CheckboxGroupContext.Provider>
  );
}
