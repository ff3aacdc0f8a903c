import { useCallback, useContext, useId, useMemo, useState, type ReactNode } from 'react';
import { VisuallyHidden } from '../VisuallyHidden';
import {
  FieldContext,
  focusWithin,
  joinIds,
  type FieldContextValue,
  type NonLabelableKind,
} from './fieldContext';
import { DEFAULT_LABEL_WIDTH, FormContext, type FormLayout } from './formContext';
import {
  StyledControlCell,
  StyledField,
  StyledFieldError,
  StyledFieldHelp,
  StyledLabel,
  StyledLabelCell,
  StyledRequiredMark,
} from './FormField.styles';

export type FormFieldProps = {
  label: ReactNode;
  /** Binds the field to the surrounding Form: its message and pending state come from the form's state. */
  name?: string;
  /** Shows the * mark and sets aria-required on the control (the mark alone is not announced). */
  required?: boolean;
  help?: ReactNode;
  /** A message to show regardless of the form's state (a free-standing field, say). */
  error?: string | null;
  disabled?: boolean;
  layout?: FormLayout;
  labelWidth?: string;
  variant?: 'desktop' | 'phone';
  /** The control's id; generated when absent. */
  id?: string;
  className?: string;
  children: ReactNode;
};

/** Label, control, help and message of one field, wired for assistive technology. */
export function FormField({
  label,
  name,
  required = false,
  help,
  error,
  disabled = false,
  layout,
  labelWidth,
  variant,
  id,
  className,
  children,
}: FormFieldProps) {
  const form = useContext(FormContext);
  const generatedId = useId();
  const controlId = id ?? `${generatedId}-control`;
  const labelId = `${generatedId}-label`;
  const helpId = `${generatedId}-help`;
  const errorId = `${generatedId}-error`;

  const meta = name !== undefined && form ? form.fieldMeta(name) : undefined;
  const message = error !== undefined ? error : (meta?.error ?? null);
  const validating = meta?.validating ?? false;
  const resolvedVariant = variant ?? form?.variant ?? 'desktop';
  const resolvedLayout = layout ?? form?.layout ?? 'vertical';

  const [controlKind, setControlKind] = useState<NonLabelableKind | null>(null);
  const registerControl = useCallback((kind: NonLabelableKind) => {
    setControlKind(kind);
    return () => setControlKind(null);
  }, []);
  const isGroup = controlKind === 'group';

  const hasHelp = help !== undefined && help !== null;
  const context = useMemo<FieldContextValue>(
    () => ({
      controlId,
      labelId,
      describedBy: joinIds(message ? errorId : null, hasHelp ? helpId : null),
      invalid: Boolean(message),
      // A group's role may not take aria-required, so its label says it in words instead (see below).
      required: required && !isGroup,
      disabled,
      variant: resolvedVariant,
      registerControl,
    }),
    [
      controlId,
      labelId,
      message,
      errorId,
      hasHelp,
      helpId,
      required,
      isGroup,
      disabled,
      resolvedVariant,
      registerControl,
    ],
  );

  const labelContent = (
    <>
      {required && <StyledRequiredMark aria-hidden="true">*</StyledRequiredMark>}
      {label}
      {required && isGroup && <VisuallyHidden>（必填）</VisuallyHidden>}
    </>
  );

  return (
    <StyledField
      data-ui="form-field"
      className={className}
      $layout={resolvedLayout}
      $labelWidth={labelWidth ?? form?.labelWidth ?? DEFAULT_LABEL_WIDTH}
    >
      <StyledLabelCell $layout={resolvedLayout} $variant={resolvedVariant}>
        {controlKind ? (
          // Not a <label for>: the control points here with aria-labelledby. A click still focuses it.
          <StyledLabel
            as="span"
            id={labelId}
            $variant={resolvedVariant}
            onClick={() => focusWithin(document.getElementById(controlId))}
          >
            {labelContent}
          </StyledLabel>
        ) : (
          <StyledLabel id={labelId} htmlFor={controlId} $variant={resolvedVariant}>
            {labelContent}
          </StyledLabel>
        )}
      </StyledLabelCell>
      <StyledControlCell>
        <FieldContext.Provider value={context}>{children}</FieldContext.Provider>
        {validating && <StyledFieldHelp role="status">正在校验…</StyledFieldHelp>}
        {message && (
          <StyledFieldError id={errorId} role="alert">
            {message}
          </StyledFieldError>
        )}
        {hasHelp && <StyledFieldHelp id={helpId}>{help}</StyledFieldHelp>}
      </StyledControlCell>
    </StyledField>
  );
}
