import styled from 'styled-components';
import { space } from '../theme';

export const StyledForm = styled.form`
  width: 100%;
`;

/** Buttons under the fields; in the horizontal layout they line up with the controls, not the labels. */
export const StyledFormActions = styled.div<{ $offset: string }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
  padding-left: ${({ $offset }) => $offset};
`;
