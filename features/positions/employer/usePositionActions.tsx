import { usePostingActions, type PostingActions } from '../../../app/postings/usePostingActions';
import { positionsApi } from '../positionsApi';
import { positionKind, submittedText } from './positionDisplay';

/**
 * The position list's and detail's actions (app/api/usePostingActions) on /com/zpgw/*.
 * `onRemoved` hears of a deleted draft (the detail showing it closes).
 */
export function usePositionActions({ onRemoved }: { onRemoved?: (id: string) => void } = {}): PostingActions {
  const [submit] = positionsApi.useSubmitPositionMutation();
  const [withdraw] = positionsApi.useWithdrawPositionMutation();
  const [offline] = positionsApi.useOfflinePositionMutation();
  const [remove] = positionsApi.useRemovePositionMutation();
  const [copy] = positionsApi.useCopyPositionMutation();
  return usePostingActions({
    kind: positionKind,
    calls: {
      submit: (id) => submit({ id }).unwrap(),
      withdraw: (id) => withdraw({ id }).unwrap(),
      offline: (id, reason) => offline({ id, ...(reason === undefined ? {} : { reason }) }).unwrap(),
      remove: (id) => remove({ id }).unwrap(),
      copy: (id) => copy({ id }).unwrap(),
    },
    submittedText,
    offlineDescription: '下线后学生将看不到该职位，也不能再投递简历；下线的职位可以复制为新草稿重新发布。',
    onRemoved,
  });
}
