import styled from 'styled-components';
import { SearchBox } from '../../../ui/SearchBox';
import { space } from '../../../ui/theme';
import { StyledBlock, StyledBlockGrid } from '../components/Blocks.styles';
import { ItemList } from '../components/ItemList';
import { StyledPage, useListParams } from '../components/ListPage';
import { usePublicAnnouncementsQuery, usePublicPositionsQuery, useSearchQuery } from '../homepageApi';
import { useSitePageMeta } from '../pageMeta';
import { sitePageHref, usePublicSite } from '../publicSite';

const StyledBar = styled.div`
  margin-bottom: ${space(4)};
`;

const SEARCH_COUNT = 10;

/** 站内搜索: notices (getWzpc, titles and text), announcements and positions matching one keyword. */
export default function SearchScreen() {
  const site = usePublicSite();
  const { keyword, update } = useListParams();
  const skip = keyword === '';
  const query = { xxdm: site.xxdm, keyword, size: SEARCH_COUNT };
  const notices = useSearchQuery(query, { skip });
  const announcements = usePublicAnnouncementsQuery(query, { skip });
  const positions = usePublicPositionsQuery(query, { skip });
  useSitePageMeta(
    keyword === '' ? '站内搜索' : `搜索：${keyword}`,
    '搜索本站的通知公告、招聘公告与招聘职位',
    sitePageHref(site, 'search'),
  );
  const empty = skip ? '请输入关键词' : '没有找到相关内容';
  return (
    <StyledPage>
      <h1>站内搜索</h1>
      <StyledBar>
        <SearchBox
          value={keyword}
          onSearch={(next) => update({ keyword: next })}
          label="搜索本站内容"
          placeholder="通知、公告、职位"
        />
      </StyledBar>
      <StyledBlockGrid>
        <StyledBlock title="通知公告">
          <ItemList
            loading={notices.isFetching}
            failed={notices.isError}
            emptyText={empty}
            items={notices.data?.records.map((hit) => ({
              key: hit.id,
              href: sitePageHref(site, 'notices', hit.id),
              title: hit.bt,
              meta: [hit.zy, hit.fbsj.slice(0, 10)],
            }))}
          />
        </StyledBlock>
        <StyledBlock title="招聘公告">
          <ItemList
            loading={announcements.isFetching}
            failed={announcements.isError}
            emptyText={empty}
            items={announcements.data?.records.map((item) => ({
              key: item.id,
              href: sitePageHref(site, 'announcements', item.id),
              title: item.ggbt,
              meta: [item.dwmc],
            }))}
          />
        </StyledBlock>
        <StyledBlock title="招聘职位">
          <ItemList
            loading={positions.isFetching}
            failed={positions.isError}
            emptyText={empty}
            items={positions.data?.records.map((item) => ({
              key: item.id,
              href: sitePageHref(site, 'positions', item.id),
              title: item.zwmc,
              meta: [item.dwmc, item.gzdqmc],
            }))}
          />
        </StyledBlock>
      </StyledBlockGrid>
    </StyledPage>
  );
}
