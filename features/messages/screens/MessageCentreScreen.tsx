import { useEffect, useId, useRef, useState } from 'react';
import type { Message } from '../../../contract/messages';
import { Button } from '../../../ui/Button';
import { Empty } from '../../../ui/Empty';
import { message as toast } from '../../../ui/Message';
import { notice } from '../../../ui/Notice';
import { Pagination } from '../../../ui/Pagination';
import { Result } from '../../../ui/Result';
import { Skeleton } from '../../../ui/Skeleton';
import { Tabs } from '../../../ui/Tabs';
import { apiErrorMessage } from '../../../app/api/apiErrorMessage';
import { useAppSelector } from '../../../app/api/hooks';
import { selectIsPhone } from '../../../app/api/site';
import { MessageItem } from '../components/MessageItem';
import { StyledMessageList } from '../components/MessageItem.styles';
import {
  EMPTY_TEXTS,
  MESSAGE_FILTER_LABELS,
  MESSAGE_PAGE_SIZE,
  messageListQuery,
  pageWithin,
  type MessageFilter,
} from '../messageRules';
import { messagesApi } from '../messagesApi';
import {
  StyledFetching,
  StyledPage,
  StyledPager,
  StyledPanel,
  StyledState,
  StyledTitle,
} from './MessageCentreScreen.styles';

type Variant = 'desktop' | 'phone';

const FILTERS: readonly MessageFilter[] = ['all', 'unread'];

/** One filter's page of messages, with its loading, error and empty states and the pager. */
function MessagePage({
  filter,
  page,
  onPage,
  variant,
}: {
  filter: MessageFilter;
  page: number;
  onPage: (page: number) => void;
  variant: Variant;
}) {
  const { currentData, error, isError, isFetching, refetch } = messagesApi.useListMessagesQuery(
    messageListQuery(filter, page),
    { refetchOnMountOrArgChange: true },
  );
  const [markRead] = messagesApi.useMarkMessagesReadMutation();
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
          <MessageItem key={item.id} message={item} variant={variant} onOpen={open} />
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

/**
 * Route xxzx (zhgl/xxzx), the message centre: what the school and the platform told the employer
 * (every review decision with its reason and a link to the object). 全部 / 未读, server pages, opening
 * a message marks it read, 全部标为已读. On phones the top bar is the page heading.
 */
export default function MessageCentreScreen() {
  const isPhone = useAppSelector(selectIsPhone);
  const variant: Variant = isPhone ? 'phone' : 'desktop';
  const [filter, setFilter] = useState<MessageFilter>('all');
  const [pages, setPages] = useState<Readonly<Record<MessageFilter, number>>>({ all: 1, unread: 1 });
  // The unread total of whichever list answered last (both answer it).
  const { data } = messagesApi.useListMessagesQuery(messageListQuery(filter, pages[filter]));
  const unread = data?.unread ?? 0;
  const [markAllRead, { isLoading: markingAll }] = messagesApi.useMarkAllMessagesReadMutation();
  const say = isPhone ? notice : toast;
  const titleId = useId();

  const readAll = async () => {
    try {
      const changed = await markAllRead().unwrap();
      say.success(changed > 0 ? `已将${changed}条消息标为已读` : '没有未读消息');
    } catch (error) {
      say.error(apiErrorMessage(error));
    }
  };

  return (
    <StyledPage $variant={variant} data-ui="message-centre" aria-labelledby={isPhone ? undefined : titleId}>
      {!isPhone && <StyledTitle id={titleId}>消息中心</StyledTitle>}
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
                  filter={key}
                  page={pages[key]}
                  variant={variant}
                  onPage={(page) => setPages((current) => ({ ...current, [key]: page }))}
                />
              )}
            </StyledPanel>
          ),
        }))}
      />
    </StyledPage>
  );
}
