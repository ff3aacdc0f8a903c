import type { Envelope } from '../../contract/envelope';
import {
  messagePaths,
  type MarkReadRequest,
  type MarkReadResult,
  type MessageListQuery,
  type MessageListResult,
} from '../../contract/messages';
import { baseApi } from '../../app/api/baseApi';
import { knownUnread, withMessagesRead } from './messageRules';

const resultOf = <T>(envelope: Envelope<T>): T => envelope.result;

/**
 * The message centre's calls (docs/api.md, Message centre). The header's unread count (the chat's
 * unread call) counts these messages too, so both marking calls invalidate it.
 */
export const messagesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listMessages: build.query<MessageListResult, MessageListQuery>({
      query: (params) => ({ url: messagePaths.list, params }),
      transformResponse: resultOf<MessageListResult>,
      providesTags: ['Message'],
    }),
    /**
     * Marks the person's own messages read. The pages already shown change at once (no refetch, so a
     * message read under 未读 stays in view while it is being read); a failure puts them back.
     */
    markMessagesRead: build.mutation<MarkReadResult, MarkReadRequest>({
      query: (body) => ({ url: messagePaths.read, method: 'POST', body }),
      transformResponse: resultOf<MarkReadResult>,
      invalidatesTags: ['UnreadCount'],
      async onQueryStarted({ ids }, api) {
        const { dispatch, queryFulfilled } = api;
        const state = () => api.getState();
        const shown = messagesApi.util
          .selectInvalidatedBy(state(), ['Message'])
          .filter((entry) => entry.endpointName === 'listMessages')
          .map((entry) => entry.originalArgs as MessageListQuery);
        const pages = shown.flatMap((args) => {
          const page = messagesApi.endpoints.listMessages.select(args)(state()).data;
          return page ? [page] : [];
        });
        const unread = knownUnread(pages, ids);
        if (unread.size === 0) return;
        const patches = shown.map((args) =>
          dispatch(
            messagesApi.util.updateQueryData('listMessages', args, (page) =>
              withMessagesRead(page, unread, unread.size),
            ),
          ),
        );
        try {
          await queryFulfilled;
        } catch {
          for (const patch of patches) patch.undo();
        }
      },
    }),
    /** Everything read: every shown page is fetched again (under 未读 it empties). */
    markAllMessagesRead: build.mutation<MarkReadResult, void>({
      query: () => ({ url: messagePaths.readAll, method: 'POST' }),
      transformResponse: resultOf<MarkReadResult>,
      invalidatesTags: ['Message', 'UnreadCount'],
    }),
  }),
});
