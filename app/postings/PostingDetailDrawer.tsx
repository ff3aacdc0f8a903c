import type { ReactNode } from 'react';
import { Drawer } from '../../ui/Drawer';
import { Skeleton } from '../../ui/Skeleton';
import type { PostingKind, PostingRef } from './employerPostings';
import { LoadFailure } from './LoadFailure';
import { PostingActionButtons } from './PostingActionButtons';
import type { PostingActions } from './usePostingActions';

export type PostingDetailDrawerProps = {
  kind: PostingKind;
  /** The posting once read; undefined while it is read or when the read failed. */
  posting: PostingRef | undefined;
  /** The read's final failure (settledError), else undefined. */
  error: unknown;
  onRetry: () => void;
  onClose: () => void;
  actions: Pick<PostingActions, 'run' | 'busy' | 'canManage'>;
  variant: 'desktop' | 'phone';
  /** The panel's width on desktop. */
  width: string;
  /** The buttons at its foot name the posting too (PostingActionButtons' `named`). */
  namedActions?: boolean;
  /** The detail, shown once the posting is read. */
  children?: ReactNode;
};

/**
 * A posting's detail beside its management list (a bottom sheet on phones), named by the posting:
 * a skeleton while it is read, the missing or failed answer, else the detail with the actions its
 * state allows at its foot (none for a user who may only view).
 */
export function PostingDetailDrawer({
  kind,
  posting,
  error,
  onRetry,
  onClose,
  actions,
  variant,
  width,
  namedActions = true,
  children,
}: PostingDetailDrawerProps) {
  const phone = variant === 'phone';
  const { noun } = kind;
  let body;
  if (posting !== undefined) body = children;
  else if (error !== undefined)
    body = (
      <LoadFailure
        error={error}
        title={`${noun}详情加载失败`}
        onRetry={onRetry}
        missing={{ title: `${noun}不存在`, subtitle: `该${noun}可能已被删除，或不属于当前单位。` }}
        headingLevel={3}
      />
    );
  else body = <Skeleton rows={8} label={`正在加载${noun}详情`} />;

  return (
    <Drawer
      open
      onClose={onClose}
      title={posting?.name ?? `${noun}详情`}
      placement={phone ? 'bottom' : 'right'}
      size={phone ? '90vh' : width}
      footer={
        posting &&
        actions.canManage && (
          <PostingActionButtons
            posting={posting}
            actions={actions}
            size={phone ? 'phone' : 'md'}
            look="buttons"
            named={namedActions}
          />
        )
      }
    >
      {body}
    </Drawer>
  );
}
