import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  MAX_BULK_IDS,
  type ApplicationEmployerAction,
  type ApplicationListItem,
  type InterviewDetails,
} from '../../../contract/applications';
import { RESUMES_MANAGE } from '../../../contract/permissions';
import { REVIEW_REASON_LIMIT, reasonProblem } from '../../../contract/workflow';
import { Modal, modal } from '../../../ui/Modal';
import { PromptDialog } from '../../../ui/PromptDialog';
import { color, fontSize, fontWeight, space } from '../../../ui/theme';
import { useAppSelector } from '../../../app/api/hooks';
import { refusalOf } from '../../../app/api/refusal';
import { selectIsPhone } from '../../../app/api/site';
import { useNotify } from '../../../app/api/useNotify';
import { useCan } from '../../../app/api/session';
import { employerApplicationsApi } from '../employerApi';
import { InterviewDialog } from './components/InterviewDialog';
import { actionLabel, bulkOutcome, type BulkOutcome } from './applicationRules';

const StyledSummary = styled.p`
  margin: 0;
  font-size: ${fontSize.lg};
`;

const StyledFailures = styled.ul`
  margin: ${space(2)} 0 0;
  padding-left: ${space(5)};

  strong {
    font-weight: ${fontWeight.medium};
  }
  span {
    color: ${color.danger};
  }
`;

/** The rows an action applies to (the list's selection, or the one application on view). */
export type ActionTarget = Pick<ApplicationListItem, 'id' | 'xm' | 'zwmc' | 'zt'>;

export type ApplicationActions = {
  /** Runs an action on the rows: asks first (a reason, an interview slot, a confirmation). */
  run: (action: ApplicationEmployerAction, rows: readonly ActionTarget[]) => void;
  /** The action under way. */
  busy: ApplicationEmployerAction | null;
  /** The dialogs; render once on the page. */
  dialogs: ReactNode;
  /** The role may act on applications (简历管理·管理); else the screens only show them. */
  canManage: boolean;
};

const subjectOf = (rows: readonly ActionTarget[]) =>
  rows.length === 1 ? `“${rows[0]?.xm ?? ''}”` : `选中的 ${rows.length} 份简历`;

const DONE_TEXT: Readonly<Record<ApplicationEmployerAction, string>> = {
  invite: '已发送面试邀请',
  interview: '已标记为面试中',
  offer: '已标记为录用',
  hire: '已确认入职',
  reject: '已标记为不合适',
};

/**
 * The employer's actions on applications, one or many at once: 不合适 with an optional reason, 邀请面试
 * with one interview slot, the others after a confirmation. Each application is checked by the server
 * on its own: what went through is said in a toast, what did not is listed with the server's reason.
 */
export function useApplicationActions({
  today,
  interview = null,
  onDone,
}: {
  today: string;
  /** The slot already set on the one application shown (rescheduling starts from it). */
  interview?: InterviewDetails | null;
  /** Hears which ids changed (the list clears its selection). */
  onDone?: (changed: string[]) => void;
}): ApplicationActions {
  const variant = useAppSelector(selectIsPhone) ? 'phone' : 'desktop';
  const notify = useNotify();
  const canManage = useCan(RESUMES_MANAGE);
  const [transition] = employerApplicationsApi.useTransitionApplicationsMutation();
  const [busy, setBusy] = useState<ApplicationEmployerAction | null>(null);
  const [rejecting, setRejecting] = useState<readonly ActionTarget[] | null>(null);
  const [inviting, setInviting] = useState<readonly ActionTarget[] | null>(null);
  const [outcome, setOutcome] = useState<BulkOutcome | null>(null);

  /** Sends the transition; a refusal of the whole request is returned as a message. */
  const send = async (
    action: ApplicationEmployerAction,
    rows: readonly ActionTarget[],
    extra: { reason?: string; interview?: InterviewDetails },
  ): Promise<string | null> => {
    setBusy(action);
    try {
      const result = await transition({ ids: rows.map((row) => row.id), action, ...extra }).unwrap();
      const done = bulkOutcome(result, rows);
      if (done.failures.length === 0)
        notify.success(rows.length === 1 ? DONE_TEXT[action] : `${DONE_TEXT[action]}：${done.succeeded} 份`);
      else if (rows.length === 1) notify.error(done.failures[0]?.message ?? '操作失败');
      else setOutcome(done);
      onDone?.(result.succeeded.map((item) => item.id));
      return null;
    } catch (error) {
      return refusalOf(error).message;
    } finally {
      setBusy(null);
    }
  };

  const run = (action: ApplicationEmployerAction, rows: readonly ActionTarget[]) => {
    if (rows.length === 0) return;
    if (rows.length > MAX_BULK_IDS) {
      notify.error(`一次最多处理 ${MAX_BULK_IDS} 份简历`);
      return;
    }
    if (action === 'reject') setRejecting(rows);
    else if (action === 'invite') setInviting(rows);
    else
      void (async () => {
        const confirmed = await modal.confirm({
          title: `${actionLabel(action)}？`,
          content: `将${subjectOf(rows)}标记为“${actionLabel(action)}”，学生会收到状态变化的消息。`,
          okText: actionLabel(action),
        });
        if (!confirmed) return;
        const refusal = await send(action, rows, {});
        if (refusal !== null) notify.error(refusal);
      })();
  };

  const dialogs = (
    <>
      <PromptDialog
        open={rejecting !== null}
        title="标记为不合适"
        label="原因（选填）"
        description={`将${subjectOf(rejecting ?? [])}标记为不合适。学生只会看到礼貌的婉拒说明和你填写的原因。`}
        limit={REVIEW_REASON_LIMIT}
        validate={(reason) => reasonProblem('optional', reason, '标记不合适')}
        okText="确认不合适"
        danger
        variant={variant}
        onCancel={() => setRejecting(null)}
        onSubmit={async (reason) => {
          if (rejecting === null) return null;
          const refusal = await send('reject', rejecting, reason === '' ? {} : { reason });
          if (refusal === null) setRejecting(null);
          return refusal;
        }}
      />
      <InterviewDialog
        open={inviting !== null}
        subject={subjectOf(inviting ?? [])}
        initial={inviting?.length === 1 ? interview : null}
        today={today}
        variant={variant}
        onCancel={() => setInviting(null)}
        onSubmit={async (slot) => {
          if (inviting === null) return null;
          const refusal = await send('invite', inviting, { interview: slot });
          if (refusal === null) setInviting(null);
          return refusal;
        }}
      />
      <Modal
        open={outcome !== null}
        title="批量操作结果"
        icon="warning"
        okText="知道了"
        showCancel={false}
        onOk={() => setOutcome(null)}
        onCancel={() => setOutcome(null)}
        variant={variant}
      >
        {outcome !== null && (
          <>
            <StyledSummary>{`成功 ${outcome.succeeded} 份，失败 ${outcome.failures.length} 份`}</StyledSummary>
            <StyledFailures aria-label="未处理的简历">
              {outcome.failures.map((failure) => (
                <li key={failure.id}>
                  <strong>{failure.name}</strong>：<span>{failure.message}</span>
                </li>
              ))}
            </StyledFailures>
          </>
        )}
      </Modal>
    </>
  );

  return { run, busy, dialogs, canManage };
}
