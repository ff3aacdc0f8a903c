import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { color, fontSize, fontWeight, lineHeight, space } from '../../../ui/theme';

const StyledFieldset = styled.fieldset`
  min-width: 0;
  margin: 0 0 ${space(5)};
  padding: 0;
  border: 0;
`;

const StyledLegend = styled.legend<{ $phone: boolean }>`
  margin-bottom: ${space(2)};
  padding: 0;
  color: ${color.text};
  font-size: ${({ $phone }) => ($phone ? fontSize.lg : fontSize.md)};
  font-weight: ${fontWeight.medium};
  line-height: ${lineHeight.tight};

  span {
    margin-right: ${space(1)};
    color: ${color.danger};
  }
`;

const StyledNote = styled.p<{ $error?: boolean }>`
  margin: ${space(1)} 0 0;
  color: ${({ $error = false }) => ($error ? color.danger : color.textSecondary)};
  font-size: ${fontSize.sm};
  line-height: ${lineHeight.tight};
`;

/**
 * A form field made of several controls (the slot rows, the closed dates): a fieldset whose legend
 * names them, its help and its message under them. The fieldset is aria-invalid while a message
 * shows, so a failed submit brings focus to its first control.
 */
export function FieldSet({
  legend,
  required = false,
  help,
  error,
  variant,
  children,
}: {
  legend: string;
  required?: boolean;
  help?: ReactNode;
  error: string | null;
  variant: 'desktop' | 'phone';
  children: ReactNode;
}) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : null, help ? `${id}-help` : null].filter(Boolean).join(' ');
  return (
    <StyledFieldset aria-invalid={error ? true : undefined} aria-describedby={describedBy || undefined}>
      <StyledLegend $phone={variant === 'phone'}>
        {required && <span aria-hidden="true">*</span>}
        {legend}
      </StyledLegend>
      {children}
      {error && (
        <StyledNote $error id={`${id}-error`} role="alert">
          {error}
        </StyledNote>
      )}
      {help && <StyledNote id={`${id}-help`}>{help}</StyledNote>}
    </StyledFieldset>
  );
}
