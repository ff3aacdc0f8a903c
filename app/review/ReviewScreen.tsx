import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ActionBar } from '../../ui/ActionBar';
import { StatusBadge } from '../../ui/Badge';
import type { BadgeTone } from '../../ui/Badge/Badge.styles';
import { Callout } from '../../ui/Callout';
import { FormAlert } from '../../ui/FormAlert';
import { Icon } from '../../ui/Icon';
import { Link } from '../../ui/Link';
import { PromptDialog } from '../../ui/PromptDialog';
import { Result } from '../../ui/Result';
import { Section, SectionStack } from '../../ui/Section';
import { Skeleton } from '../../ui/Skeleton';
import { Timeline } from '../../ui/Timeline';
import { fontSize, fontWeight, space } from '../../ui/theme';
import {
  REVIEW_REASON_LIMIT,
  reasonProblem,
  stateOfCode,
  type ReviewHistoryEntry,
  type TransitionTable,
} from '../../contract/workflow';
import { LoadFailedAlert } from './LoadFailedAlert';
import { useAppSelector } from '../api/hooks';
import { useQueuePath } from './queueReturn';
import { STATE_CONFLICT_NOTICE, isNotFound, reasonDialogText, reasonNoteLabel } from './reviewActions';
import { historyTimelineItems } from './reviewDisplay';
import { selectIsPhone } from '../api/site';
import { useReviewDecision } from './useReviewDecision';

const StyledHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(2)} ${space(3)};
`;

const StyledActions = styled(ActionBar)`
  margin-left: auto;
`;

const StyledName = styled.h2`
  margin: 0;
  font-size: ${fontSize.xl};
  font-weight: ${fontWeight.bold};
  overflow-wrap: anywhere;
`;

/** A lost decision's notice sits in the page's stack, spaced by it. */
const StyledAlert = styled(FormAlert)`
  margin: 0;
`;

const StyledNoteText = styled.p`
  margin: 0;
  white-space: pre-wrap;
`;

/** Whatever the school reviews: its state, the reviewer's latest reason, its history. */
export type Reviewable = { id: string; zt: string; shyj: string; history: readonly ReviewHistoryEntry[] };

/** The detail call's answer and state, as RTK Query gives them. */
export type ReviewDetail<Item> = {
  isLoading: boolean;
  isError: boolean;
  data?: Item;
  error?: unknown;
  refetch: () => unknown;
};

export type ReviewScreenProps<
  Item extends Reviewable,
  State extends string,
  Action extends string,
  Handled extends Action,
> = {
  'data-ui': string;
  /**
   * How the page speaks of what it reviews: the noun (职位: 返回职位列表, the dialog's 职位：…, 该职位不存在…)
   * and the placeholder's, the missing item's and the failed load's words.
   */
  texts: { noun: string; loading: string; missing: string; failed: string };
  /** The queue the item belongs to (its back link). */
  queuePath: string;
  detail: ReviewDetail<Item>;
  table: TransitionTable<State, Action>;
  /** The school's actions this screen's calls carry out. */
  handled: readonly Handled[];
  /** Carries out a decision on the item with its reason ('' when none was written). */
  perform: (item: Item, action: Handled, reason: string) => Promise<unknown>;
  stateDisplay: (code: string) => { label: string; tone: BadgeTone };
  /** Placeholder rows while the item loads. */
  loadingRows: number;
  /** The item's heading (its name, maybe with flagged words marked) and its plain name. */
  heading: (item: Item) => { title: ReactNode; name: string };
  /** The item's own sections, between the reviewer's reason and the history. */
  children: (item: Item, variant: 'desktop' | 'phone') => ReactNode;
};

/**
 * A review page of the console: the item exactly as submitted (the children), its state, the latest
 * reason, its history, and the school's actions its state allows, each through a reason dialog. A
 * missing item (another site's too) says so; a failed load offers 重试.
 */
export function ReviewScreen<
  Item extends Reviewable,
  State extends string,
  Action extends string,
  Handled extends Action,
>({
  'data-ui': dataUi,
  texts,
  queuePath,
  detail,
  table,
  handled,
  perform,
  stateDisplay,
  loadingRows,
  heading,
  children,
}: ReviewScreenProps<Item, State, Action, Handled>) {
  const isPhone = useAppSelector(selectIsPhone);
  const variant = isPhone ? 'phone' : 'desktop';
  const backPath = useQueuePath(queuePath);
  const item = detail.data;
  const decision = useReviewDecision({
    table,
    stateCode: item?.zt ?? '',
    handled,
    perform: (action, reason) => (item ? perform(item, action, reason) : Promise.resolve()),
    reload: detail.refetch,
  });

  // On phones the top bar's 返回 leads back; the link is the desktop's way.
  const back = isPhone ? null : (
    <Link to={backPath} underline="hover">
      <Icon name="chevron-left" size="14px" />
      {`返回${texts.noun}列表`}
    </Link>
  );

  if (detail.isLoading)
    return (
      <SectionStack>
        <Section>
          <Skeleton title rows={loadingRows} label={texts.loading} />
        </Section>
      </SectionStack>
    );
  if (detail.isError || item === undefined)
    return (
      <SectionStack>
        {back}
        <Section>
          {isNotFound(detail.error) ? (
            <Result status="404" title={texts.missing} subtitle={`该${texts.noun}不存在或不属于本站点。`} />
          ) : (
            <LoadFailedAlert
              failed={texts.failed}
              error={detail.error}
              onRetry={() => void detail.refetch()}
            />
          )}
        </Section>
      </SectionStack>
    );

  const state = stateDisplay(item.zt);
  const { title, name } = heading(item);
  const { choice } = decision;
  const dialog = choice === null ? null : reasonDialogText(choice);
  return (
    <SectionStack data-ui={dataUi}>
      {back}
      {decision.conflict && <StyledAlert tone="info">{STATE_CONFLICT_NOTICE}</StyledAlert>}
      <Section>
        <StyledHeader>
          <StyledName>{title}</StyledName>
          <StatusBadge tone={state.tone}>{state.label}</StatusBadge>
          <StyledActions
            aria-label="审核操作"
            variant={variant}
            items={decision.actions.map((action) => ({
              key: action.action,
              label: action.buttonText,
              primary: action.action === 'pass',
              danger: reasonDialogText(action).danger,
            }))}
            onAction={(key) =>
              decision.choose(decision.actions.find((action) => action.action === key) ?? null)
            }
          />
        </StyledHeader>
      </Section>
      {item.shyj !== '' && stateOfCode(table, item.zt) !== 'pending' && (
        <Callout tone="warning">
          <StyledNoteText>{`${reasonNoteLabel(table, item.zt)}：${item.shyj}`}</StyledNoteText>
        </Callout>
      )}
      {children(item, variant)}
      <Section title="审核记录" headingLevel={3}>
        <Timeline aria-label="审核记录" items={historyTimelineItems(item.history)} />
      </Section>
      <PromptDialog
        open={choice !== null}
        title={dialog?.title ?? ''}
        label={dialog?.label ?? ''}
        required={dialog?.required ?? false}
        okText={dialog?.okText}
        danger={dialog?.danger}
        limit={REVIEW_REASON_LIMIT}
        description={`${texts.noun}：${name}`}
        validate={(text) => (choice ? reasonProblem(choice.reason, text, choice.label) : null)}
        onSubmit={decision.decide}
        onCancel={() => decision.choose(null)}
        variant={variant}
      />
    </SectionStack>
  );
}
