import styled from 'styled-components';
import { bareText, controlFrame, type FrameProps } from '../Input/Input.styles';
import { lineHeight, space } from '../theme';

export const StyledTextAreaFrame = styled.div<FrameProps>`
  ${controlFrame}
  flex-direction: column;
  align-items: stretch;
  gap: ${space(1)};
  min-height: 0;
  padding: ${space(1.5)} ${space(3)};
  cursor: text;
`;

export const StyledTextAreaElement = styled.textarea<{ $autoSize: boolean }>`
  ${bareText}
  /* Sized by its rows (or by useAutoSize), not stretched by the column it sits in. */
  flex: none;
  display: block;
  width: 100%;
  line-height: ${lineHeight.normal};
  resize: ${({ $autoSize }) => ($autoSize ? 'none' : 'vertical')};
`;

export const StyledTextAreaFooter = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${space(2)};
`;
