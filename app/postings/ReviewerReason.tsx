import type { ReactNode } from 'react';
import { Callout } from '../../ui/Callout';
import { PreformattedText } from '../../ui/PagePanel';
import { postingStateOf, reasonTitle } from './employerPostings';

/**
 * The school's reason on a rejected, changes-requested or offline posting, named by that state (学校驳回
 *原因): a rejection as an error, the others as warnings. Nothing for other states or without a reason.
 */
export function ReviewerReason({
  zt,
  reason,
  children,
}: {
  zt: string;
  reason: string;
  children?: ReactNode;
}) {
  const title = reasonTitle(zt);
  if (title === '' || reason === '') return null;
  return (
    <Callout tone={postingStateOf(zt) === 'rejected' ? 'error' : 'warning'} title={`学校${title}`}>
      <PreformattedText>{reason}</PreformattedText>
      {children}
    </Callout>
  );
}
