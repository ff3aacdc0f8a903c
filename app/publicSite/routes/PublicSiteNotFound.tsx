import { NotFoundPage } from '../../../ui/Result/NotFoundPage';

/** An address the site does not have: back to the homepage. */
export default function PublicSiteNotFound() {
  return <NotFoundPage homePath="/" homeText="返回网站首页" />;
}
