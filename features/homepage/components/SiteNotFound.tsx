import styled from 'styled-components';
import { Result } from '../../../ui/Result/Result';
import { space } from '../../../ui/theme';
import { SiteLink } from './SiteLink';

const StyledNotFoundPage = styled.main`
  padding: ${space(10)} ${space(4)};
`;

/** The kit's 页面不存在 page with the public site's link home. */
export function SiteNotFound({ homePath }: { homePath: string }) {
  return (
    <StyledNotFoundPage data-ui="not-found-page">
      <Result status="404" headingLevel={1} extra={<SiteLink to={homePath}>返回网站首页</SiteLink>} />
    </StyledNotFoundPage>
  );
}
