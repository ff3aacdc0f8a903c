import { DEFAULT_PAGE_SIZE } from '../../../contract/paging';
import { ListPage, useListParams } from '../components/ListPage';
import { useIsPhone } from '../device';
import { usePublicAnnouncementsQuery } from '../homepageApi';
import { useSitePageMeta } from '../pageMeta';
import { sitePageHref, usePublicSite } from '../publicSite';

/** 招聘公告: the site's published announcements, searchable by title and employer. */
export default function AnnouncementListScreen() {
  const site = usePublicSite();
  const isPhone = useIsPhone();
  const { page, keyword } = useListParams();
  const { data, isFetching, isError } = usePublicAnnouncementsQuery({
    xxdm: site.xxdm,
    keyword,
    page,
    size: DEFAULT_PAGE_SIZE,
  });
  useSitePageMeta('招聘公告', '用人单位发布的招聘公告', sitePageHref(site, 'announcements'));
  return (
    <ListPage
      title="招聘公告"
      searchLabel="搜索公告标题或单位名称"
      items={data?.records.map((item) => ({
        key: item.id,
        href: sitePageHref(site, 'announcements', item.id),
        title: item.ggbt,
        meta: [item.dwmc, `${item.kssj} 至 ${item.jssj}`],
      }))}
      total={data?.total ?? 0}
      loading={isFetching && data === undefined}
      failed={isError}
      emptyText="暂无招聘公告"
      isPhone={isPhone}
    />
  );
}
