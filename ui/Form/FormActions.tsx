import { useContext, type ReactNode } from 'react';
import { space } from '../theme';
import { StyledFormActions } from './Form.styles';
import { FormContext } from './formContext';

export type FormActionsProps = { children: ReactNode; className?: string };

/** The row of buttons under a Form's fields (FormSubmit, 重置, 取消). */
export function FormActions({ children, className }: FormActionsProps) {
  const form = useContext(FormContext);
  const offset = form?.layout === 'horizontal' ? `calc(${form.labelWidth} + ${space(3)})` : '0';
  return (
    <StyledFormActions data-ui="form-actions" className={className} $offset={offset}>
      {children}
    </StyledFormActions>
  );
}
