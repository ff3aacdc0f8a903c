import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../../ui/Button';
import { Callout } from '../../../../ui/Callout';
import { Form } from '../../../../ui/Form';
import { Link } from '../../../../ui/Link';
import { PageActions, PageHeader, PageNote, PagePanel, PageTitle } from '../../../../ui/PagePanel';
import { useDebouncedValue } from '../../../../ui/useDebouncedValue';
import { chinaDate } from '../../../../contract/chinaTime';
import { SALARY_TYPES } from '../../../../contract/codeLists';
import { offeredSalaryTypes, type PositionRuleContext } from '../../../../contract/positionRules';
import type { PositionDetail } from '../../../../contract/positions';
import { isSelectableArea } from '../../../../contract/regions';
import { useAppSelector } from '../../../../app/api/hooks';
import { PostingStateBadge } from '../../../../app/postings/PostingStateBadge';
import { ReviewerReason } from '../../../../app/postings/ReviewerReason';
import { selectIsPhone, selectSystemConfig } from '../../../../app/api/site';
import { usePostingForm } from '../../../../app/postings/usePostingForm';
import { positionsApi } from '../../positionsApi';
import { positionKind, submittedText } from '../positionDisplay';
import {
  POSITION_FORM_FIELDS,
  emptyPositionForm,
  positionFormProblems,
  positionFormValues,
  serverFieldOf,
  toPositionDraft,
  wordingFlagsOf,
  wordingMessagesOf,
  type PositionFormValues,
} from '../positionForm';
import { useRegionTree } from '../regionTree';
import { PositionFields } from './PositionFields';
import { StyledIntro, StyledTitleRow } from './positionPage.styles';

/** The content check runs this long after the last keystroke. */
const WORDING_CHECK_DELAY_MS = 400;

export type PositionEditorProps = {
  /** The saved position being edited; absent for a new one. */
  position?: PositionDetail;
  /** A new position got its id from its first save (the page records it in its address). */
  onCreated?: (id: string) => void;
};

/**
 * The position form: every field with checkPosition's message at it, the content check as the
 * employer types, 保存草稿 and 提交审核 (a published position: 保存并重新提交审核), and what the
 * server refuses shown where it belongs.
 */
export function PositionEditor({ position, onCreated }: PositionEditorProps) {
  const isPhone = useAppSelector(selectIsPhone);
  const config = useAppSelector(selectSystemConfig);
  const navigate = useNavigate();
  const [savePosition] = positionsApi.useSavePositionMutation();
  const [submitPosition] = positionsApi.useSubmitPositionMutation();
  const regions = useRegionTree();
  const [today] = useState(() => chinaDate(Date.now()));
  // Before the guard has the site's config (never in the app, possibly in a test) every type is offered.
  const salaryTypes = useMemo(
    () => (config ? offeredSalaryTypes(config.zpgwxzfs) : SALARY_TYPES.map((type) => type.code)),
    [config],
  );
  const context: PositionRuleContext = useMemo(
    () => ({
      today,
      salaryTypes,
      ...(regions.status === 'ready'
        ? { isSelectableArea: (code: string) => isSelectableArea(regions.index, code) }
        : {}),
    }),
    [today, salaryTypes, regions],
  );
  const [initialValues] = useState<PositionFormValues>(() =>
    position ? positionFormValues(position) : emptyPositionForm({ today, salaryTypes }),
  );

  const { form, saved, state, resubmits, alert, pendingMode, run } = usePostingForm({
    kind: positionKind,
    saved: position ? { id: position.id, zt: position.zt, shyj: position.shyj } : null,
    initialValues,
    fields: POSITION_FORM_FIELDS,
    problemsOf: (values, submitting) => positionFormProblems(values, context, { submitting }),
    hasUnsavedChanges: (values, savedValues) => JSON.stringify(values) !== JSON.stringify(savedValues),
    save: (values, id) => savePosition(toPositionDraft(values, id)).unwrap(),
    submit: (id) => submitPosition({ id }).unwrap(),
    fieldOf: serverFieldOf,
    resubmittedText: () => '已保存，职位已重新提交学校审核',
    submittedText,
    leaveDialog: {
      title: '放弃未保存的修改？',
      content: '离开后，本次未保存的内容将丢失。',
      cancelText: '继续编辑',
    },
    onCreated,
  });

  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (alert === null) return;
    alertRef.current?.scrollIntoView?.({ block: 'nearest' });
    alertRef.current?.focus();
  }, [alert]);

  const settledValues = useDebouncedValue(form.values, WORDING_CHECK_DELAY_MS);
  const wording = useMemo(() => wordingMessagesOf(wordingFlagsOf(settledValues)), [settledValues]);

  const buttonSize = isPhone ? 'phone' : 'lg';
  const primaryText = resubmits
    ? '保存并重新提交审核'
    : state === 'rejected' || state === 'changes'
      ? '重新提交审核'
      : '提交审核';
  const draftText = state === 'rejected' || state === 'changes' ? '保存修改' : '保存草稿';

  return (
    <PagePanel variant={isPhone ? 'phone' : 'desktop'}>
      <PageHeader>
        <StyledTitleRow>
          {!isPhone && <PageTitle>{position ? '修改招聘职位' : '发布招聘职位'}</PageTitle>}
          {saved && <PostingStateBadge zt={saved.zt} />}
        </StyledTitleRow>
      </PageHeader>

      {saved && (
        <ReviewerReason zt={saved.zt} reason={saved.shyj}>
          <span>请按意见修改后重新提交审核。</span>
        </ReviewerReason>
      )}
      {resubmits && (
        <Callout tone="info" title="该职位已发布">
          保存修改后，职位将重新提交学校审核，审核通过前暂不对学生展示。
        </Callout>
      )}
      <StyledIntro>带 * 的为提交审核时的必填项；保存草稿只需填写职位名称。</StyledIntro>

      {alert && (
        <div ref={alertRef} tabIndex={-1}>
          {alert.notPassed ? (
            <Callout tone="warning" announce title="暂不能提交审核">
              <span>{alert.message}</span>
              <span>
                {alert.draftSaved ? '填写的内容已保存，' : '现在可以先保存草稿，'}
                学校审核通过贵单位的注册信息后即可提交。
                <Link to={isPhone ? '/dwmobileHome' : '/dwsy'}>前往单位首页查看审核状态</Link>
              </span>
            </Callout>
          ) : (
            <Callout tone="error" announce title={alert.draftSaved ? '已保存，但未能提交审核' : '保存失败'}>
              {alert.message}
            </Callout>
          )}
        </div>
      )}

      <Form
        form={form}
        variant={isPhone ? 'phone' : 'desktop'}
        aria-label="招聘职位"
        // Enter in a text box must not save or submit by surprise; the buttons do that.
        onKeyDown={(event) => {
          if (event.key === 'Enter' && event.target instanceof HTMLInputElement) event.preventDefault();
        }}
      >
        <PositionFields
          form={form}
          variant={isPhone ? 'phone' : 'desktop'}
          today={today}
          salaryTypes={salaryTypes}
          regions={regions}
          areaName={position?.gzdqmc ?? ''}
          wording={wording}
        />
        <PageActions variant={isPhone ? 'phone' : 'desktop'}>
          <Button
            variant="primary"
            size={buttonSize}
            loading={pendingMode === 'submit'}
            disabled={pendingMode === 'draft'}
            onClick={() => void run('submit')}
          >
            {primaryText}
          </Button>
          {!resubmits && (
            <Button
              size={buttonSize}
              loading={pendingMode === 'draft'}
              disabled={pendingMode === 'submit'}
              onClick={() => void run('draft')}
            >
              {draftText}
            </Button>
          )}
          <Button size={buttonSize} variant="text" onClick={() => void navigate(positionKind.screens.manage)}>
            返回职位管理
          </Button>
        </PageActions>
        {resubmits && <PageNote>保存后职位回到“待审核”状态，学校审核通过后重新发布。</PageNote>}
      </Form>
    </PagePanel>
  );
}
