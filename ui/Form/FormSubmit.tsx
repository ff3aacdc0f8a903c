import { useContext } from 'react';
import { Button, type ButtonProps } from '../Button';
import { FormContext } from './formContext';

export type FormSubmitProps = Omit<ButtonProps, 'htmlType' | 'loading'>;

/**
 * The submit button of the surrounding Form: while the form submits it shows a spinner and is disabled
 * (aria-disabled, clicks ignored) without dropping keyboard focus, as Button's loading state does.
 */
export function FormSubmit({ children = '提交', variant = 'primary', ...buttonProps }: FormSubmitProps) {
  const form = useContext(FormContext);
  return (
    <Button {...buttonProps} variant={variant} htmlType="submit" loading={form?.submitting ?? false}>
      {children}
    </Button>
  );
}
