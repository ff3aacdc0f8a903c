import styled, { css } from 'styled-components';
import { space } from '../theme';

export const StyledActionBar = styled.div<{ $phone: boolean }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
  ${({ $phone }) =>
    $phone &&
    css`
      width: 100%;
      & > * {
        flex: 1 1 0;
      }
    `}
`;
