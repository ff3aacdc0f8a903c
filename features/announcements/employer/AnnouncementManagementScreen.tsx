import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { StatusBadge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { Empty } from '../../../ui/Empty';
import { Icon } from '../../../ui/Icon';
import { Link } from '../../../ui/Link';
import { PageHeader, PagePanel, PageTitle } from '../../../ui/PagePanel';
import { Pagination } from '../../../ui/Pagination';
import { SearchBox } from '../../../ui/SearchBox';
import { Table, type TableColumn } from '../../../ui/Table';
import { Tabs } from '../../../ui/Tabs';
import { Tag } from '../../../ui/Tag';
import { color, fontSize, space } from '../../../ui/theme';
import type { AnnouncementListItem } from '../../../contract/announcements';
import { chinaDate } from '../../../contract/chinaTime';
import {
  POSTING_STATE_CODES,
  POSTING_STATE_TABS,
  daysUntilPostingEnds,
  postingTabCount,
} from '../../../app/postings/employerPostings';
import { useAppSelector } from '../../../app/api/hooks';
import { LoadFailure } from '../../../app/postings/LoadFailure';
import { PostingActionButtons } from '../../../app/postings/PostingActionButtons';
import { postingStateDisplay } from '../../../app/review/reviewDisplay';
import { selectIsPhone } from '../../../app/api/site';
import { useListAddress, usePageWithinTotal } from '../../../app/postings/useListAddress';
import type { PostingActions } from '../../../app/postings/usePostingActions';
import { announcementsApi } from '../announcementsApi';
import { announcementKind, announcementRef, expiryText, validityText } from './announcementDisplay';
import { AnnouncementDetailDrawer } from './components/AnnouncementDetailDrawer';
import { useAnnouncementActions } from './useAnnouncementActions';

type Variant = 'desktop' | 'phone';

const ALL_TAB = 'all';

const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(2)};
`;

const StyledSearch = styled(SearchBox)`
  flex: 1 1 280px;
  max-width: 420px;
`;

const StyledOrder = styled.p`
  margin: 0;
  color: ${color.textSecondary};
  font-size: ${fontSize.sm};
`;

const StyledPanel = styled.div`
  display: grid;
  gap: ${space(3)};
  padding-top: ${space(3)};
  min-width: 0;
`;

const StyledTitleCell = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(1)} ${space(2)};
`;

const StyledPager = styled.div`
  display: flex;
  justify-content: flex-end;
`;

/** One tab's page of announcements: its loading, error and empty states, the table or cards, the pager. */
function AnnouncementPage({
  address,
  variant,
  today,
  actions,
}: {
  address: ReturnType<typeof useListAddress>;
  variant: Variant;
  today: string;
  actions: PostingActions;
}) {
  const navigate = useNavigate();
  const { state: zt, keyword, page, size } = address;
  const list = announcementsApi.useListAnnouncementsQuery(
    { page, size, ...(zt === '' ? {} : { zt }), ...(keyword === '' ? {} : { keyword }) },
    { refetchOnMountOrArgChange: true },
  );
  const data = list.currentData;
  usePageWithinTotal(address, data?.total, address.changePage);

  if (list.isError && !list.isFetching)
    return <LoadFailure error={list.error} title="公告加载失败" onRetry={() => void list.refetch()} />;

  const stateLabel = POSTING_STATE_TABS.find((tab) => tab.code === zt)?.label ?? '';
  const rowActions = (item: AnnouncementListItem, size: 'sm' | 'phone') => (
    <PostingActionButtons posting={announcementRef(item)} actions={actions} size={size} />
  );
  const columns: TableColumn<AnnouncementListItem>[] = [
    {
      key: 'ggbt',
      title: '公告标题',
      // A phone card shows it as its heading (cardTitle).
      hideInCards: true,
      render: (item) => {
        const days = daysUntilPostingEnds(item.zt, item.jssj, today);
        return (
          <StyledTitleCell>
            <Link {...address.detailLink(item.id)} underline="hover">
              {item.ggbt}
            </Link>
            {days !== null && <Tag tone="warning">{expiryText(days)}</Tag>}
          </StyledTitleCell>
        );
      },
    },
    {
      key: 'zt',
      title: '状态',
      width: 96,
      render: (item) => {
        const display = postingStateDisplay(item.zt);
        return <StatusBadge tone={display.tone}>{display.label}</StatusBadge>;
      },
    },
    { key: 'validity', title: '有效期', width: 210, render: (item) => validityText(item.kssj, item.jssj) },
    { key: 'gxsj', title: '更新时间', width: 170, dataIndex: 'gxsj' },
    // A user who may only view opens an announcement by its title and acts on none.
    ...(actions.canManage
      ? [
          {
            key: 'actions',
            title: '操作',
            width: 240,
            hideInCards: true,
            render: (item: AnnouncementListItem) => rowActions(item, 'sm'),
          },
        ]
      : []),
  ];

  const emptyText =
    keyword !== '' ? (
      `没有标题包含“${keyword}”的${stateLabel === '全部' ? '' : `“${stateLabel}”`}公告`
    ) : zt === '' ? (
      <Empty
        description="还没有招聘公告"
        action={
          actions.canManage && (
            <Button variant="primary" onClick={() => void navigate(announcementKind.screens.publish)}>
              发布招聘公告
            </Button>
          )
        }
      />
    ) : (
      `暂无“${stateLabel}”的公告`
    );

  return (
    <>
      <Table
        columns={columns}
        data={data?.records ?? []}
        rowKey="id"
        aria-label={`${stateLabel}招聘公告`}
        loading={data === undefined || list.isFetching}
        emptyText={emptyText}
        variant={variant}
        phoneCards
        minWidth={860}
        cardTitle={(item) => columns[0]?.render?.(item, 0)}
        cardActions={actions.canManage ? (item) => rowActions(item, 'phone') : undefined}
      />
      {data !== undefined && data.total > size && (
        <StyledPager>
          <Pagination
            page={page}
            pageSize={size}
            total={data.total}
            variant={variant}
            aria-label="公告分页"
            onChange={address.changePage}
          />
        </StyledPager>
      )}
    </>
  );
}

/**
 * Route zpgggl (/zpxx/zpgggl), the employer's announcements: a tab per state with its count, search
 * by title, server pages, the latest change first, the actions each state allows (none for a user who
 * may only view), and the detail (`?id=`, which the message centre links to) beside the list. Filters
 * live in the address.
 */
export default function AnnouncementManagementScreen() {
  const isPhone = useAppSelector(selectIsPhone);
  const variant: Variant = isPhone ? 'phone' : 'desktop';
  const navigate = useNavigate();
  const [today] = useState(() => chinaDate(Date.now()));
  const address = useListAddress(POSTING_STATE_CODES);
  const { state: zt, keyword, page, size, openId } = address;

  const counts = announcementsApi.useListAnnouncementsQuery({
    page,
    size,
    ...(zt === '' ? {} : { zt }),
    ...(keyword === '' ? {} : { keyword }),
  }).data?.counts;
  const actions = useAnnouncementActions({
    onRemoved: (id) => {
      if (id === openId) address.closeDetail();
    },
  });

  const activeKey = zt === '' ? ALL_TAB : zt;
  return (
    <PagePanel variant={variant}>
      <PageHeader>
        {!isPhone && <PageTitle>招聘公告管理</PageTitle>}
        {actions.canManage && (
          <Button
            variant="primary"
            size={isPhone ? 'phone' : 'md'}
            block={isPhone}
            icon={<Icon name="plus" />}
            onClick={() => void navigate(announcementKind.screens.publish)}
          >
            发布招聘公告
          </Button>
        )}
      </PageHeader>
      <StyledToolbar>
        <StyledSearch
          value={keyword}
          onSearch={(next) => address.change({ keyword: next })}
          label="公告标题"
          placeholder="搜索公告标题"
          variant={variant}
          aria-label="搜索公告"
        />
        <StyledOrder>按更新时间排列，最近修改的在前</StyledOrder>
      </StyledToolbar>
      <Tabs
        variant={variant}
        aria-label="公告状态"
        activeKey={activeKey}
        onChange={(key) => address.change({ zt: key === ALL_TAB ? null : key })}
        items={POSTING_STATE_TABS.map((tab) => {
          const key = tab.code === '' ? ALL_TAB : tab.code;
          return {
            key,
            label: counts === undefined ? tab.label : `${tab.label}（${postingTabCount(counts, tab.code)}）`,
            children: (
              <StyledPanel>
                {key === activeKey && (
                  <AnnouncementPage address={address} variant={variant} today={today} actions={actions} />
                )}
              </StyledPanel>
            ),
          };
        })}
      />
      {openId !== null && (
        <AnnouncementDetailDrawer
          id={openId}
          onClose={address.closeDetail}
          actions={actions}
          variant={variant}
        />
      )}
      {actions.dialogs}
    </PagePanel>
  );
}
