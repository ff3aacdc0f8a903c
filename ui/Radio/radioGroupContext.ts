import { createContext } from 'react';

export type RadioValue = string | number;

export type RadioGroupContextValue = {
  name: string;
  selected: RadioValue | null;
  select: (value: RadioValue) => void;
  disabled: boolean;
  invalid: boolean;
  variant: 'desktop' | 'phone';
};

export const RadioGroupContext = createContext<RadioGroupContextValue | null>(null);
