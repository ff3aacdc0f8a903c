import { useParams } from 'wouter';
import { activityKindName } from '../../../contract/activities';
import { SiteNotFound } from '../components/SiteNotFound';
import { DetailPage } from '../components/DetailPage';
import { useCalendarDetailQuery } from '../homepageApi';
import { descriptionOf, useSitePageMeta } from '../pageMeta';
import { sitePageHref, usePublicSite } from '../publicSite';

/** One talk or fair (getHdrlxq with its id and kind): when, where, who, and the note to students. */
function ActivityDetail({ kind }: { kind: 'zph' | 'xjh' }) {
  const { id = '' } = useParams();
  const lx = kind;
  const site = usePublicSite();
  const page = lx === 'zph' ? 'fairs' : 'talks';
  const { data, isLoading, isError } = useCalendarDetailQuery({ xxdm: site.xxdm, id, lx });
  const item = data?.items.find((entry) => entry.id === id);
  const kindName = activityKindName(lx);
  useSitePageMeta(
    item?.bt ?? kindName,
    descriptionOf(`${item?.jbf ?? ''} ${item?.sm ?? ''}`),
    sitePageHref(site, page, id),
  );
  return (
    <DetailPage
      list={{ title: kindName, href: sitePageHref(site, page) }}
      title={item?.bt}
      meta={item === undefined ? [] : [item.jbf, `${item.rq} ${item.kssj}-${item.jssj}`, item.dd]}
      loading={isLoading}
      missing={isError || (data !== undefined && item === undefined)}
      missingText="活动不存在或已取消"
    >
      {item !== undefined && (
        <>
          {item.sm !== '' && <p style={{ whiteSpace: 'pre-wrap' }}>{item.sm}</p>}
          {item.zw.length > 0 && (
            <section aria-label="招聘职位">
              <h2>招聘职位</h2>
              <ul>
                {item.zw.map((title) => (
                  <li key={title}>{title}</li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </DetailPage>
  );
}

/** The kind comes from the address: any other word there is no page of the site. */
export default function ActivityDetailScreen() {
  const { kind } = useParams();
  const site = usePublicSite();
  if (kind !== 'zph' && kind !== 'xjh') return <SiteNotFound homePath={site.base} />;
  return <ActivityDetail kind={kind} />;
}
