import {
  studentMessagePaths,
  type MarkReadRequest,
  type MarkReadResult,
  type MessageListQuery,
  type MessageListResult,
} from '../../../contract/messages';
import { baseApi } from '../../../app/api/baseApi';
import { studentQuery } from '../../../app/api/studentQuery';
import { knownUnread, withMessagesRead } from '../messageRules';

const MESSAGES = 'StudentMessage' as const;
const UNREAD = 'StudentUnread' as const;

/**
 * The student's message centre (/stu/grzx/xx/*), through the student client (spec section 8's code
 * table). Reads are silent (the screen shows a failure with a retry); the shell's badge polls the
 * unread count, which both marking calls refresh.
 */
export const studentMessagesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    studentMessages: build.query<MessageListResult, MessageListQuery>({
      queryFn: (params, api) =>
        studentQuery<MessageListResult>({ url: studentMessagePaths.list, params, silent: true }, api),
      providesTags: [MESSAGES],
    }),
    studentUnreadCount: build.query<number, void>({
      queryFn: (_arg, api) => studentQuery<number>({ url: studentMessagePaths.unread, silent: true }, api),
      providesTags: [UNREAD],
    }),
    /**
     * Marks the student's own messages read. The pages already shown change at once (no refetch, so a
     * message read under 未读 stays in view while it is being read); a failure puts them back.
     */
    markStudentMessagesRead: build.mutation<MarkReadResult, MarkReadRequest>({
      queryFn: (body, api) =>
        studentQuery<MarkReadResult>(
          { url: studentMessagePaths.read, method: 'POST', body, silent: true },
          api,
        ),
      invalidatesTags: [UNREAD],
      async onQueryStarted({ ids }, api) {
        const state = () => api.getState();
        const shown = studentMessagesApi.util
          .selectInvalidatedBy(state(), [MESSAGES])
          .filter((entry) => entry.endpointName === 'studentMessages')
          .map((entry) => entry.originalArgs as MessageListQuery);
        const pages = shown.flatMap((args) => {
          const page = studentMessagesApi.endpoints.studentMessages.select(args)(state()).data;
          return page ? [page] : [];
        });
        const unread = knownUnread(pages, ids);
        if (unread.size === 0) return;
        const patches = shown.map((args) =>
          api.dispatch(
            studentMessagesApi.util.updateQueryData('studentMessages', args, (page) =>
              withMessagesRead(page, unread, unread.size),
            ),
          ),
        );
        try {
          await api.queryFulfilled;
        } catch {
          for (const patch of patches) patch.undo();
        }
      },
    }),
    /** Everything read: every shown page is fetched again (under 未读 it empties). */
    markAllStudentMessagesRead: build.mutation<MarkReadResult, void>({
      queryFn: (_arg, api) =>
        studentQuery<MarkReadResult>({ url: studentMessagePaths.readAll, method: 'POST', silent: true }, api),
      invalidatesTags: [MESSAGES, UNREAD],
    }),
  }),
});
