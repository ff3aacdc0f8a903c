import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Empty } from '../../../ui/Empty';
import { PageHeader, PageNote, PagePanel, PageTitle } from '../../../ui/PagePanel';
import { Pagination } from '../../../ui/Pagination';
import { Table, type TableColumn } from '../../../ui/Table';
import { space } from '../../../ui/theme';
import { DEFAULT_PAGE_SIZE } from '../../../contract/paging';
import { TALK_ROOM_STATE_LABELS, talkWorkflow, type TalkRoomListItem } from '../../../contract/talks';
import { useAppSelector } from '../../../app/api/hooks';
import { selectIsPhone } from '../../../app/api/site';
import { LoadFailure } from '../../../app/postings/LoadFailure';
import { pageFromSearch, searchWith } from '../../../app/review/listSearch';
import { talksApi } from '../talksApi';
import { dateWithWeekday, feeText } from './VenueList';

const StyledFooter = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: ${space(4)};
`;

const talkStateLabel = (code: string) =>
  Object.values(talkWorkflow.states).find((state) => state.code === code)?.label ?? '—';

/** The employer's written-test (bscdgl) or interview (mscdgl) rooms with their talk, paged. */
export function BookedRooms({ kind, title }: { kind: string; title: string }) {
  const isPhone = useAppSelector(selectIsPhone);
  const variant = isPhone ? 'phone' : 'desktop';
  const [search, setSearch] = useSearchParams();
  const { page, size } = pageFromSearch(search);
  const list = talksApi.useBookedRoomsQuery({ cdlx: kind, page, size });
  const current = list.currentData;
  const columns: TableColumn<TalkRoomListItem>[] = [
    {
      key: 'cdmc',
      title: '场地',
      render: (room) => (room.ld === '' ? room.cdmc : `${room.cdmc}（${room.ld}）`),
    },
    { key: 'rq', title: '时间', render: (room) => `${dateWithWeekday(room.rq)} ${room.sd}` },
    { key: 'zws', title: '座位', render: (room) => `${room.zws}座`, width: '80px' },
    { key: 'fy', title: '费用', render: (room) => feeText(room.fy), width: '96px' },
    { key: 'xjzt', title: '所属宣讲会', dataIndex: 'xjzt' },
    { key: 'xjhzt', title: '宣讲会状态', render: (room) => talkStateLabel(room.xjhzt), width: '110px' },
    { key: 'zt', title: '场地状态', render: (room) => TALK_ROOM_STATE_LABELS[room.zt], width: '110px' },
  ];
  let body;
  if (list.isError)
    body = <LoadFailure error={list.error} title={`${title}加载失败`} onRetry={() => void list.refetch()} />;
  else if (current !== undefined && current.total === 0)
    body = <Empty description="还没有预约过此类场地；申请宣讲会时可在“申请笔面试场地”一步预约。" />;
  else
    body = (
      <>
        <Table
          columns={columns}
          data={current?.records ?? []}
          rowKey="id"
          caption={title}
          captionHidden
          loading={list.isFetching}
          variant={variant}
          phoneCards
          minWidth={860}
        />
        {current !== undefined && current.total > 0 && (
          <StyledFooter>
            <Pagination
              page={page}
              pageSize={size}
              total={current.total}
              variant={variant}
              onChange={(nextPage, nextSize) =>
                setSearch(
                  searchWith(search, {
                    page: String(nextPage),
                    size: nextSize === DEFAULT_PAGE_SIZE ? null : String(nextSize),
                  }),
                )
              }
            />
          </StyledFooter>
        )}
      </>
    );
  return (
    <PagePanel variant={variant}>
      {!isPhone && (
        <PageHeader>
          <PageTitle>{title}</PageTitle>
        </PageHeader>
      )}
      <PageNote>随宣讲会一同预约的场地；取消宣讲会时这些场地一并释放。</PageNote>
      {body}
    </PagePanel>
  );
}
