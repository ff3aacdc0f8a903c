import { useState } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import type { Appeal, SchoolAppealDetail } from '../../../contract/dishonesty';
import { REVIEW_REASON_LIMIT } from '../../../contract/workflow';
import { StatusBadge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { Callout } from '../../../ui/Callout';
import { Descriptions } from '../../../ui/Descriptions';
import { FormField } from '../../../ui/Form';
import { Icon } from '../../../ui/Icon';
import { LimitedTextArea } from '../../../ui/LimitedTextArea';
import { Link } from '../../../ui/Link';
import { modal } from '../../../ui/Modal';
import { RadioGroup } from '../../../ui/Radio';
import { Result } from '../../../ui/Result';
import { Section, SectionStack } from '../../../ui/Section';
import { Skeleton } from '../../../ui/Skeleton';
import { space } from '../../../ui/theme';
import { Timeline } from '../../../ui/Timeline';
import { useAppSelector } from '../../../app/api/hooks';
import { refusalOf } from '../../../app/api/refusal';
import { selectIsPhone } from '../../../app/api/site';
import { useNotify } from '../../../app/api/useNotify';
import { LoadFailedAlert } from '../../../app/review/LoadFailedAlert';
import { useQueuePath } from '../../../app/review/queueReturn';
import { isNotFound } from '../../../app/review/reviewActions';
import {
  ANSWER_CHOICES,
  ANSWER_MISSING,
  APPEAL_PENDING_CODE,
  answerProblem,
  appealStateDisplay,
  attachmentUrl,
} from '../appealAdminRules';
import { APPEAL_QUEUE_PAGE } from '../appealAdminPages';
import { dishonestyAdminApi } from '../dishonestyAdminApi';

type Variant = 'desktop' | 'phone';
type Action = (typeof ANSWER_CHOICES)[number]['value'];

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${space(3)};
`;

const StyledFiles = styled.ul`
  margin: 0;
  padding-left: ${space(5)};
`;

function Attachments({ appeal }: { appeal: Appeal }) {
  if (appeal.fj.length === 0) return <span>未上传证明材料</span>;
  return (
    <StyledFiles aria-label="证明材料">
      {appeal.fj.map((file) => (
        <li key={file.id}>
          <a href={attachmentUrl(file.id)} download={file.name}>
            {`下载 ${file.name}`}
          </a>
        </li>
      ))}
    </StyledFiles>
  );
}

function RecordFields({ appeal, variant }: { appeal: SchoolAppealDetail; variant: Variant }) {
  const record = appeal.jl;
  return (
    <Section title="不诚信记录" headingLevel={2}>
      <Descriptions
        variant={variant}
        columns={{ desktop: 2, phone: 1 }}
        items={[
          { key: 'dwmc', label: '单位名称', children: appeal.dwmc },
          { key: 'gzmc', label: '违规事项', children: record.gzmc },
          { key: 'dxmc', label: '相关活动', children: record.dxmc },
          { key: 'wgrq', label: '违规日期', children: record.wgrq },
          { key: 'yxqz', label: '有效期至', children: record.yxqz },
          { key: 'ztmc', label: '记录状态', children: record.ztmc },
          { key: 'yx', label: '影响', children: record.yx || '暂无影响' },
          { key: 'sm', label: '记录说明', children: record.sm || '—' },
        ]}
      />
    </Section>
  );
}

/** The answer to a pending appeal: revoke the record or keep it, with a reply (required to keep it). */
function AnswerForm({ appeal, variant }: { appeal: SchoolAppealDetail; variant: Variant }) {
  const notify = useNotify();
  const [answer, state] = dishonestyAdminApi.useAnswerAppealMutation();
  const [action, setAction] = useState<Action | null>(null);
  const [reply, setReply] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async () => {
    const found = answerProblem(action, reply);
    setProblem(found);
    if (found !== null || action === null) return;
    const revoke = action === 'accept';
    const confirmed = await modal.confirm({
      title: revoke ? '撤销该不诚信记录？' : '驳回该申诉？',
      content: revoke
        ? `撤销后该记录不再计入暂停预订的规则，${appeal.dwmc}将收到申诉成功的通知。`
        : `记录维持有效，${appeal.dwmc}将收到申诉未通过的通知和您的答复。`,
      okText: revoke ? '撤销记录' : '驳回申诉',
    });
    if (!confirmed) return;
    try {
      await answer({
        ssid: appeal.id,
        action,
        ...(reply.trim() === '' ? {} : { reason: reply.trim() }),
      }).unwrap();
      notify.success(revoke ? '已通过申诉，记录已撤销' : '已驳回申诉');
    } catch (error) {
      setProblem(refusalOf(error).message);
    }
  };
  return (
    <Section title="处理申诉" headingLevel={2}>
      <StyledForm
        aria-label="处理申诉"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <FormField
          label="处理结果"
          required
          variant={variant}
          error={problem === ANSWER_MISSING ? problem : null}
        >
          <RadioGroup<Action>
            value={action}
            onChange={setAction}
            options={ANSWER_CHOICES}
            direction={variant === 'phone' ? 'vertical' : 'horizontal'}
            variant={variant}
          />
        </FormField>
        <FormField
          label="答复"
          required={action === 'reject'}
          help="单位会在“校招不诚信记录”中看到您的答复"
          variant={variant}
          error={problem !== null && problem !== ANSWER_MISSING ? problem : null}
        >
          <LimitedTextArea value={reply} onChange={setReply} limit={REVIEW_REASON_LIMIT} rows={4} />
        </FormField>
        <div>
          <Button
            htmlType="submit"
            variant="primary"
            size={variant === 'phone' ? 'phone' : 'md'}
            block={variant === 'phone'}
            loading={state.isLoading}
          >
            提交答复
          </Button>
        </div>
      </StyledForm>
    </Section>
  );
}

/**
 * /mgrpage/bcxss/:id: one appeal of a dishonesty record: the record and what it causes, the reason and
 * the evidence (downloadable), earlier appeals of the record, and, while it waits, the school's answer.
 */
export default function AppealAnswerScreen() {
  const variant = useAppSelector(selectIsPhone) ? 'phone' : 'desktop';
  const { id = '' } = useParams();
  const detail = dishonestyAdminApi.useSchoolAppealQuery(id);
  const backPath = useQueuePath(APPEAL_QUEUE_PAGE);
  const back =
    variant === 'phone' ? null : (
      <Link to={backPath} underline="hover">
        <Icon name="chevron-left" size="14px" />
        返回不诚信申诉列表
      </Link>
    );
  if (detail.isLoading)
    return (
      <SectionStack>
        <Section>
          <Skeleton title rows={6} label="申诉加载中" />
        </Section>
      </SectionStack>
    );
  const appeal = detail.data;
  if (detail.isError || appeal === undefined)
    return (
      <SectionStack>
        {back}
        <Section>
          {isNotFound(detail.error) ? (
            <Result status="404" title="申诉不存在" subtitle="该申诉不存在或不属于本站点。" />
          ) : (
            <LoadFailedAlert
              failed="申诉加载失败"
              error={detail.error}
              onRetry={() => void detail.refetch()}
            />
          )}
        </Section>
      </SectionStack>
    );
  const state = appealStateDisplay(appeal.zt);
  return (
    <SectionStack data-ui="appeal-answer">
      {back}
      <Section
        title={
          <>
            {`${appeal.dwmc}的申诉 `}
            <StatusBadge tone={state.tone}>{state.label}</StatusBadge>
          </>
        }
        headingLevel={2}
      >
        <Descriptions
          variant={variant}
          columns={1}
          items={[
            { key: 'sssj', label: '申诉时间', children: appeal.sssj.slice(0, 16) },
            { key: 'ssly', label: '申诉理由', children: appeal.ssly },
            { key: 'fj', label: '证明材料', children: <Attachments appeal={appeal} /> },
            ...(appeal.zt === APPEAL_PENDING_CODE
              ? []
              : [
                  {
                    key: 'df',
                    label: '学校答复',
                    children: `${appeal.dfyy || '（无答复说明）'}（${appeal.dfr}，${appeal.dfsj.slice(0, 16)}）`,
                  },
                ]),
          ]}
        />
      </Section>
      <RecordFields appeal={appeal} variant={variant} />
      {appeal.zt === APPEAL_PENDING_CODE ? (
        <AnswerForm appeal={appeal} variant={variant} />
      ) : (
        <Callout tone="info">该申诉已处理。</Callout>
      )}
      {appeal.appeals.length > 1 && (
        <Section title="该记录的全部申诉" headingLevel={2}>
          <Timeline
            aria-label="该记录的全部申诉"
            items={appeal.appeals.map((item) => ({
              key: item.id,
              title: <StatusBadge tone={appealStateDisplay(item.zt).tone}>{item.ztmc}</StatusBadge>,
              meta: `提交于 ${item.sssj}${item.dfsj ? ` · ${item.dfr} 答复于 ${item.dfsj}` : ''}`,
              children: (
                <>
                  <div>{`申诉理由：${item.ssly}`}</div>
                  {item.dfyy && <div>{`学校答复：${item.dfyy}`}</div>}
                </>
              ),
            }))}
          />
        </Section>
      )}
    </SectionStack>
  );
}
