import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { modal } from '../../ui/Modal';
import { PromptDialog } from '../../ui/PromptDialog';
import { EMPLOYER_NOT_PASSED_CODE } from '../../contract/account';
import { REVIEW_REASON_LIMIT, reasonProblem } from '../../contract/workflow';
import {
  POSTING_MANAGE_PERMISSION,
  isEditablePosting,
  postingEditPath,
  type EmployerPostingAction,
  type PostingKind,
  type PostingRef,
} from './employerPostings';
import { useAppSelector } from '../api/hooks';
import { isPermissionRefusal, refusalOf } from '../api/refusal';
import { selectIsPhone } from '../api/site';
import { useNotify } from '../api/useNotify';
import { useCan } from '../session/permissions';

/** The server calls behind the actions, each resolving when the server agreed. */
export type PostingCalls = {
  /** Resolves with the state the submission came to (published at once where the site reviews automatically). */
  submit: (id: string) => Promise<{ zt: string }>;
  withdraw: (id: string) => Promise<unknown>;
  /** `reason` is left out when none was given. */
  offline: (id: string, reason?: string) => Promise<unknown>;
  remove: (id: string) => Promise<unknown>;
  /** Resolves with the new draft's id. */
  copy: (id: string) => Promise<{ id: string }>;
};

export type PostingActionsOptions = {
  kind: PostingKind;
  calls: PostingCalls;
  /** What a submission came to, in words: pending review, or published at once. */
  submittedText: (zt: string) => string;
  /** What taking one offline means, shown in its dialog. */
  offlineDescription: string;
  /** Hears of a deleted draft (the detail showing it closes). */
  onRemoved?: (id: string) => void;
};

export type PostingActions = {
  /** Runs an action on a posting, asking first where it cannot be undone easily. */
  run: (action: EmployerPostingAction, posting: PostingRef) => Promise<void>;
  /** The posting and action under way (its button shows loading). */
  busy: { id: string; action: EmployerPostingAction } | null;
  /** The dialogs the actions open; render once on the page. */
  dialogs: ReactNode;
  /** The user's role may publish and act on postings (招聘信息·管理); else the screens only show them. */
  canManage: boolean;
};

/**
 * A management list's and its detail's actions on a posting: edit and copy lead to the form; submit,
 * withdraw, take offline (with an optional reason) and delete call the server, confirm first where it
 * matters, and say what happened. A submission the server refuses waits in a dialog until it is read:
 * the registration not passed yet (4010), missing content (leading to the form), the daily cap; so
 * does any action refused for a missing permission (4030), whose buttons go as the grants are read again.
 */
export function usePostingActions({
  kind,
  calls,
  submittedText,
  offlineDescription,
  onRemoved,
}: PostingActionsOptions): PostingActions {
  const isPhone = useAppSelector(selectIsPhone);
  const navigate = useNavigate();
  const notify = useNotify();
  const [busy, setBusy] = useState<PostingActions['busy']>(null);
  const [offlineTarget, setOfflineTarget] = useState<PostingRef | null>(null);
  const canManage = useCan(POSTING_MANAGE_PERMISSION);
  const { noun } = kind;

  const refused = async (error: unknown, action: EmployerPostingAction, posting: PostingRef) => {
    const refusal = refusalOf(error);
    const { code, message } = refusal;
    if (isPermissionRefusal(refusal)) {
      await modal.warning({ title: '没有操作权限', content: message, okText: '知道了' });
    } else if (code === EMPLOYER_NOT_PASSED_CODE) {
      await modal.warning({
        title: '暂不能提交审核',
        content: `${message}。学校审核通过贵单位的注册信息后即可提交，${noun}会一直保存在草稿中。`,
        okText: '知道了',
      });
    } else if (code === 400 && action === 'submit' && isEditablePosting(posting.zt)) {
      // The server's rules name what is missing or wrong: the form shows it at the field.
      const edit = await modal.confirm({ title: '暂不能提交审核', content: message, okText: '去修改' });
      if (edit) void navigate(postingEditPath(kind, posting.id));
    } else if (action === 'submit') {
      await modal.warning({ title: '暂不能提交审核', content: message, okText: '知道了' });
    } else notify.error(message);
  };

  /** Calls the server with the button busy; says what happened. True when it went through. */
  const call = async (action: EmployerPostingAction, posting: PostingRef, request: () => Promise<string>) => {
    setBusy({ id: posting.id, action });
    try {
      notify.success(await request());
      return true;
    } catch (error) {
      await refused(error, action, posting);
      return false;
    } finally {
      setBusy(null);
    }
  };

  const run = async (action: EmployerPostingAction, posting: PostingRef) => {
    const { id, name } = posting;
    switch (action) {
      case 'edit':
        void navigate(postingEditPath(kind, id));
        return;
      case 'submit':
        await call(action, posting, async () => submittedText((await calls.submit(id)).zt));
        return;
      case 'withdraw':
        if (
          await modal.confirm({
            title: `撤回“${name}”？`,
            content: `撤回后${noun}回到草稿状态，可以修改后重新提交审核。`,
            okText: '撤回',
          })
        )
          await call(action, posting, async () => {
            await calls.withdraw(id);
            return '已撤回为草稿';
          });
        return;
      case 'offline':
        setOfflineTarget(posting);
        return;
      case 'copy': {
        setBusy({ id, action });
        try {
          const copy = await calls.copy(id);
          notify.success('已复制为新草稿，请修改后提交');
          void navigate(postingEditPath(kind, copy.id));
        } catch (error) {
          await refused(error, action, posting);
        } finally {
          setBusy(null);
        }
        return;
      }
      case 'remove':
        if (
          (await modal.confirm({
            title: `删除草稿“${name}”？`,
            content: '删除后不可恢复。',
            okText: '删除',
          })) &&
          (await call(action, posting, async () => {
            await calls.remove(id);
            return '草稿已删除';
          }))
        )
          onRemoved?.(id);
        return;
    }
  };

  const dialogs = (
    <PromptDialog
      open={offlineTarget !== null}
      title={offlineTarget ? `下线“${offlineTarget.name}”` : `下线${noun}`}
      label="下线原因（选填）"
      description={offlineDescription}
      limit={REVIEW_REASON_LIMIT}
      validate={(reason) => reasonProblem('optional', reason, '下线')}
      okText="确认下线"
      danger
      variant={isPhone ? 'phone' : 'desktop'}
      onCancel={() => setOfflineTarget(null)}
      onSubmit={async (reason) => {
        if (offlineTarget === null) return null;
        try {
          await calls.offline(offlineTarget.id, reason === '' ? undefined : reason);
        } catch (error) {
          return refusalOf(error).message;
        }
        setOfflineTarget(null);
        notify.success(`${noun}已下线`);
        return null;
      }}
    />
  );

  return { run, busy, dialogs, canManage };
}
