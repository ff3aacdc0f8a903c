import { useEffect, useRef, useState } from 'react';
import type {
  MarkReadRequest,
  MarkReadResult,
  Message,
  MessageListQuery,
  MessageListResult,
} from '../../../contract/messages';
import { Button } from '../../../ui/Button';
import { Empty } from '../../../ui/Empty';
import { message as toast } from '../../../ui/Message';
import { notice } from '../../../ui/Notice';
import { Pagination } from '../../../ui/Pagination';
import { Result } from '../../../ui/Result';
import { Skeleton } from '../../../ui/Skeleton';
import { Tabs } from '../../../ui/Tabs';
import { apiErrorMessage } from '../../../app/api/apiErrorMessage';
import {
  EMPTY_TEXTS,
  MESSAGE_FILTER_LABELS,
  MESSAGE_PAGE_SIZE,
  messageListQuery,
  pageWithin,
  type MessageFilter,
} from '../messageRules';
import { MessageItem, type MessageItemProps } from './MessageItem';
import { StyledMessageList } from './MessageItem.styles';
import { StyledFetching, StyledPager, StyledPanel, StyledState } from './MessageBoard.styles';

type Variant = 'desktop' | 'phone';

/**
 * Where a board's messages come from: the employer's centre or the student's, the same three calls
 * through their own clients (the hooks of one api's endpoints).
 */
export type MessageSource = {
  useList: (
    query: MessageListQuery,
    options?: { refetchOnMountOrArgChange?: boolean },
  ) => {
    data?: MessageListResult;
    currentData?: MessageListResult;
    error?: unknown;
    isError: boolean;
    isFetching: boolean;
    refetch: () => unknown;
  };
  useMarkRead: () => readonly [(request: MarkReadRequest) => unknown, ...unknown[]];
  useMarkAllRead: () => readonly [
    () => { unwrap: () => Promise<MarkReadResult> },
    { isLoading: boolean },
    ...unknown[],
  ];
};

const FILTERS: readonly MessageFilter[] = ['all', 'unread'];

type PageProps = {
  source: MessageSource;
  filter: MessageFilter;
  page: number;
  onPage: (page: number) => void;
  variant: Variant;
  linkOf?: MessageItemProps['linkOf'];
};

/** One filter's page of messages, with its loading, error and empty states and the pager. */
function MessagePage({ source, filter, page, onPage, variant, linkOf }: PageProps) {
  const { currentData, error, isError, isFetching, refetch } = source.useList(
    messageListQuery(filter, page),
    {
      refetchOnMountOrArgChange: true,
    },
  );
  const [markRead] = source.useMarkRead();
  const listRef = useRef<HTMLDivElement>(null);
  const total = currentData?.total;

  // A page emptied by reading everything (or by fewer messages) gives way to the last one left.
  useEffect(() => {
    if (total !== undefined && pageWithin(page, total) !== page) onPage(pageWithin(page, total));
  }, [total, page, onPage]);

  const open = (message: Message) => {
    // The list shows it read at once; a failed call puts it back, to be read again later.
    if (message.sfyd === '0') void markRead({ ids: [message.id] });
  };

  if (isError && !isFetching)
    return (
      <StyledState $variant={variant}>
        <Result
          status="error"
          title="消息加载失败"
          subtitle={apiErrorMessage(error)}
          headingLevel={2}
          extra={
            <Button variant="primary" onClick={() => void refetch()}>
              重新加载
            </Button>
          }
        />
      </StyledState>
    );
  if (currentData === undefined)
    return (
      <StyledState $variant={variant}>
        <Skeleton loading rows={4} label="消息加载中" />
      </StyledState>
    );
  if (currentData.records.length === 0)
    return (
      <StyledState $variant={variant}>
        <Empty description={EMPTY_TEXTS[filter]} />
      </StyledState>
    );
  return (
    <StyledFetching ref={listRef} aria-busy={isFetching || undefined}>
      <StyledMessageList $variant={variant} aria-label={`${MESSAGE_FILTER_LABELS[filter]}消息`}>
        {currentData.records.map((item) => (
          <MessageItem key={item.id} message={item} variant={variant} onOpen={open} linkOf={linkOf} />
        ))}
      </StyledMessageList>
      {currentData.total > MESSAGE_PAGE_SIZE && (
        <StyledPager>
          <Pagination
            page={page}
            pageSize={MESSAGE_PAGE_SIZE}
            total={currentData.total}
            showSizeChanger={false}
            showQuickJumper={false}
            variant={variant}
            aria-label="消息分页"
            onChange={(next) => {
              onPage(next);
              listRef.current?.scrollIntoView?.({ block: 'start' });
            }}
          />
        </StyledPager>
      )}
    </StyledFetching>
  );
}

export type MessageBoardProps = {
  source: MessageSource;
  variant: Variant;
  /** Where a message leads (MessageItem's default, the employer's pages, unless given). */
  linkOf?: MessageItemProps['linkOf'];
};

/**
 * The message centre's body, the employer's and the student's alike: 全部 / 未读, server pages, opening a
 * message marks it read, 全部标为已读. The screen around it gives the heading.
 */
export function MessageBoard({ source, variant, linkOf }: MessageBoardProps) {
  const isPhone = variant === 'phone';
  const [filter, setFilter] = useState<MessageFilter>('all');
  const [pages, setPages] = useState<Readonly<Record<MessageFilter, number>>>({ all: 1, unread: 1 });
  // The unread total of whichever list answered last (both answer it).
  const { data } = source.useList(messageListQuery(filter, pages[filter]));
  const unread = data?.unread ?? 0;
  const [markAllRead, { isLoading: markingAll }] = source.useMarkAllRead();
  const say = isPhone ? notice : toast;

  const readAll = async () => {
    try {
      const changed = await markAllRead().unwrap();
      say.success(changed > 0 ? `已将${changed}条消息标为已读` : '没有未读消息');
    } catch (error) {
      say.error(apiErrorMessage(error));
    }
  };

  return (
    <Tabs
      variant={variant}
      aria-label="消息筛选"
      activeKey={filter}
      onChange={(key) => setFilter(key as MessageFilter)}
      extra={
        <Button
          size={isPhone ? 'sm' : 'md'}
          variant={isPhone ? 'text' : 'default'}
          disabled={unread === 0}
          loading={markingAll}
          onClick={() => void readAll()}
        >
          全部标为已读
        </Button>
      }
      items={FILTERS.map((key) => ({
        key,
        label: key === 'unread' && unread > 0 ? `未读（${unread}）` : MESSAGE_FILTER_LABELS[key],
        children: (
          <StyledPanel $variant={variant}>
            {key === filter && (
              <MessagePage
                source={source}
                filter={key}
                page={pages[key]}
                variant={variant}
                linkOf={linkOf}
                onPage={(page) => setPages((current) => ({ ...current, [key]: page }))}
              />
            )}
          </StyledPanel>
        ),
      }))}
    />
  );
}
