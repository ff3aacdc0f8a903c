import { useParams } from 'wouter';
import { FILE_DOWNLOAD_PATH } from '../../../contract/files';
import { RichTextView } from '../../../ui/RichTextView';
import { DetailPage, StyledBodyHeading } from '../components/DetailPage';
import { usePublicAnnouncementQuery } from '../homepageApi';
import { descriptionOf, useSitePageMeta } from '../pageMeta';
import { sitePageHref, usePublicSite } from '../publicSite';
import { SiteLink } from '../components/SiteLink';

/** One published announcement (getZpggxq): body, attachments and its linked positions. */
export default function AnnouncementDetailScreen() {
  const { id = '' } = useParams();
  const site = usePublicSite();
  const { data, isLoading, isError } = usePublicAnnouncementQuery({ id, xxdm: site.xxdm });
  useSitePageMeta(
    data?.ggbt ?? '招聘公告',
    descriptionOf(`${data?.dwmc ?? ''} ${(data?.ggnr ?? '').replace(/<[^>]*>/g, ' ')}`),
    sitePageHref(site, 'announcements', id),
  );
  return (
    <DetailPage
      list={{ title: '招聘公告', href: sitePageHref(site, 'announcements') }}
      title={data?.ggbt}
      meta={
        data === undefined
          ? []
          : [data.dwmc, `有效期：${data.kssj} 至 ${data.jssj}`, `发布时间：${data.fbsj.slice(0, 10)}`]
      }
      loading={isLoading}
      missing={isError}
      missingText="招聘公告不存在或已过期"
    >
      {data !== undefined && (
        <>
          <StyledBodyHeading>正文</StyledBodyHeading>
          <RichTextView sanitizedHtml={data.ggnr} />
          {data.fj.length > 0 && (
            <section aria-label="附件">
              <h2>附件</h2>
              <ul>
                {data.fj.map((file) => (
                  <li key={file.path}>
                    <a href={`${FILE_DOWNLOAD_PATH}?path=${encodeURIComponent(file.path)}`}>{file.name}</a>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {data.glzw.length > 0 && (
            <section aria-label="招聘职位">
              <h2>招聘职位</h2>
              <ul>
                {data.glzw.map((position) => (
                  <li key={position.id}>
                    <SiteLink to={sitePageHref(site, 'positions', position.id)}>{position.zwmc}</SiteLink>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </DetailPage>
  );
}
