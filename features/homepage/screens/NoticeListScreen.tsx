import { DEFAULT_PAGE_SIZE } from '../../../contract/paging';
import { Select } from '../../../ui/Select';
import { noticeItems } from '../components/ContentBlocks';
import { ListPage, useListParams } from '../components/ListPage';
import { useIsPhone } from '../device';
import { useHomepageQuery, useNoticesQuery } from '../homepageApi';
import { useSitePageMeta } from '../pageMeta';
import { sitePageHref, usePublicSite } from '../publicSite';

/** 通知公告: every published notice, or one column's, with search and pages. */
export default function NoticeListScreen() {
  const site = usePublicSite();
  const isPhone = useIsPhone();
  const { params, page, keyword, update } = useListParams();
  const columnId = params.get('lmid') ?? '';
  const { data: homepage } = useHomepageQuery(site.xxdm);
  const columns = homepage?.xwlm ?? [];
  const column = columns.find((entry) => entry.id === columnId);
  const { data, isFetching, isError } = useNoticesQuery({
    xxdm: site.xxdm,
    lmid: columnId,
    keyword,
    page,
    size: DEFAULT_PAGE_SIZE,
  });
  const title = column?.lmmc ?? '通知公告';
  useSitePageMeta(title, `${title}列表`, sitePageHref(site, 'notices'));
  return (
    <ListPage
      title={title}
      searchLabel="搜索标题"
      items={data === undefined ? undefined : noticeItems(site, data.records)}
      total={data?.total ?? 0}
      loading={isFetching && data === undefined}
      failed={isError}
      emptyText="暂无通知公告"
      isPhone={isPhone}
      filters={
        <Select
          aria-label="栏目"
          value={columnId}
          options={[
            { value: '', label: '全部栏目' },
            ...columns.map((entry) => ({ value: entry.id, label: entry.lmmc })),
          ]}
          onChange={(value) => update({ lmid: String(value ?? ''), page: null })}
        />
      }
    />
  );
}
