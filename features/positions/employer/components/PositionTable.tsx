import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { To } from 'react-router-dom';
import { StatusBadge } from '../../../../ui/Badge';
import { Link } from '../../../../ui/Link';
import { Table, type TableColumn } from '../../../../ui/Table';
import { Tag } from '../../../../ui/Tag';
import { color, fontSize, space } from '../../../../ui/theme';
import { VisuallyHidden } from '../../../../ui/VisuallyHidden';
import type { PositionListItem } from '../../../../contract/positions';
import { daysUntilPostingEnds } from '../../../../app/postings/employerPostings';
import { PostingActionButtons } from '../../../../app/postings/PostingActionButtons';
import { postingStateDisplay } from '../../../../app/review/reviewDisplay';
import type { PostingActions } from '../../../../app/postings/usePostingActions';
import { expiryText, positionRef, positionSummary, salaryText } from '../positionDisplay';

const StyledName = styled.div`
  display: grid;
  gap: ${space(0.5)};
  min-width: 0;
`;

const StyledSummary = styled.span`
  font-size: ${fontSize.sm};
  color: ${color.textSecondary};
`;

/** Dates and amounts stay on one line; the table scrolls sideways before it breaks them. */
const StyledNoWrap = styled.span`
  white-space: nowrap;
`;

const StyledDeadline = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(1)};
`;

/** 查看 beside the action buttons, at their size (a link: it opens the detail's address). */
const StyledViewLink = styled(Link)<{ $size: 'sm' | 'md' }>`
  display: inline-flex;
  align-items: center;
  font-size: ${({ $size }) => ($size === 'sm' ? fontSize.sm : fontSize.md)};
`;

export type PositionTableProps = {
  records: readonly PositionListItem[];
  loading: boolean;
  variant: 'desktop' | 'phone';
  /** Today in China, for the approaching deadlines. */
  today: string;
  emptyText: ReactNode;
  /** The link that opens a position's detail beside the list (app/api/useListAddress). */
  detailLink: (id: string) => { to: To; state: unknown };
  actions: Pick<PostingActions, 'run' | 'busy' | 'canManage'>;
};

/** The deadline, with its 即将过期 warning when it is near. */
function Deadline({ row, today }: { row: PositionListItem; today: string }) {
  const days = daysUntilPostingEnds(row.zt, row.jzrq, today);
  return (
    <StyledDeadline>
      <StyledNoWrap>{row.jzrq || '—'}</StyledNoWrap>
      {days !== null && <Tag tone="warning">{`即将过期 · ${expiryText(days)}`}</Tag>}
    </StyledDeadline>
  );
}

/** A row's 查看 (a link to the detail's address) and the buttons its state allows. */
function RowActions({
  row,
  actions,
  size,
  detailLink,
}: {
  row: PositionListItem;
  actions: Pick<PostingActions, 'run' | 'busy' | 'canManage'>;
  size: 'sm' | 'md';
  detailLink: PositionTableProps['detailLink'];
}) {
  return (
    <PostingActionButtons posting={positionRef(row)} actions={actions} size={size}>
      <StyledViewLink {...detailLink(row.id)} underline="hover" $size={size}>
        查看
        <VisuallyHidden>{` ${row.zwmc}`}</VisuallyHidden>
      </StyledViewLink>
    </PostingActionButtons>
  );
}

/** The employer's positions: a table on desktop, cards on phones. */
export function PositionTable({
  records,
  loading,
  variant,
  today,
  emptyText,
  detailLink,
  actions,
}: PositionTableProps) {
  const phone = variant === 'phone';
  const name = (row: PositionListItem) => (
    <StyledName>
      <Link {...detailLink(row.id)} underline="hover">
        {row.zwmc}
      </Link>
      <StyledSummary>{positionSummary(row)}</StyledSummary>
    </StyledName>
  );
  const columns: TableColumn<PositionListItem>[] = [
    { key: 'zwmc', title: '职位名称', render: name, width: '22%', hideInCards: true },
    {
      key: 'zt',
      title: '状态',
      render: (row) => {
        const display = postingStateDisplay(row.zt);
        return <StatusBadge tone={display.tone}>{display.label}</StatusBadge>;
      },
    },
    { key: 'salary', title: '薪资', render: (row) => <StyledNoWrap>{salaryText(row)}</StyledNoWrap> },
    { key: 'area', title: '工作地点', render: (row) => row.gzdqmc || '—' },
    { key: 'jzrq', title: '截止日期', render: (row) => <Deadline row={row} today={today} /> },
    { key: 'sqrs', title: '投递', dataIndex: 'sqrs', align: 'right' },
    {
      key: 'gxsj',
      title: '更新时间',
      render: (row) => <StyledNoWrap>{row.gxsj.slice(0, 16)}</StyledNoWrap>,
      hideInCards: true,
    },
    {
      key: 'actions',
      title: '操作',
      width: '168px',
      hideInCards: true,
      render: (row) => <RowActions row={row} actions={actions} size="sm" detailLink={detailLink} />,
    },
  ];
  return (
    <Table
      columns={columns}
      data={records}
      rowKey="id"
      caption="招聘职位列表"
      captionHidden
      loading={loading}
      emptyText={emptyText}
      variant={variant}
      phoneCards
      minWidth={880}
      cardTitle={name}
      cardActions={(row) => (
        <RowActions row={row} actions={actions} size={phone ? 'md' : 'sm'} detailLink={detailLink} />
      )}
    />
  );
}
