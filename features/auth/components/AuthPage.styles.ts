import styled from 'styled-components';
import { fontSize, space } from '../../../ui/theme';

/** The links under a form (注册, 忘记密码, 问题反馈): one row on desktop, wrapping on phones. */
export const StyledLinkRow = styled.nav`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${space(2)} ${space(5)};
  margin-top: ${space(6)};
  font-size: ${fontSize.md};
`;
