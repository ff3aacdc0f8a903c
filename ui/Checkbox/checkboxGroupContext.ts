import { createContext } from 'react';

export type CheckboxValue = string | number;

export type CheckboxGroupContextValue = {
  name: string | undefined;
  isChecked: (value: CheckboxValue) => boolean;
  toggle: (value: CheckboxValue, checked: boolean) => void;
  disabled: boolean;
  invalid: boolean;
  variant: 'desktop' | 'phone';
};

export const CheckboxGroupContext = createContext<CheckboxGroupContextValue | null>(null);
