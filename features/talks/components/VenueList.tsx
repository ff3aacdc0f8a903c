import styled from 'styled-components';
import { WEEKDAY_NAMES, weekdayOf, type VenueAvailability } from '../../../contract/talks';
import { StatusBadge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { Table, type TableColumn } from '../../../ui/Table';
import { color, fontSize, space } from '../../../ui/theme';
import { mmss, venueSlotView } from '../talkFlow';
import { useHoldSecondsLeft } from '../useTalkFlow';

const StyledName = styled.span`
  display: inline-flex;
  flex-direction: column;
  gap: ${space(1)};
`;

const StyledMuted = styled.span`
  font-size: ${fontSize.sm};
  color: ${color.textSecondary};
`;

/** 免费 or ¥1,200 per slot. */
export function feeText(fee: number): string {
  return fee > 0 ? `¥${fee.toLocaleString('zh-CN')}` : '免费';
}

/** 2026-12-07（周一） */
export function dateWithWeekday(date: string): string {
  return `${date}（${WEEKDAY_NAMES[weekdayOf(date)]}）`;
}

export type VenueListProps = {
  venues: readonly VenueAvailability[];
  /** The slot shown. */
  slot: string;
  /** Server time - device time, ms: holds count down by the server's clock. */
  offsetMs: number;
  loading: boolean;
  /** The venue whose hold or release is under way. */
  busyVenue: string | null;
  onHold: (venue: VenueAvailability) => void;
  onRelease: (roomId: string, venue: VenueAvailability) => void;
  /** Whether the user may hold (a viewer only reads). */
  canHold: boolean;
  variant: 'desktop' | 'phone';
  caption: string;
  emptyText: string;
};

/** A held room's state: the countdown while it lasts, 保留已过期 after, or submitted (no expiry). */
function MineState({ expiresAt, offsetMs }: { expiresAt: number | null; offsetMs: number }) {
  const left = useHoldSecondsLeft(expiresAt, offsetMs);
  if (expiresAt === null) return <StatusBadge tone="primary">已提交（本单位）</StatusBadge>;
  if (left === 0) return <StatusBadge tone="warning">保留已过期</StatusBadge>;
  return (
    <StatusBadge tone="success" pulse>
      我已保留，剩余 <span aria-label={`剩余${Math.floor(left / 60)}分${left % 60}秒`}>{mmss(left)}</span>
    </StatusBadge>
  );
}

function StateCell({ venue, slot, offsetMs }: { venue: VenueAvailability; slot: string; offsetMs: number }) {
  const view = venueSlotView(venue, slot);
  if (view.state === 'mine') return <MineState expiresAt={view.expiresAt} offsetMs={offsetMs} />;
  if (view.state === 'taken') return <StatusBadge tone="danger">已被占用</StatusBadge>;
  if (view.state === 'closed') return <StatusBadge>该时段不开放</StatusBadge>;
  return <StatusBadge tone="success">空闲</StatusBadge>;
}

/**
 * Every venue that fits, with its seats, equipment and fee and its state in the slot: free (选择),
 * taken by another employer (shown, its button disabled), held by this employer (the countdown, 释放),
 * or closed in that slot.
 */
export function VenueList({
  venues,
  slot,
  offsetMs,
  loading,
  busyVenue,
  onHold,
  onRelease,
  canHold,
  variant,
  caption,
  emptyText,
}: VenueListProps) {
  const phone = variant === 'phone';
  const size = phone ? 'phone' : 'sm';
  const action = (venue: VenueAvailability) => {
    const view = venueSlotView(venue, slot);
    const busy = busyVenue === venue.cdid;
    if (view.state === 'mine')
      return view.expiresAt === null ? null : (
        <Button
          size={size}
          block={phone}
          loading={busy}
          disabled={!canHold}
          aria-label={`释放 ${venue.cdmc}`}
          onClick={() => onRelease(view.roomId, venue)}
        >
          释放
        </Button>
      );
    if (view.state === 'taken')
      return (
        <Button size={size} block={phone} disabled aria-label={`${venue.cdmc} 已被占用`}>
          已被占用
        </Button>
      );
    if (view.state === 'closed') return null;
    return (
      <Button
        variant="primary"
        size={size}
        block={phone}
        loading={busy}
        disabled={!canHold}
        aria-label={`选择 ${venue.cdmc}`}
        onClick={() => onHold(venue)}
      >
        选择
      </Button>
    );
  };
  const name = (venue: VenueAvailability) => (
    <StyledName>
      {venue.cdmc}
      {venue.ld !== '' && <StyledMuted>{venue.ld}</StyledMuted>}
    </StyledName>
  );
  const columns: TableColumn<VenueAvailability>[] = [
    { key: 'cdmc', title: '场地', render: name, hideInCards: true },
    { key: 'zws', title: '座位', render: (venue) => `${venue.zws}座`, width: '88px' },
    { key: 'sb', title: '设备', render: (venue) => venue.sb || '—' },
    { key: 'fy', title: '费用（每时段）', render: (venue) => feeText(venue.fy), width: '120px' },
    {
      key: 'state',
      title: `${slot} 状态`,
      render: (venue) => <StateCell venue={venue} slot={slot} offsetMs={offsetMs} />,
      width: '220px',
    },
    { key: 'action', title: '操作', render: action, width: '110px', hideInCards: true },
  ];
  return (
    <Table
      columns={columns}
      data={venues}
      rowKey="cdid"
      caption={caption}
      captionHidden
      loading={loading}
      emptyText={emptyText}
      variant={variant}
      phoneCards
      minWidth={760}
      cardTitle={name}
      cardActions={(venue) => action(venue)}
    />
  );
}
