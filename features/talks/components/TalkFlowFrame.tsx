import type { ReactNode } from 'react';
import styled from 'styled-components';
import { PageHeader, PageNote, PagePanel, PageTitle } from '../../../ui/PagePanel';
import { Steps } from '../../../ui/Steps';
import { useAppSelector } from '../../../app/api/hooks';
import { selectIsPhone } from '../../../app/api/site';
import { color, fontSize } from '../../../ui/theme';
import { flowSteps, stepIndex, type TalkStepKey } from '../talkFlow';

export type TalkFlowFrameProps = {
  step: TalkStepKey;
  /** Whether a chosen room charges (the invoice step is shown). */
  needsInvoice: boolean;
  title: string;
  note?: ReactNode;
  children?: ReactNode;
};

const StyledPhoneProgress = styled.p`
  margin: 0;
  font-size: ${fontSize.sm};
  color: ${color.textSecondary};
`;

/** A step of the talk application: its title, where it is among the steps, and its body. */
export function TalkFlowFrame({ step, needsInvoice, title, note, children }: TalkFlowFrameProps) {
  const isPhone = useAppSelector(selectIsPhone);
  const variant = isPhone ? 'phone' : 'desktop';
  const steps = flowSteps(needsInvoice);
  const current = stepIndex(step, needsInvoice);
  return (
    <PagePanel variant={variant}>
      {!isPhone && (
        <PageHeader>
          <PageTitle>{title}</PageTitle>
        </PageHeader>
      )}
      {isPhone ? (
        // Five stacked steps would push the form below the fold: a phone says where it is in a line.
        <StyledPhoneProgress aria-label="宣讲会申请进度">
          第 {current + 1} / {steps.length} 步：{steps[current]?.title}
        </StyledPhoneProgress>
      ) : (
        <Steps
          aria-label="宣讲会申请进度"
          items={steps.map((item) => ({ title: item.title }))}
          current={current}
          variant={variant}
        />
      )}
      {note !== undefined && <PageNote>{note}</PageNote>}
      {children}
    </PagePanel>
  );
}
