import styled from 'styled-components';
import { color, fontSize, fontWeight, lineHeight, radius, space } from '../../../ui/theme';

export const StyledSubmitError = styled.div`
  margin: 0 0 ${space(4)};
  padding: ${space(2)} ${space(3)};
  border: 1px solid ${color.danger};
  border-radius: ${radius.md};
  background: ${color.dangerSubtle};
  color: ${color.text};
  font-size: ${fontSize.md};
  line-height: ${lineHeight.normal};
`;

export const StyledProgress = styled.p`
  margin: ${space(2)} 0 0;
  font-size: ${fontSize.sm};
  color: ${color.textSecondary};
`;

/** The screenshots row: a group named by its caption, laid out like a form field. */
export const StyledAttachments = styled.div<{ $horizontal: boolean }>`
  display: grid;
  grid-template-columns: ${({ $horizontal }) => ($horizontal ? '112px minmax(0, 1fr)' : 'minmax(0, 1fr)')};
  gap: ${space(2)} ${space(3)};
  margin-bottom: ${space(5)};
`;

export const StyledAttachmentsCaption = styled.span<{ $horizontal: boolean }>`
  padding-top: ${({ $horizontal }) => ($horizontal ? space(1) : 0)};
  font-size: ${fontSize.md};
  font-weight: ${fontWeight.normal};
  color: ${color.text};
  text-align: ${({ $horizontal }) => ($horizontal ? 'right' : 'left')};
`;
