import type { ReactNode } from 'react';
import { Icon } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';
import {
  StyledStep,
  StyledStepBody,
  StyledStepConnector,
  StyledStepDescription,
  StyledStepIcon,
  StyledStepTitle,
  StyledStepTitleRow,
  StyledSteps,
} from './Steps.styles';
import { statusText, stepStatuses, type StepStatus } from './stepStatus';

export type StepItem = {
  title: ReactNode;
  description?: ReactNode;
  /** Overrides the status derived from `current`. */
  status?: StepStatus;
};

export type StepsProps = {
  items: readonly StepItem[];
  /** Index of the current step, from 0. */
  current: number;
  /** Status of the current step: `error` for a rejection, `finish` when the whole flow is done. */
  status?: StepStatus;
  direction?: 'horizontal' | 'vertical';
  /** Phone stacks the steps vertically. */
  variant?: 'desktop' | 'phone';
  /** Names the list, e.g. 宣讲会申请进度. */
  'aria-label'?: string;
  className?: string;
};

/** Progress through a multi-step flow (booking a talk, signing an agreement). */
export function Steps({
  items,
  current,
  status = 'process',
  direction = 'horizontal',
  variant = 'desktop',
  'aria-label': ariaLabel,
  className,
}: StepsProps) {
  const layout = variant === 'phone' ? 'vertical' : direction;
  const statuses = stepStatuses(items, current, status);
  return (
    <StyledSteps data-ui="steps" $direction={layout} aria-label={ariaLabel} className={className}>
      {items.map((item, index) => {
        const stepStatus = statuses[index] ?? 'wait';
        const last = index === items.length - 1;
        const connector = !last && (
          <StyledStepConnector $direction={layout} $done={stepStatus === 'finish'} aria-hidden="true" />
        );
        return (
          <StyledStep
            key={index}
            $direction={layout}
            $status={stepStatus}
            $last={last}
            aria-current={index === current ? 'step' : undefined}
          >
            <StyledStepIcon $status={stepStatus} aria-hidden="true">
              {stepStatus === 'finish' ? (
                <Icon name="check" size={16} />
              ) : stepStatus === 'error' ? (
                <Icon name="close" size={16} />
              ) : (
                index + 1
              )}
            </StyledStepIcon>
            <StyledStepBody>
              <StyledStepTitleRow>
                <StyledStepTitle $status={stepStatus}>
                  <VisuallyHidden>{`第 ${index + 1} 步：`}</VisuallyHidden>
                  {item.title}
                  <VisuallyHidden>{`（${statusText[stepStatus]}）`}</VisuallyHidden>
                </StyledStepTitle>
                {layout === 'horizontal' && connector}
              </StyledStepTitleRow>
              {item.description && <StyledStepDescription>{item.description}</StyledStepDescription>}
            </StyledStepBody>
            {layout === 'vertical' && connector}
          </StyledStep>
        );
      })}
    </StyledSteps>
  );
}
