import styled from 'styled-components';
import { space } from '../../../ui/theme';

/** 上一步 / 下一步 / 提交 under a booking step. */
export const StyledStepActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(3)};
  margin-top: ${space(6)};
`;
