import type { ReactNode } from 'react';
import styled from 'styled-components';
import { StatusBadge } from '../../ui/Badge';
import type { BadgeTone } from '../../ui/Badge/Badge.styles';
import { Link } from '../../ui/Link';
import { Pagination } from '../../ui/Pagination';
import { Section } from '../../ui/Section';
import { Table, type TableColumn, type TableRowSelection } from '../../ui/Table';
import { Tabs } from '../../ui/Tabs';
import { Tag } from '../../ui/Tag';
import { space } from '../../ui/theme';
import { LoadFailedAlert } from './LoadFailedAlert';
import { useQueueLinkState } from './queueReturn';
import { tabOfState, type QueueQuery, type QueueTab } from './reviewQueue';

const StyledQueueBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(3)};
`;

const StyledItemName = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(1)} ${space(2)};
`;

/** One page of a queue as the list call answers it, with the call's state. */
export type QueueList<Row> = {
  data?: { records: readonly Row[]; total: number };
  isFetching: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
};

export type ReviewQueueProps<Row extends { id: string; zt: string }> = {
  /** What the queue holds: 职位, 公告, 单位 (the table's name, its empty and error texts, its paging). */
  noun: string;
  tabs: readonly QueueTab[];
  /** The pending state's code: its tab is the address's default, its rows are 去审核. */
  pendingCode: string;
  query: QueueQuery;
  list: QueueList<Row>;
  columns: readonly TableColumn<Row>[];
  /** Some filter besides the state narrows the list (the empty text says so). */
  filtered: boolean;
  /** A row's name on its phone card's link: 去审核 {name}. */
  rowName: (row: Row) => string;
  /** The review page of an item. */
  itemPath: (id: string) => string;
  /** The table's width before it scrolls. */
  minWidth: number;
  /** Changes of the address's filters: the tab (zt, null for the pending default), the page and size. */
  onChange: (changes: Record<string, string | null>) => void;
  /** Above the table: actions on the selected rows. */
  toolbar?: ReactNode;
  rowSelection?: TableRowSelection<Row>;
  variant: 'desktop' | 'phone';
};

/**
 * A review queue: a tab per state, the active one's page of items as a table (cards on phones) with
 * the way into each review, paging, and a failed load said with 重试.
 */
export function ReviewQueue<Row extends { id: string; zt: string }>({
  noun,
  tabs,
  pendingCode,
  query,
  list,
  columns,
  filtered,
  rowName,
  itemPath,
  minWidth,
  onChange,
  toolbar,
  rowSelection,
  variant,
}: ReviewQueueProps<Row>) {
  const linkState = useQueueLinkState();
  const activeTab = tabOfState(query.zt);
  const stateLabel = tabs.find((tab) => tab.key === activeTab)?.label ?? '';
  const total = list.data?.total ?? 0;
  const emptyText = filtered
    ? `没有符合条件的${noun}`
    : query.zt === ''
      ? `暂无${noun}`
      : `暂无${stateLabel}的${noun}`;
  const body = (
    <Section busy={list.isFetching}>
      <StyledQueueBody>
        {list.isError ? (
          <LoadFailedAlert
            failed={`${noun}列表加载失败`}
            error={list.error}
            onRetry={() => void list.refetch()}
          />
        ) : (
          <>
            {toolbar}
            <Table
              aria-label={`${stateLabel}${noun}`}
              columns={columns}
              data={list.data?.records ?? []}
              rowKey="id"
              loading={list.isFetching}
              emptyText={emptyText}
              variant={variant}
              phoneCards
              minWidth={minWidth}
              rowSelection={rowSelection}
              cardActions={(row) => {
                const text = row.zt === pendingCode ? '去审核' : '查看详情';
                return (
                  <Link to={itemPath(row.id)} state={linkState} aria-label={`${text} ${rowName(row)}`}>
                    {text}
                  </Link>
                );
              }}
            />
            {total > 0 && (
              <Pagination
                page={query.page}
                pageSize={query.size}
                total={total}
                variant={variant}
                aria-label={`${noun}列表分页`}
                onChange={(page, size) => onChange({ page: String(page), size: String(size) })}
              />
            )}
          </>
        )}
      </StyledQueueBody>
    </Section>
  );
  return (
    <Tabs
      aria-label="审核状态"
      variant={variant}
      activeKey={activeTab}
      onChange={(tab) => onChange({ zt: tab === pendingCode ? null : tab })}
      items={tabs.map((tab) => ({
        key: tab.key,
        label: tab.label,
        children: tab.key === activeTab ? body : null,
      }))}
    />
  );
}

/** An item's name in its queue, linking to its review; 内容提示 when the content check flagged it. */
export function QueueItemLink({
  to,
  flagged = false,
  children,
}: {
  to: string;
  flagged?: boolean;
  children: ReactNode;
}) {
  const linkState = useQueueLinkState();
  const link = (
    <Link to={to} state={linkState} underline="hover">
      {children}
    </Link>
  );
  if (!flagged) return link;
  return (
    <StyledItemName>
      {link}
      <Tag tone="warning">内容提示</Tag>
    </StyledItemName>
  );
}

/** The 状态 column: each row's state code as its label and tone. */
export function stateColumn<Row extends { zt: string }>(
  display: (code: string) => { label: string; tone: BadgeTone },
): TableColumn<Row> {
  return {
    key: 'zt',
    title: '状态',
    render: (row) => {
      const state = display(row.zt);
      return <StatusBadge tone={state.tone}>{state.label}</StatusBadge>;
    },
  };
}
