import styled from 'styled-components';
import { Input } from '../../../ui/Input';
import { space } from '../../../ui/theme';
import type { FieldBinding } from '../../../ui/Form';
import { SendCodeButton, type SendCodeButtonProps } from './SendCodeButton';

const StyledCodeRow = styled.div`
  display: flex;
  gap: ${space(2)};
  align-items: flex-start;

  & > [data-ui='input'] {
    flex: 1 1 auto;
    min-width: 0;
  }
  & > button {
    flex: none;
  }
`;

type CodeFieldProps = Omit<SendCodeButtonProps, 'codeInputId'> & {
  /** The id FormField gives the input (FormField's `id`), so the label and the focus move find it. */
  id: string;
  binding: FieldBinding<string>;
};

/** The 6-digit code input with its send button beside it. */
export function CodeField({ id, binding, onSend, variant = 'desktop', disabled }: CodeFieldProps) {
  return (
    <StyledCodeRow>
      <Input
        {...binding}
        id={id}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        placeholder="6位数字验证码"
        variant={variant}
      />
      <SendCodeButton onSend={onSend} codeInputId={id} variant={variant} disabled={disabled} />
    </StyledCodeRow>
  );
}
