import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { FairBookingSummary } from '../../../contract/fairs';
import { StatusBadge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { Drawer } from '../../../ui/Drawer';
import { Empty } from '../../../ui/Empty';
import { modal } from '../../../ui/Modal';
import { PageHeader, PageNote, PagePanel, PageTitle } from '../../../ui/PagePanel';
import { Pagination } from '../../../ui/Pagination';
import { Table, type TableColumn } from '../../../ui/Table';
import { color, fontSize, space } from '../../../ui/theme';
import { useAppSelector } from '../../../app/api/hooks';
import { refusalOf } from '../../../app/api/refusal';
import { selectIsPhone } from '../../../app/api/site';
import { useNotify } from '../../../app/api/useNotify';
import { LoadFailure } from '../../../app/postings/LoadFailure';
import { useListAddress } from '../../../app/postings/useListAddress';
import { priceLabel } from '../boothMap';
import { nextStep, stepAddress } from '../bookingFlow';
import { bookingActions, bookingTone } from '../bookingDisplay';
import { BookingDetail } from '../components/BookingDetail';
import { fairsApi } from '../fairsApi';

const StyledActions = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(1)} ${space(2)};
`;

/** Keeps an amount such as ¥500 on one line however narrow the column gets. */
const StyledAmount = styled.span`
  white-space: nowrap;
`;

const StyledReason = styled.span`
  color: ${color.textSecondary};
  font-size: ${fontSize.xs};
`;

function RowActions({
  booking,
  phone,
  onOpen,
  onCancel,
  cancelling,
}: {
  booking: FairBookingSummary;
  phone: boolean;
  onOpen: () => void;
  onCancel: () => void;
  cancelling: boolean;
}) {
  const navigate = useNavigate();
  const size = phone ? 'md' : 'sm';
  return (
    <StyledActions>
      <Button
        variant="link"
        size={size}
        aria-label={`查看 ${booking.zphmc} ${booking.zwbh}`}
        onClick={onOpen}
      >
        查看
      </Button>
      {bookingActions(booking).map(({ action, disabledReason }) =>
        action === 'continue' ? (
          <Button
            key={action}
            variant="link"
            size={size}
            aria-label={`继续填写 ${booking.zphmc} ${booking.zwbh}`}
            onClick={() =>
              void navigate(
                stepAddress(nextStep(booking.fy, 'ydzw'), { fairId: booking.zphid, bookingId: booking.id }),
              )
            }
          >
            继续填写
          </Button>
        ) : (
          <span key={action}>
            <Button
              variant="link"
              danger
              size={size}
              disabled={disabledReason !== null}
              loading={cancelling}
              aria-label={`取消预定 ${booking.zphmc} ${booking.zwbh}`}
              aria-describedby={disabledReason ? `cancel-why-${booking.id}` : undefined}
              onClick={onCancel}
            >
              取消预定
            </Button>
            {disabledReason && <StyledReason id={`cancel-why-${booking.id}`}>{disabledReason}</StyledReason>}
          </span>
        ),
      )}
    </StyledActions>
  );
}

/**
 * Route wdydlb (/zph/wdydlb): my booth bookings with their state and booth, each one's detail and
 * history; cancel up to one working day before the fair (the booth is free again at once), after that
 * the button is disabled with the reason and the last day.
 */
export default function MyBookingsScreen() {
  const phone = useAppSelector(selectIsPhone);
  const notify = useNotify();
  const address = useListAddress([]);
  const list = fairsApi.useMyBookingsQuery({ page: address.page, size: address.size });
  const [cancel] = fairsApi.useCancelBookingMutation();
  const [busyId, setBusyId] = useState<string | null>(null);
  const variant = phone ? 'phone' : 'desktop';
  const bookings = list.data?.records ?? [];

  const confirmCancel = async (booking: FairBookingSummary) => {
    const confirmed = await modal.confirm({
      title: '取消展位预定？',
      content: `取消后展位 ${booking.zwbh} 将立即释放给其他单位，如需参会须重新预定。`,
      okText: '取消预定',
      cancelText: '暂不取消',
    });
    if (!confirmed) return;
    setBusyId(booking.id);
    try {
      await cancel({ id: booking.id }).unwrap();
      notify.success(`已取消展位 ${booking.zwbh} 的预定`);
    } catch (error) {
      notify.error(refusalOf(error).message);
    } finally {
      setBusyId(null);
    }
  };

  const actions = (booking: FairBookingSummary) => (
    <RowActions
      booking={booking}
      phone={phone}
      cancelling={busyId === booking.id}
      onOpen={() => address.change({ id: booking.id })}
      onCancel={() => void confirmCancel(booking)}
    />
  );
  const columns: TableColumn<FairBookingSummary>[] = [
    { key: 'zphmc', title: '招聘会', dataIndex: 'zphmc', hideInCards: true },
    { key: 'jbrq', title: '举办日期', dataIndex: 'jbrq' },
    { key: 'zwbh', title: '展位', render: (booking) => `${booking.hcmc} ${booking.zwbh}` },
    {
      key: 'fy',
      title: '费用',
      width: '96px',
      align: 'right',
      render: (booking) => <StyledAmount>{priceLabel(booking.fy)}</StyledAmount>,
    },
    {
      key: 'zt',
      title: '状态',
      render: (booking) => <StatusBadge tone={bookingTone(booking.zt)}>{booking.ztmc}</StatusBadge>,
    },
    { key: 'tjsj', title: '提交时间', render: (booking) => booking.tjsj || '—' },
    { key: 'actions', title: '操作', width: '260px', hideInCards: true, render: actions },
  ];

  return (
    <PagePanel variant={variant}>
      <PageHeader>{!phone && <PageTitle>我的预定</PageTitle>}</PageHeader>
      <PageNote>
        可在招聘会前一个工作日（含）之前取消预定，取消后展位立即释放；预定后未到场将记入校招不诚信记录。
      </PageNote>
      {list.isError ? (
        <LoadFailure error={list.error} title="我的预定加载失败" onRetry={() => void list.refetch()} />
      ) : list.isSuccess && bookings.length === 0 ? (
        <Empty description="还没有预定过展位。" />
      ) : (
        <>
          <Table
            columns={columns}
            data={bookings}
            rowKey="id"
            caption="我的展位预定"
            captionHidden
            loading={list.isFetching}
            variant={variant}
            phoneCards
            minWidth={860}
            cardTitle={(booking) => booking.zphmc}
            cardActions={actions}
          />
          <Pagination
            page={address.page}
            pageSize={address.size}
            total={list.data?.total ?? 0}
            variant={variant}
            onChange={address.changePage}
          />
        </>
      )}
      <Drawer
        open={address.openId !== null}
        onClose={address.closeDetail}
        title="预定详情"
        placement={phone ? 'bottom' : 'right'}
        size={phone ? '90vh' : '560px'}
      >
        {address.openId !== null && <BookingDetail id={address.openId} phone={phone} />}
      </Drawer>
    </PagePanel>
  );
}
