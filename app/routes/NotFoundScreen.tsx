import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Result } from '../../ui/Result';
import { color, space } from '../../ui/theme';

const StyledNotFound = styled.main`
  padding: ${space(10)} ${space(4)};

  a {
    color: ${color.primaryText};
  }
`;

/** Any path no route knows. */
export default function NotFoundScreen() {
  return (
    <StyledNotFound>
      <Result status="404" headingLevel={1} extra={<Link to="/">返回首页</Link>} />
    </StyledNotFound>
  );
}
