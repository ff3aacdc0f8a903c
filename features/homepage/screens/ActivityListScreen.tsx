import { useParams } from 'wouter';
import { chinaDate } from '../../../contract/chinaTime';
import { DEFAULT_PAGE_SIZE } from '../../../contract/paging';
import { SiteNotFound } from '../components/SiteNotFound';
import { ListPage, useListParams } from '../components/ListPage';
import { useIsPhone } from '../device';
import { usePublicFairsQuery, usePublicTalksQuery } from '../homepageApi';
import { useSitePageMeta } from '../pageMeta';
import { sitePageHref, usePublicSite } from '../publicSite';

/** 招聘会 or 宣讲会 from today on (the route names the kind); empty until their calls answer. */
function ActivityList({ kind }: { kind: 'zph' | 'xjh' }) {
  const isFair = kind === 'zph';
  const site = usePublicSite();
  const isPhone = useIsPhone();
  const { page, keyword } = useListParams();
  const query = { xxdm: site.xxdm, keyword, page, size: DEFAULT_PAGE_SIZE, ksrq: chinaDate(Date.now()) };
  const fairs = usePublicFairsQuery(query, { skip: !isFair });
  const talks = usePublicTalksQuery(query, { skip: isFair });
  const title = isFair ? '招聘会' : '宣讲会';
  useSitePageMeta(title, `近期${title}`, sitePageHref(site, isFair ? 'fairs' : 'talks'));
  const items = isFair
    ? fairs.data?.records.map((fair) => ({
        key: fair.id,
        href: sitePageHref(site, 'fairs', fair.id),
        title: fair.zphmc,
        meta: [`${fair.jbrq} ${fair.kssj}-${fair.jssj}`, fair.jbdd],
      }))
    : talks.data?.records.map((talk) => ({
        key: talk.id,
        href: sitePageHref(site, 'talks', talk.id),
        title: talk.bt,
        meta: [talk.jbf, `${talk.rq} ${talk.kssj}-${talk.jssj}`, talk.dd],
      }));
  const current = isFair ? fairs : talks;
  return (
    <ListPage
      title={title}
      searchLabel={`搜索${title}`}
      items={items}
      total={current.data?.total ?? 0}
      loading={current.isFetching && current.data === undefined}
      failed={current.isError}
      emptyText={`近期暂无${title}`}
      isPhone={isPhone}
    />
  );
}

/** The kind comes from the address: any other word there is no page of the site. */
export default function ActivityListScreen() {
  const { kind } = useParams();
  const site = usePublicSite();
  if (kind !== 'zph' && kind !== 'xjh') return <SiteNotFound homePath={site.base} />;
  return <ActivityList kind={kind} />;
}
