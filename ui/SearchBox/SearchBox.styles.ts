import styled from 'styled-components';
import { space } from '../theme';

/** Not a <form>: a search that changes the address would run as a form action's transition. */
export const StyledSearchBox = styled.div`
  display: flex;
  gap: ${space(2)};
  min-width: 0;

  & > :first-child {
    flex: 1 1 auto;
    min-width: 0;
  }
`;
