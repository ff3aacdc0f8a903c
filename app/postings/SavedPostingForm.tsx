import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../ui/Button';
import { PagePanel } from '../../ui/PagePanel';
import { Skeleton } from '../../ui/Skeleton';
import { isEditablePosting, type PostingKind, type PostingRef } from './employerPostings';
import { useAppSelector } from '../api/hooks';
import { LoadFailure } from './LoadFailure';
import { NotEditablePosting } from './NotEditablePosting';
import { settledError } from '../api/refusal';
import { selectIsPhone } from '../api/site';

type DetailQuery<Detail> = {
  currentData?: Detail;
  isError: boolean;
  isFetching: boolean;
  error?: unknown;
  refetch: () => unknown;
};

export type SavedPostingFormProps<Detail extends { id: string; zt: string; shyj: string }> = {
  kind: PostingKind;
  id: string;
  /** The detail's query for `id` (read again on each visit, so the form starts from what is saved). */
  detail: DetailQuery<Detail>;
  refOf: (detail: Detail) => PostingRef;
  /** Copies the posting as a new draft; resolves with the draft's id. */
  copy: (id: string) => Promise<{ id: string }>;
  /** The form of an editable posting. */
  editor: (detail: Detail) => ReactNode;
};

/**
 * The form page of a saved posting (?id=): a skeleton while it is read, the missing or failed answer,
 * the form where its state allows editing, else what the employer can do instead.
 */
export function SavedPostingForm<Detail extends { id: string; zt: string; shyj: string }>({
  kind,
  id,
  detail,
  refOf,
  copy,
  editor,
}: SavedPostingFormProps<Detail>) {
  const isPhone = useAppSelector(selectIsPhone);
  const navigate = useNavigate();
  const posting = detail.currentData?.id === id ? detail.currentData : undefined;
  if (posting !== undefined)
    return isEditablePosting(posting.zt) ? (
      editor(posting)
    ) : (
      <NotEditablePosting
        kind={kind}
        posting={{ ...refOf(posting), shyj: posting.shyj }}
        copy={() => copy(id)}
      />
    );

  const { noun } = kind;
  const error = settledError(detail);
  return (
    <PagePanel variant={isPhone ? 'phone' : 'desktop'}>
      {error === undefined ? (
        <Skeleton rows={8} label={`正在加载${noun}`} />
      ) : (
        <LoadFailure
          error={error}
          title={`${noun}加载失败`}
          onRetry={() => void detail.refetch()}
          missing={{
            title: `${noun}不存在`,
            subtitle: `该${noun}可能已被删除，或不属于当前单位。`,
            extra: (
              <Button variant="primary" onClick={() => void navigate(kind.screens.manage)}>
                {`返回${noun}管理`}
              </Button>
            ),
          }}
        />
      )}
    </PagePanel>
  );
}
