import type { ReviewRequest, SchoolOfflineRequest } from '../../contract/positions';
import { postingWorkflow, type PostingAction, type PostingState } from '../../contract/workflow';
import { SCHOOL_POSTING_ACTIONS, optionalReason } from './reviewActions';
import { postingStateDisplay } from './reviewDisplay';
import { ReviewScreen, type Reviewable, type ReviewScreenProps } from './ReviewScreen';

/** A mutation's trigger, as RTK Query's hooks give it. */
type Call<Request> = (request: Request) => { unwrap: () => Promise<unknown> };

type SchoolPostingAction = (typeof SCHOOL_POSTING_ACTIONS)[number];

export type PostingReviewScreenProps<Item extends Reviewable> = Omit<
  ReviewScreenProps<Item, PostingState, PostingAction, SchoolPostingAction>,
  'table' | 'handled' | 'perform' | 'stateDisplay' | 'loadingRows'
> & {
  /** The kind's decision call (通过, 驳回, 要求修改). */
  review: Call<ReviewRequest>;
  /** The kind's take-down call (下线). */
  takeOffline: Call<SchoolOfflineRequest>;
};

/** The review page of a position or an announcement: the posting workflow's states and the school's calls. */
export function PostingReviewScreen<Item extends Reviewable>({
  review,
  takeOffline,
  ...screen
}: PostingReviewScreenProps<Item>) {
  return (
    <ReviewScreen
      {...screen}
      table={postingWorkflow}
      handled={SCHOOL_POSTING_ACTIONS}
      stateDisplay={postingStateDisplay}
      loadingRows={8}
      perform={(item, action, reason) =>
        action === 'offline'
          ? takeOffline({ id: item.id, reason }).unwrap()
          : review({ id: item.id, action, ...optionalReason(reason) }).unwrap()
      }
    />
  );
}
