import styled from 'styled-components';
import type { StudentTalkDetail } from '../../../contract/activities';
import { StatusBadge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { Callout } from '../../../ui/Callout';
import { modal } from '../../../ui/Modal';
import { space } from '../../../ui/theme';
import { useNotify } from '../../../app/api/useNotify';
import { studentTalksApi } from '../studentTalksApi';
import { signUpAction, signUpDisplay } from '../talkDisplay';

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(3)};
`;

export type SignUpPanelProps = { talk: StudentTalkDetail; started: boolean; variant: 'desktop' | 'phone' };

/**
 * 报名参加, 取消报名, or why neither (closed, full, begun). A refusal (another student took the last
 * seat meanwhile) is the student client's toast; the detail is read again either way.
 */
export function SignUpPanel({ talk, started, variant }: SignUpPanelProps) {
  const notify = useNotify();
  const [signUp, signing] = studentTalksApi.useSignUpForTalkMutation();
  const [cancel, cancelling] = studentTalksApi.useCancelTalkSignUpMutation();
  const action = signUpAction(talk.bm, talk.ybm, started);
  const display = signUpDisplay(talk.bm, talk.ybm, started);
  const size = variant === 'phone' ? 'phone' : 'md';

  const join = async () => {
    try {
      await signUp({ id: talk.id }).unwrap();
      notify.success('报名成功，请准时参加');
    } catch {
      // The student client has shown the refusal.
    }
  };
  const leave = async () => {
    const confirmed = await modal.confirm({
      title: '取消报名',
      content: `确定取消报名“${talk.bt}”吗？名额将让给其他同学。`,
      okText: '取消报名',
      cancelText: '再想想',
    });
    if (!confirmed) return;
    try {
      await cancel({ id: talk.id }).unwrap();
      notify.success('已取消报名');
    } catch {
      // The student client has shown the refusal.
    }
  };

  return (
    <StyledRow data-ui="talk-sign-up">
      <span>学生报名：</span>
      <StatusBadge tone={display.tone}>{display.label}</StatusBadge>
      {talk.bm.rl > 0 && <span>{`已报名 ${talk.bm.ybmrs} / ${talk.bm.rl} 人`}</span>}
      {action.kind === 'signUp' && (
        <Button variant="primary" size={size} loading={signing.isLoading} onClick={() => void join()}>
          报名参加
        </Button>
      )}
      {action.kind === 'cancel' && (
        <Button size={size} loading={cancelling.isLoading} onClick={() => void leave()}>
          取消报名
        </Button>
      )}
      {action.kind === 'none' && !talk.ybm && <Callout tone="info">{action.reason}</Callout>}
    </StyledRow>
  );
}
