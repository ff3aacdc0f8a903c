import { useMemo, type FormHTMLAttributes, type ReactNode } from 'react';
import { StyledForm } from './Form.styles';
import { DEFAULT_LABEL_WIDTH, FormContext, type FormContextValue, type FormLayout } from './formContext';
import type { FormApi } from './useForm';

export type FormProps<V> = Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> & {
  form: FormApi<V>;
  /** Label beside (desktop default) or above (phone default) each control. */
  layout?: FormLayout;
  labelWidth?: string;
  variant?: 'desktop' | 'phone';
  children: ReactNode;
};

/** A <form> bound to useForm: native submit (Enter, a submit button) runs the rules, then onSubmit. */
export function Form<V>({
  form,
  layout,
  labelWidth = DEFAULT_LABEL_WIDTH,
  variant = 'desktop',
  children,
  ...formProps
}: FormProps<V>) {
  const context = useMemo<FormContextValue>(
    () => ({
      layout: layout ?? (variant === 'phone' ? 'vertical' : 'horizontal'),
      labelWidth,
      variant,
      fieldMeta: form.fieldMeta,
      submitting: form.isSubmitting,
    }),
    [layout, labelWidth, variant, form.fieldMeta, form.isSubmitting],
  );
  return (
    <FormContext.Provider value={context}>
      <StyledForm
        data-ui="form"
        ref={form.formRef}
        noValidate
        aria-busy={form.isSubmitting || undefined}
        onSubmit={form.handleSubmit}
        {...formProps}
      >
        {children}
      </StyledForm>
    </FormContext.Provider>
  );
}
