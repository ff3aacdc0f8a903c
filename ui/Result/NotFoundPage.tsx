import styled from 'styled-components';
import { Link } from '../Link';
import { space } from '../theme';
import { Result } from './Result';

const StyledNotFoundPage = styled.main`
  padding: ${space(10)} ${space(4)};
`;

export type NotFoundPageProps = {
  /** Where 返回首页 leads. */
  homePath: string;
  homeText?: string;
};

/** A whole page for an address no route knows: 页面不存在 and the way home. */
export function NotFoundPage({ homePath, homeText = '返回首页' }: NotFoundPageProps) {
  return (
    <StyledNotFoundPage data-ui="not-found-page">
      <Result status="404" headingLevel={1} extra={<Link to={homePath}>{homeText}</Link>} />
    </StyledNotFoundPage>
  );
}
