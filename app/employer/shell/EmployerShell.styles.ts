import styled from 'styled-components';
import { space } from '../../../ui/theme';

export const StyledContent = styled.div`
  padding: ${space(4)};
`;
