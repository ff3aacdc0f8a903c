import { useState } from 'react';
import { Button } from '../../../ui/Button';
import { PageActions } from '../../../ui/PagePanel';
import {
  invoiceChoiceProblems,
  type InvoiceChoice,
  type InvoiceChoiceProblems,
} from '../../../contract/invoices';
import type { TalkDetail } from '../../../contract/talks';
import { InvoiceStep } from '../../../app/bookingSteps/InvoiceStep';
import { useAppSelector } from '../../../app/api/hooks';
import { refusalOf } from '../../../app/api/refusal';
import { selectIsPhone } from '../../../app/api/site';
import { TalkDraftGate } from '../components/TalkDraftGate';
import { TalkFlowFrame } from '../components/TalkFlowFrame';
import { draftOf, needsInvoice, nextStep, previousStep, totalFee } from '../talkFlow';
import { talksApi } from '../talksApi';
import { useTalkId, useTalkNavigation } from '../useTalkFlow';

function InvoiceStepBody({ talk }: { talk: TalkDetail }) {
  const isPhone = useAppSelector(selectIsPhone);
  const variant = isPhone ? 'phone' : 'desktop';
  const flow = useTalkNavigation();
  const [save, saving] = talksApi.useSaveTalkMutation();
  const [choice, setChoice] = useState<InvoiceChoice | null>(
    talk.fpxx === null ? null : { fpxx: talk.fpxx, bcwcy: false },
  );
  const [errors, setErrors] = useState<InvoiceChoiceProblems | undefined>(undefined);
  const fee = totalFee(talk.rooms);
  const invoice = needsInvoice(talk.rooms);
  const size = isPhone ? 'phone' : 'md';

  const goOn = async () => {
    const next = nextStep(invoice ? 'invoice' : 'rooms', invoice)!;
    if (!invoice) {
      flow.goTo(next.path, talk.id);
      return;
    }
    const problems = invoiceChoiceProblems(choice);
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      return;
    }
    try {
      await save({ ...draftOf(talk), fpxx: choice }).unwrap();
      flow.goTo(next.path, talk.id);
    } catch (error) {
      setErrors({ choice: refusalOf(error).message });
    }
  };

  return (
    <TalkFlowFrame
      step="invoice"
      needsInvoice={invoice}
      title="确认发票信息"
      note={invoice ? `所选场地合计费用 ¥${fee.toLocaleString('zh-CN')}，请确认开票信息。` : undefined}
    >
      <InvoiceStep
        fee={fee}
        value={choice}
        onChange={(next) => {
          setChoice(next);
          setErrors(undefined);
        }}
        errors={errors}
        variant={variant}
      />
      <PageActions variant={variant}>
        <Button
          size={size}
          block={isPhone}
          onClick={() => flow.goTo(previousStep(invoice ? 'invoice' : 'entrants', invoice)!.path, talk.id)}
        >
          上一步
        </Button>
        <Button
          variant="primary"
          size={size}
          block={isPhone}
          loading={saving.isLoading}
          onClick={() => void goOn()}
        >
          下一步
        </Button>
      </PageActions>
    </TalkFlowFrame>
  );
}

/**
 * Route qrfpxx (/xjh/qrfpxx): the invoice for the paid rooms chosen (a saved profile or details typed
 * in), saved with the draft; with only free rooms it says none is needed.
 */
export default function TalkInvoiceScreen() {
  const id = useTalkId();
  return (
    <TalkDraftGate id={id} step="invoice" title="确认发票信息">
      {(talk) => <InvoiceStepBody talk={talk} />}
    </TalkDraftGate>
  );
}
