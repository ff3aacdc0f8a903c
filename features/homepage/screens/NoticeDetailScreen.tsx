import { useParams } from 'wouter';
import { FILE_DOWNLOAD_PATH } from '../../../contract/files';
import { RichTextView } from '../../../ui/RichTextView';
import { DetailPage, StyledBodyHeading } from '../components/DetailPage';
import { useNoticeQuery } from '../homepageApi';
import { descriptionOf, useSitePageMeta } from '../pageMeta';
import { sitePageHref, usePublicSite } from '../publicSite';

/** One notice (getTzggxq): its body as the server sanitized it, and its attachments to download. */
export default function NoticeDetailScreen() {
  const { id = '' } = useParams();
  const site = usePublicSite();
  const { data, isLoading, isError } = useNoticeQuery({ id, xxdm: site.xxdm });
  useSitePageMeta(
    data?.bt ?? '通知公告',
    descriptionOf((data?.nr ?? '').replace(/<[^>]*>/g, ' ')),
    sitePageHref(site, 'notices', id),
  );
  return (
    <DetailPage
      list={{ title: '通知公告', href: sitePageHref(site, 'notices') }}
      title={data?.bt}
      meta={data === undefined ? [] : [`栏目：${data.lmmc}`, `发布时间：${data.fbsj.slice(0, 16)}`]}
      loading={isLoading}
      missing={isError}
      missingText="通知公告不存在或尚未发布"
    >
      {data !== undefined && (
        <>
          <StyledBodyHeading>正文</StyledBodyHeading>
          <RichTextView sanitizedHtml={data.nr} />
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
        </>
      )}
    </DetailPage>
  );
}
