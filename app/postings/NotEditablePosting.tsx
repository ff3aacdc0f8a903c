import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../ui/Button';
import { Callout } from '../../ui/Callout';
import { PageActions, PagePanel, PageTitle, PreformattedText } from '../../ui/PagePanel';
import { postingWorkflow, refusalMessage } from '../../contract/workflow';
import {
  postingDetailPath,
  postingEditPath,
  postingStateOf,
  reasonTitle,
  type PostingKind,
  type PostingRef,
} from './employerPostings';
import { useAppSelector } from '../api/hooks';
import { PostingStateBadge } from './PostingStateBadge';
import { refusalOf } from '../api/refusal';
import { selectIsPhone } from '../api/site';
import { useNotify } from '../api/useNotify';

export type NotEditablePostingProps = {
  kind: PostingKind;
  posting: PostingRef & { shyj: string };
  /** Copies the posting as a new draft; resolves with the draft's id. */
  copy: () => Promise<{ id: string }>;
};

/**
 * The form's address of a posting it cannot edit (pending, offline, expired): why, the reviewer's
 * reason, and what the employer can do instead (copy it as a new draft, see it, go back).
 */
export function NotEditablePosting({ kind, posting, copy }: NotEditablePostingProps) {
  const isPhone = useAppSelector(selectIsPhone);
  const navigate = useNavigate();
  const notify = useNotify();
  const [copying, setCopying] = useState(false);
  const { noun } = kind;
  const state = postingStateOf(posting.zt);
  const reason = reasonTitle(posting.zt);
  const copyAsDraft = async () => {
    setCopying(true);
    try {
      const { id } = await copy();
      notify.success('已复制为新草稿');
      void navigate(postingEditPath(kind, id));
    } catch (error) {
      notify.error(refusalOf(error).message);
    } finally {
      setCopying(false);
    }
  };
  const size = isPhone ? 'phone' : 'md';
  return (
    <PagePanel variant={isPhone ? 'phone' : 'desktop'}>
      {!isPhone && <PageTitle>{`修改招聘${noun}`}</PageTitle>}
      <Callout tone="info" title={posting.name}>
        <PostingStateBadge zt={posting.zt} />
        <span>
          {state ? refusalMessage(postingWorkflow, state, 'edit') : `该${noun}当前不能修改`}。
          {state === 'pending'
            ? `如需修改，请先在${noun}管理中撤回为草稿。`
            : '可以复制为新草稿，修改后重新提交审核。'}
        </span>
        {reason !== '' && posting.shyj !== '' && (
          <PreformattedText>
            {reason}：{posting.shyj}
          </PreformattedText>
        )}
      </Callout>
      <PageActions variant={isPhone ? 'phone' : 'desktop'}>
        {state !== 'pending' && (
          <Button variant="primary" size={size} loading={copying} onClick={() => void copyAsDraft()}>
            复制为新草稿
          </Button>
        )}
        <Button size={size} onClick={() => void navigate(postingDetailPath(kind, posting.id))}>
          {`查看${noun}详情`}
        </Button>
        <Button size={size} variant="text" onClick={() => void navigate(kind.screens.manage)}>
          {`返回${noun}管理`}
        </Button>
      </PageActions>
    </PagePanel>
  );
}
