import { DEFAULT_PAGE_SIZE } from '../../../contract/paging';
import { ListPage, useListParams } from '../components/ListPage';
import { useIsPhone } from '../device';
import { usePublicPositionsQuery } from '../homepageApi';
import { useSitePageMeta } from '../pageMeta';
import { sitePageHref, usePublicSite } from '../publicSite';

/** 招聘职位: the site's published positions, searchable by name and employer. */
export default function PositionListScreen() {
  const site = usePublicSite();
  const isPhone = useIsPhone();
  const { page, keyword } = useListParams();
  const { data, isFetching, isError } = usePublicPositionsQuery({
    xxdm: site.xxdm,
    keyword,
    page,
    size: DEFAULT_PAGE_SIZE,
  });
  useSitePageMeta('招聘职位', '用人单位发布的招聘职位', sitePageHref(site, 'positions'));
  return (
    <ListPage
      title="招聘职位"
      searchLabel="搜索职位名称或单位名称"
      items={data?.records.map((item) => ({
        key: item.id,
        href: sitePageHref(site, 'positions', item.id),
        title: item.zwmc,
        meta: [item.dwmc, item.gzdqmc, `招${String(item.zprs)}人`],
      }))}
      total={data?.total ?? 0}
      loading={isFetching && data === undefined}
      failed={isError}
      emptyText="暂无招聘职位"
      isPhone={isPhone}
    />
  );
}
