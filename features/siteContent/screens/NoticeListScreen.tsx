import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { chinaDateTime } from '../../../contract/chinaTime';
import type { NoticeListItem } from '../../../contract/homepage';
import { apiErrorMessage } from '../../../app/api/apiErrorMessage';
import { useAppSelector } from '../../../app/api/hooks';
import { selectIsPhone } from '../../../app/api/site';
import { LoadFailedAlert } from '../../../app/review/LoadFailedAlert';
import { Button } from '../../../ui/Button';
import { Link } from '../../../ui/Link';
import { message } from '../../../ui/Message';
import { Pagination } from '../../../ui/Pagination';
import { Popconfirm } from '../../../ui/Popconfirm';
import { SearchBox } from '../../../ui/SearchBox';
import { Section, SectionStack } from '../../../ui/Section';
import { Select } from '../../../ui/Select';
import { Table, type TableColumn } from '../../../ui/Table';
import { Tag } from '../../../ui/Tag';
import { space } from '../../../ui/theme';
import { SiteContentNav } from '../components/SiteContentNav';
import { NEW_NOTICE_PAGE, noticeEditorPath } from '../siteContentPages';
import { siteContentApi } from '../siteContentApi';

const PAGE_SIZE = 10;

const StyledFilters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
  align-items: center;
  margin-bottom: ${space(3)};
  > :first-child {
    min-width: 160px;
  }
`;

const StyledPaging = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: ${space(3)};
`;

/** A notice whose publish time lies ahead is scheduled: the public sees it from then on. */
const isScheduled = (notice: NoticeListItem, now: string) => notice.fbsj > now;

/** /mgrpage/wznr/tzgg: the site's notices and news, every publish time, by column and keyword. */
export default function NoticeListScreen() {
  const isPhone = useAppSelector(selectIsPhone);
  const navigate = useNavigate();
  const [lmid, setLmid] = useState<string | null>(null);
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const columns = siteContentApi.useContentColumnsQuery();
  const notices = siteContentApi.useContentNoticesQuery({
    ...(lmid === null ? {} : { lmid }),
    ...(keyword === '' ? {} : { keyword }),
    page,
    size: PAGE_SIZE,
  });
  const [remove] = siteContentApi.useRemoveContentNoticeMutation();
  const [now] = useState(() => chinaDateTime(Date.now()));

  const removeNotice = async (notice: NoticeListItem) => {
    try {
      await remove(notice.id).unwrap();
      message.success('删除成功');
    } catch (error) {
      message.error(apiErrorMessage(error));
    }
  };

  const tableColumns: TableColumn<NoticeListItem>[] = [
    {
      key: 'bt',
      title: '标题',
      render: (notice) => (
        <>
          {notice.zd === '1' && <Tag tone="primary">置顶</Tag>}{' '}
          <Link to={noticeEditorPath(notice.id)}>{notice.bt}</Link>
        </>
      ),
    },
    { key: 'lmmc', title: '栏目', dataIndex: 'lmmc', width: 120 },
    {
      key: 'fbsj',
      title: '发布时间',
      width: 200,
      render: (notice) => (
        <>
          {notice.fbsj.slice(0, 16)} {isScheduled(notice, now) && <Tag tone="warning">定时发布</Tag>}
        </>
      ),
    },
    {
      key: 'actions',
      title: '操作',
      width: 140,
      hideInCards: true,
      render: (notice) => (
        <Popconfirm
          title="确定删除该通知吗？"
          description="删除后首页不再显示，不可恢复。"
          danger
          onConfirm={() => removeNotice(notice)}
        >
          <Button size="sm" danger aria-label={`删除${notice.bt}`}>
            删除
          </Button>
        </Popconfirm>
      ),
    },
  ];

  return (
    <SectionStack data-ui="site-notices">
      <SiteContentNav />
      <Section title="通知公告">
        <StyledFilters>
          <Select<string>
            aria-label="栏目"
            placeholder="全部栏目"
            clearable
            options={(columns.data ?? []).map((column) => ({ value: column.id, label: column.lmmc }))}
            value={lmid}
            onChange={(value) => {
              setLmid(value);
              setPage(1);
            }}
            loading={columns.isLoading}
          />
          <SearchBox
            label="标题关键字"
            value={keyword}
            placeholder="搜索标题"
            onSearch={(value) => {
              setKeyword(value);
              setPage(1);
            }}
          />
          <Button variant="primary" onClick={() => void navigate(NEW_NOTICE_PAGE)}>
            发布通知
          </Button>
        </StyledFilters>
        {notices.isError ? (
          <LoadFailedAlert
            failed="通知公告加载失败"
            error={notices.error}
            onRetry={() => void notices.refetch()}
          />
        ) : (
          <>
            <Table<NoticeListItem>
              aria-label="通知公告列表"
              columns={tableColumns}
              data={notices.data?.records ?? []}
              rowKey="id"
              loading={notices.isFetching}
              emptyText={
                keyword === '' && lmid === null ? '暂无通知公告，点击“发布通知”添加' : '没有符合条件的通知'
              }
              variant={isPhone ? 'phone' : 'desktop'}
              phoneCards
            />
            {(notices.data?.total ?? 0) > PAGE_SIZE && (
              <StyledPaging>
                <Pagination
                  page={page}
                  pageSize={PAGE_SIZE}
                  total={notices.data?.total ?? 0}
                  onChange={(next) => setPage(next)}
                  variant={isPhone ? 'phone' : 'desktop'}
                />
              </StyledPaging>
            )}
          </>
        )}
      </Section>
    </SectionStack>
  );
}
