import styled from 'styled-components';
import { venueKindName, type Venue } from '../../../contract/talks';
import { StatusBadge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { Table } from '../../../ui/Table';
import { color, fontSize, space } from '../../../ui/theme';
import { feeText, slotsSummary } from '../venueForm';
import { VENUE_ACTION_LABELS, venueActions, type VenueActions } from '../useVenueActions';

const StyledInline = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(1)} ${space(2)};
`;

const StyledLines = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  font-variant-numeric: tabular-nums;
`;

const StyledSecondary = styled.span`
  color: ${color.textSecondary};
  font-size: ${fontSize.sm};
`;

function RowActions({ venue, actions, size }: { venue: Venue; actions: VenueActions; size: 'sm' | 'md' }) {
  return (
    <StyledInline>
      {venueActions(venue).map((action) => (
        <Button
          key={action}
          variant="link"
          size={size}
          danger={action === 'remove'}
          loading={actions.busy?.id === venue.id && actions.busy.action === action}
          aria-label={`${VENUE_ACTION_LABELS[action]} ${venue.cdmc}`}
          onClick={() => void actions.run(action, venue)}
        >
          {VENUE_ACTION_LABELS[action]}
        </Button>
      ))}
    </StyledInline>
  );
}

/** The closed dates in short: the one date, 3 天（2026-12-01 起）, or 无. */
function closedText(dates: readonly string[]): string {
  if (dates.length === 0) return '无';
  return dates.length === 1 ? (dates[0] ?? '') : `${dates.length} 天（${dates[0] ?? ''} 起）`;
}

export type VenueTableProps = {
  venues: readonly Venue[];
  loading: boolean;
  emptyText: string;
  variant: 'desktop' | 'phone';
  actions: VenueActions;
};

/** The site's venues: a table on desktop, cards on phones, each with 编辑 / 停用 or 启用 / 删除. */
export function VenueTable({ venues, loading, emptyText, variant, actions }: VenueTableProps) {
  const name = (venue: Venue) => (
    <StyledInline>
      {venue.cdmc}
      {venue.ld !== '' && <StyledSecondary>{venue.ld}</StyledSecondary>}
    </StyledInline>
  );
  return (
    <Table
      aria-label="场地列表"
      columns={[
        { key: 'cdmc', title: '场地名称', render: name, hideInCards: true },
        { key: 'cdlx', title: '类型', width: '96px', render: (venue) => venueKindName(venue.cdlx) },
        { key: 'zws', title: '座位数', width: '88px', align: 'right', render: (venue) => `${venue.zws} 座` },
        { key: 'sb', title: '设备', render: (venue) => venue.sb || '—' },
        { key: 'fy', title: '费用', width: '120px', render: (venue) => feeText(venue.fy) },
        {
          key: 'sd',
          title: '可预约时段',
          width: '230px',
          render: (venue) => (
            <StyledLines>
              {slotsSummary(venue.sd).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </StyledLines>
          ),
        },
        { key: 'bkyrq', title: '不开放日期', width: '150px', render: (venue) => closedText(venue.bkyrq) },
        {
          key: 'qy',
          title: '状态',
          render: (venue) => (
            <StatusBadge tone={venue.qy ? 'success' : 'default'}>{venue.qy ? '启用' : '停用'}</StatusBadge>
          ),
        },
        {
          key: 'actions',
          title: '操作',
          width: '180px',
          hideInCards: true,
          render: (venue) => <RowActions venue={venue} actions={actions} size="sm" />,
        },
      ]}
      data={venues}
      rowKey="id"
      loading={loading}
      emptyText={emptyText}
      variant={variant}
      phoneCards
      minWidth={1080}
      cardTitle={name}
      cardActions={(venue) => <RowActions venue={venue} actions={actions} size="md" />}
    />
  );
}
