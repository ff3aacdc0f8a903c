import { usePostingActions, type PostingActions } from '../../../app/postings/usePostingActions';
import { announcementsApi } from '../announcementsApi';
import { announcementKind, submittedMessage } from './announcementDisplay';

/**
 * The announcement list's and detail's actions (app/api/usePostingActions) on /com/zpgg/*.
 * `onRemoved` hears of a deleted draft (the detail showing it closes).
 */
export function useAnnouncementActions({
  onRemoved,
}: { onRemoved?: (id: string) => void } = {}): PostingActions {
  const [submit] = announcementsApi.useSubmitAnnouncementMutation();
  const [withdraw] = announcementsApi.useWithdrawAnnouncementMutation();
  const [offline] = announcementsApi.useOfflineAnnouncementMutation();
  const [remove] = announcementsApi.useRemoveAnnouncementMutation();
  const [copy] = announcementsApi.useCopyAnnouncementMutation();
  return usePostingActions({
    kind: announcementKind,
    calls: {
      submit: (id) => submit({ id }).unwrap(),
      withdraw: (id) => withdraw({ id }).unwrap(),
      offline: (id, reason) => offline({ id, ...(reason === undefined ? {} : { reason }) }).unwrap(),
      remove: (id) => remove({ id }).unwrap(),
      copy: (id) => copy({ id }).unwrap(),
    },
    submittedText: submittedMessage,
    offlineDescription: '下线后学生将看不到该公告；下线的公告可以复制为新草稿重新发布。',
    onRemoved,
  });
}
