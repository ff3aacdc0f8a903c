import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  invoiceChoiceProblems,
  type InvoiceChoice,
  type InvoiceChoiceProblems,
} from '../../../contract/invoices';
import { Button } from '../../../ui/Button';
import { InvoiceStep } from '../../../app/bookingSteps/InvoiceStep';
import { nextStep, previousStep, stepAddress } from '../bookingFlow';
import { BookingFrame, type BookingStepContext } from '../components/BookingFrame';
import { StyledStepActions } from '../components/StepActions.styles';
import { initialInvoice, writeInvoiceDraft } from '../invoiceDraft';

function InvoiceForm({ booking, phone }: BookingStepContext) {
  const navigate = useNavigate();
  const [choice, setChoice] = useState<InvoiceChoice | null>(() => initialInvoice(booking.id, booking.fpxx));
  const [errors, setErrors] = useState<InvoiceChoiceProblems | undefined>(undefined);
  const ids = { fairId: booking.zphid, bookingId: booking.id };
  const size = phone ? 'phone' : 'md';

  const goOn = () => {
    const problems = invoiceChoiceProblems(choice);
    if (Object.keys(problems).length > 0 || choice === null) {
      setErrors(problems);
      return;
    }
    writeInvoiceDraft(booking.id, choice);
    void navigate(stepAddress(nextStep(booking.fy, 'qrfpxx'), ids));
  };

  return (
    <>
      <InvoiceStep
        fee={booking.fy}
        value={choice}
        onChange={(value) => {
          setChoice(value);
          if (errors) setErrors(invoiceChoiceProblems(value));
        }}
        errors={errors}
        variant={phone ? 'phone' : 'desktop'}
      />
      <StyledStepActions>
        <Button
          size={size}
          onClick={() => void navigate(stepAddress(previousStep(booking.fy, 'qrfpxx'), ids))}
        >
          上一步
        </Button>
        <Button variant="primary" size={size} onClick={goOn}>
          下一步
        </Button>
      </StyledStepActions>
    </>
  );
}

/** Route zphqrfpxx (/zph/qrfpxx?zphid=&ydid=): the invoice of a paid booth (app/bookingSteps InvoiceStep). */
export default function BookingInvoiceScreen() {
  return (
    <BookingFrame step="qrfpxx" title="确认发票信息">
      {(context) => <InvoiceForm {...context} />}
    </BookingFrame>
  );
}
