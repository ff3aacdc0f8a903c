import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { ApplicationListItem } from '../../../../contract/applications';
import { StatusBadge } from '../../../../ui/Badge';
import { Link } from '../../../../ui/Link';
import { Table, type RowKey, type TableColumn } from '../../../../ui/Table';
import { Tag } from '../../../../ui/Tag';
import { color, fontSize, space } from '../../../../ui/theme';
import { CLOSED_APPLICATION_STATES } from '../../../../contract/workflow';
import { genderLabel, headlineText, stateLabel, stateOf, stateTone } from '../applicationRules';

const StyledName = styled.div`
  display: grid;
  gap: ${space(0.5)};
  min-width: 0;
`;

const StyledSecondary = styled.span`
  font-size: ${fontSize.sm};
  color: ${color.textSecondary};
`;

const StyledNoWrap = styled.span`
  white-space: nowrap;
`;

/** The state badge and the 邀请投递 tag side by side, apart. */
const StyledStateCell = styled(StyledNoWrap)`
  display: inline-flex;
  align-items: center;
  gap: ${space(2)};
`;

export type ApplicationTableProps = {
  records: readonly ApplicationListItem[];
  loading: boolean;
  variant: 'desktop' | 'phone';
  emptyText: ReactNode;
  /** The online view of an application, remembering this list. */
  viewLink: (id: string) => string;
  /** Bulk selection; absent for a user who may only view. */
  selection?: { keys: readonly RowKey[]; onChange: (keys: RowKey[]) => void };
};

/** Closed applications (已入职, 不合适) take no bulk action, so they cannot be picked. */
const isOpen = (row: ApplicationListItem) => {
  const state = stateOf(row.zt);
  return state !== undefined && !CLOSED_APPLICATION_STATES.includes(state);
};

/** The received applications: a table on desktop, cards on phones. */
export function ApplicationTable({
  records,
  loading,
  variant,
  emptyText,
  viewLink,
  selection,
}: ApplicationTableProps) {
  const name = (row: ApplicationListItem) => (
    <StyledName>
      <Link to={viewLink(row.id)} underline="hover">
        {row.xm}
      </Link>
      <StyledSecondary>
        {[genderLabel(row.xb), headlineText(row)].filter(Boolean).join(' · ')}
      </StyledSecondary>
    </StyledName>
  );
  const columns: TableColumn<ApplicationListItem>[] = [
    { key: 'xm', title: '姓名', render: name, width: '26%', hideInCards: true },
    { key: 'zwmc', title: '申请职位', dataIndex: 'zwmc' },
    {
      key: 'zt',
      title: '状态',
      render: (row) => (
        <StyledStateCell>
          <StatusBadge tone={stateTone(row.zt)}>{stateLabel(row.zt)}</StatusBadge>
          {row.yqly === '1' && <Tag tone="info">邀请投递</Tag>}
        </StyledStateCell>
      ),
    },
    { key: 'sjh', title: '手机号', render: (row) => <StyledNoWrap>{row.sjh || '—'}</StyledNoWrap> },
    { key: 'fj', title: '附件', render: (row) => (row.yfj === '1' ? '有' : '无') },
    { key: 'tdsj', title: '投递时间', render: (row) => <StyledNoWrap>{row.tdsj.slice(0, 16)}</StyledNoWrap> },
  ];
  return (
    <Table
      columns={columns}
      data={records}
      rowKey="id"
      caption="收到的简历列表"
      captionHidden
      loading={loading}
      emptyText={emptyText}
      variant={variant}
      phoneCards
      minWidth={900}
      cardTitle={name}
      rowSelection={
        selection && {
          selectedRowKeys: selection.keys,
          onChange: (keys) => selection.onChange(keys),
          isSelectable: isOpen,
          rowLabel: (row: ApplicationListItem) => `选择 ${row.xm}（${row.zwmc}）`,
        }
      }
    />
  );
}
