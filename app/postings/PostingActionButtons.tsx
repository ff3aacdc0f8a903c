import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button, type ButtonSize } from '../../ui/Button';
import { space } from '../../ui/theme';
import {
  EMPLOYER_POSTING_ACTION_LABELS,
  permittedPostingActions,
  primaryPostingAction,
  type PostingRef,
} from './employerPostings';
import type { PostingActions } from './usePostingActions';

const StyledActions = styled.div<{ $look: 'links' | 'buttons' }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: ${({ $look }) => ($look === 'buttons' ? 'flex-end' : 'flex-start')};
  gap: ${({ $look }) => ($look === 'buttons' ? space(2) : `${space(1)} ${space(3)}`)};
`;

export type PostingActionButtonsProps = {
  posting: PostingRef;
  actions: Pick<PostingActions, 'run' | 'busy' | 'canManage'>;
  size: ButtonSize;
  /** `links` in a row of a list; `buttons` (submit or else edit primary) at the foot of a detail. */
  look?: 'links' | 'buttons';
  /** Each button names the posting too (编辑 销售代表), for lists of many; default true. */
  named?: boolean;
  /** Shown before the actions (a row's 查看 link). */
  children?: ReactNode;
};

/**
 * A posting's buttons: only what its state and the user's role allow, each naming the posting for
 * screen readers when `named`.
 */
export function PostingActionButtons({
  posting,
  actions,
  size,
  look = 'links',
  named = true,
  children,
}: PostingActionButtonsProps) {
  const allowed = permittedPostingActions(posting.zt, actions.canManage);
  const primary = look === 'buttons' ? primaryPostingAction(allowed) : undefined;
  return (
    <StyledActions $look={look}>
      {children}
      {allowed.map((action) => (
        <Button
          key={action}
          variant={look === 'links' ? 'link' : action === primary ? 'primary' : 'default'}
          size={size}
          danger={action === 'remove' || action === 'offline'}
          loading={actions.busy?.id === posting.id && actions.busy.action === action}
          aria-label={named ? `${EMPLOYER_POSTING_ACTION_LABELS[action]} ${posting.name}` : undefined}
          onClick={() => void actions.run(action, posting)}
        >
          {EMPLOYER_POSTING_ACTION_LABELS[action]}
        </Button>
      ))}
    </StyledActions>
  );
}
