import styled from 'styled-components';
import { color, lineHeight, radius, space } from '../../../../ui/theme';

export const StyledFormBody = styled.div`
  display: grid;
  max-width: 960px;
  min-width: 0;
`;

/** The content check's note under a flagged field: a warning, not an error (a draft may keep it). */
export const StyledWordingNote = styled.span`
  display: block;
  padding: ${space(1)} ${space(2)};
  border-radius: ${radius.sm};
  color: ${color.text};
  background: ${color.warningSubtle};
  line-height: ${lineHeight.tight};
`;
