import { createContext } from 'react';
import type { FieldMeta } from './formState';

export type FormLayout = 'horizontal' | 'vertical';

/** Room for a four-character label and its required mark beside the control. */
export const DEFAULT_LABEL_WIDTH = '112px';

/** What a Form tells its fields: how to lay out, and the state of each named field. */
export type FormContextValue = {
  layout: FormLayout;
  labelWidth: string;
  variant: 'desktop' | 'phone';
  fieldMeta: (name: string) => FieldMeta;
  submitting: boolean;
};

export const FormContext = createContext<FormContextValue | null>(null);
