import { useState } from 'react';
import { chinaDate } from '../../../contract/chinaTime';
import type { NoticeListItem } from '../../../contract/homepage';
import { SearchBox } from '../../../ui/SearchBox';
import { Tag } from '../../../ui/Tag';
import {
  usePublicAnnouncementsQuery,
  usePublicFairsQuery,
  usePublicPositionsQuery,
  usePublicTalksQuery,
} from '../homepageApi';
import { sitePageHref, usePublicSite } from '../publicSite';
import { ItemList, type ListItem } from './ItemList';
import { StyledBlock } from './Blocks.styles';
import { SiteLink } from './SiteLink';

const HOME_COUNT = 6;
const more = (href: string, what: string) => (
  <SiteLink to={href} underline="hover" aria-label={`更多${what}`}>
    更多
  </SiteLink>
);

export const noticeItems = (
  site: ReturnType<typeof usePublicSite>,
  notices: readonly NoticeListItem[],
): ListItem[] =>
  notices.map((notice) => ({
    key: notice.id,
    href: sitePageHref(site, 'notices', notice.id),
    title: notice.bt,
    meta: [notice.lmmc, notice.fbsj.slice(0, 10)],
    tag: notice.zd === '1' ? <Tag tone="primary">置顶</Tag> : undefined,
  }));

/** 通知公告: the newest notices of every column (from the homepage's one answer). */
export function NoticesBlock({
  notices,
  loading,
  failed,
}: {
  notices: readonly NoticeListItem[] | undefined;
  loading: boolean;
  failed: boolean;
}) {
  const site = usePublicSite();
  return (
    <StyledBlock title="通知公告" extra={more(sitePageHref(site, 'notices'), '通知公告')}>
      <ItemList
        items={notices === undefined ? undefined : noticeItems(site, notices)}
        loading={loading}
        failed={failed}
        emptyText="暂无通知公告"
      />
    </StyledBlock>
  );
}

/** 招聘会: the site's fairs from today on (getZph). */
export function FairsBlock() {
  const site = usePublicSite();
  const { data, isLoading, isError } = usePublicFairsQuery({
    xxdm: site.xxdm,
    size: HOME_COUNT,
    ksrq: chinaDate(Date.now()),
  });
  const items = data?.records.map((fair) => ({
    key: fair.id,
    href: sitePageHref(site, 'fairs', fair.id),
    title: fair.zphmc,
    meta: [`${fair.jbrq} ${fair.kssj}`, fair.jbdd],
  }));
  return (
    <StyledBlock title="招聘会" extra={more(sitePageHref(site, 'fairs'), '招聘会')}>
      <ItemList items={items} loading={isLoading} failed={isError} emptyText="近期暂无招聘会" />
    </StyledBlock>
  );
}

/** 宣讲会: the site's upcoming talks (getXjh). */
export function TalksBlock() {
  const site = usePublicSite();
  const { data, isLoading, isError } = usePublicTalksQuery({
    xxdm: site.xxdm,
    size: HOME_COUNT,
    ksrq: chinaDate(Date.now()),
  });
  const items = data?.records.map((talk) => ({
    key: talk.id,
    href: sitePageHref(site, 'talks', talk.id),
    title: talk.bt,
    meta: [`${talk.rq} ${talk.kssj}`, talk.dd],
  }));
  return (
    <StyledBlock title="宣讲会" extra={more(sitePageHref(site, 'talks'), '宣讲会')}>
      <ItemList items={items} loading={isLoading} failed={isError} emptyText="近期暂无宣讲会" />
    </StyledBlock>
  );
}

/** 招聘公告 with a search of the titles and employers (getZpgg). */
export function AnnouncementsBlock() {
  const site = usePublicSite();
  const [keyword, setKeyword] = useState('');
  const { data, isFetching, isError } = usePublicAnnouncementsQuery({
    xxdm: site.xxdm,
    size: HOME_COUNT,
    keyword,
  });
  const items = data?.records.map((announcement) => ({
    key: announcement.id,
    href: sitePageHref(site, 'announcements', announcement.id),
    title: announcement.ggbt,
    meta: [announcement.dwmc, announcement.fbsj.slice(0, 10)],
  }));
  return (
    <StyledBlock title="招聘公告" extra={more(sitePageHref(site, 'announcements'), '招聘公告')}>
      <SearchBox
        value={keyword}
        onSearch={setKeyword}
        label="搜索招聘公告"
        placeholder="公告标题或单位名称"
        aria-label="搜索招聘公告"
      />
      <ItemList
        items={items}
        loading={isFetching && data === undefined}
        failed={isError}
        emptyText={keyword === '' ? '暂无招聘公告' : '没有找到相关公告'}
      />
    </StyledBlock>
  );
}

/** 招聘职位 with a search (getZpgw). */
export function PositionsBlock() {
  const site = usePublicSite();
  const [keyword, setKeyword] = useState('');
  const { data, isFetching, isError } = usePublicPositionsQuery({
    xxdm: site.xxdm,
    size: HOME_COUNT,
    keyword,
  });
  const items = data?.records.map((position) => ({
    key: position.id,
    href: sitePageHref(site, 'positions', position.id),
    title: position.zwmc,
    meta: [position.dwmc, position.gzdqmc],
  }));
  return (
    <StyledBlock title="招聘职位" extra={more(sitePageHref(site, 'positions'), '招聘职位')}>
      <SearchBox
        value={keyword}
        onSearch={setKeyword}
        label="搜索招聘职位"
        placeholder="职位名称或单位名称"
        aria-label="搜索招聘职位"
      />
      <ItemList
        items={items}
        loading={isFetching && data === undefined}
        failed={isError}
        emptyText={keyword === '' ? '暂无招聘职位' : '没有找到相关职位'}
      />
    </StyledBlock>
  );
}
