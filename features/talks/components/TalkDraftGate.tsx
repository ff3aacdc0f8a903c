import type { ReactNode } from 'react';
import { Button } from '../../../ui/Button';
import { Empty } from '../../../ui/Empty';
import { Link } from '../../../ui/Link';
import { Result } from '../../../ui/Result';
import { Skeleton } from '../../../ui/Skeleton';
import type { TalkDetail } from '../../../contract/talks';
import { settledError } from '../../../app/api/refusal';
import { LoadFailure } from '../../../app/postings/LoadFailure';
import { TALK_SCREENS, TALK_STEPS, isEditableTalk, type TalkStepKey } from '../talkFlow';
import { TalkFlowFrame } from './TalkFlowFrame';
import { talksApi } from '../talksApi';

export type TalkDraftGateProps = {
  id: string | null;
  /** The step and its title, framing what shows instead of the step. */
  step: TalkStepKey;
  title: string;
  children: (talk: TalkDetail) => ReactNode;
};

/**
 * A step after the first needs the draft it works on: without one it leads to the first step, while
 * it is read a skeleton, a failed or missing read as such, a talk already submitted to its page.
 */
export function TalkDraftGate({ id, step, title, children }: TalkDraftGateProps) {
  return (
    <GateBody
      id={id}
      frame={(body) => (
        <TalkFlowFrame step={step} needsInvoice={false} title={title}>
          {body}
        </TalkFlowFrame>
      )}
    >
      {children}
    </GateBody>
  );
}

function GateBody({
  id,
  frame,
  children,
}: {
  id: string | null;
  frame: (body: ReactNode) => ReactNode;
  children: (talk: TalkDetail) => ReactNode;
}) {
  const detail = talksApi.useTalkDetailQuery(id ?? '', { skip: id === null });
  if (id === null)
    return frame(
      <Empty
        description="还没有填写宣讲会基本信息，请从第一步开始申请。"
        action={<Link to={TALK_STEPS[0]!.path}>填写宣讲会基本信息</Link>}
      />,
    );
  const talk = detail.data?.id === id ? detail.data : undefined;
  if (talk !== undefined) {
    if (!isEditableTalk(talk.zt))
      return frame(
        <Result
          status="info"
          title={`该宣讲会${talk.ztmc}`}
          subtitle="已提交的宣讲会不能再修改场地和人员；如需调整，请在宣讲会管理中取消后重新申请。"
          headingLevel={2}
          extra={<Link to={`${TALK_SCREENS.manage}?id=${encodeURIComponent(talk.id)}`}>查看宣讲会管理</Link>}
        />,
      );
    return <>{children(talk)}</>;
  }
  const error = settledError(detail);
  if (error !== undefined)
    return frame(
      <LoadFailure
        error={error}
        title="宣讲会信息加载失败"
        onRetry={() => void detail.refetch()}
        missing={{
          title: '宣讲会不存在',
          subtitle: '该宣讲会可能已被删除，或不属于当前单位。',
          extra: (
            <Button onClick={() => void detail.refetch()} variant="link">
              重新加载
            </Button>
          ),
        }}
      />,
    );
  return frame(<Skeleton rows={8} label="正在加载宣讲会信息" />);
}
