import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  EMPTY_ENTRANT,
  checkEntrants,
  firstEntrantProblem,
  type Entrant,
  type EntrantsCheck,
} from '../../../contract/entrants';
import { FAIR_MESSAGES } from '../../../contract/fairs';
import { invoiceNeeded } from '../../../contract/invoices';
import { Button } from '../../../ui/Button';
import { Callout } from '../../../ui/Callout';
import { FormField } from '../../../ui/Form';
import { Select } from '../../../ui/Select';
import { EntrantsStep } from '../../../app/bookingSteps/EntrantsStep';
import { refusalOf } from '../../../app/api/refusal';
import { previousStep, stepAddress } from '../bookingFlow';
import { BookingFrame, type BookingStepContext } from '../components/BookingFrame';
import { StyledStepActions } from '../components/StepActions.styles';
import { fairsApi } from '../fairsApi';
import { clearInvoiceDraft, initialInvoice } from '../invoiceDraft';

const INVOICE_MISSING = '请先在上一步确认发票信息';

function EntrantsForm({ booking, fair, phone, now }: BookingStepContext) {
  const navigate = useNavigate();
  const [entrants, setEntrants] = useState<Entrant[]>(() =>
    booking.entrants.length > 0 ? booking.entrants : [{ ...EMPTY_ENTRANT }],
  );
  const [announcementId, setAnnouncementId] = useState(booking.glggid);
  const [check, setCheck] = useState<EntrantsCheck | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const announcements = fairsApi.useFairAnnouncementOptionsQuery();
  const [save, saving] = fairsApi.useSaveBookingMutation();
  const [submit, submitting] = fairsApi.useSubmitBookingMutation();
  const required = fair.xyglgg === '1';
  const ids = { fairId: booking.zphid, bookingId: booking.id };
  const size = phone ? 'phone' : 'md';
  const today = new Date(now);
  const announcementProblem = required && announcementId === '' ? FAIR_MESSAGES.announcementRequired : null;

  const send = async () => {
    const entrantsCheck = checkEntrants(entrants, fair.cjrs, { today });
    setCheck(entrantsCheck);
    const invoice = invoiceNeeded(booking.fy) ? initialInvoice(booking.id, booking.fpxx) : null;
    const problem =
      firstEntrantProblem(entrantsCheck) ??
      announcementProblem ??
      (invoiceNeeded(booking.fy) && invoice === null ? INVOICE_MISSING : null);
    setRefusal(problem);
    if (problem !== null) return;
    try {
      await save({ id: booking.id, fpxx: invoice, entrants, glggid: announcementId }).unwrap();
      await submit({ id: booking.id }).unwrap();
      clearInvoiceDraft(booking.id);
      void navigate(stepAddress('ydzwcg', ids), { replace: true });
    } catch (error) {
      setRefusal(refusalOf(error).message);
    }
  };

  const options = (announcements.data ?? []).map((item) => ({ value: item.id, label: item.ggbt }));
  return (
    <>
      <EntrantsStep
        value={entrants}
        onChange={(value) => {
          setEntrants(value);
          if (check) setCheck(checkEntrants(value, fair.cjrs, { today }));
        }}
        max={fair.cjrs}
        errors={check}
        variant={phone ? 'phone' : 'desktop'}
        disabled={saving.isLoading || submitting.isLoading}
      />
      <FormField
        label="关联招聘公告"
        required={required}
        variant={phone ? 'phone' : 'desktop'}
        help={required ? '本场招聘会要求关联一条已发布的招聘公告' : '可选：关联一条已发布的招聘公告'}
        error={check ? announcementProblem : null}
      >
        <Select<string>
          options={options}
          value={announcementId || null}
          onChange={(value) => setAnnouncementId(value ?? '')}
          loading={announcements.isLoading}
          clearable={!required}
          emptyText="暂无已发布的招聘公告"
          placeholder="请选择招聘公告"
        />
      </FormField>
      {refusal !== null && (
        <Callout tone="error" announce>
          {refusal}
          {refusal === INVOICE_MISSING && (
            <Button variant="link" onClick={() => void navigate(stepAddress('qrfpxx', ids))}>
              去确认发票信息
            </Button>
          )}
        </Callout>
      )}
      <StyledStepActions>
        <Button
          size={size}
          onClick={() => void navigate(stepAddress(previousStep(booking.fy, 'tbjxry'), ids))}
        >
          上一步
        </Button>
        <Button
          variant="primary"
          size={size}
          loading={saving.isLoading || submitting.isLoading}
          onClick={() => void send()}
        >
          提交预定
        </Button>
      </StyledStepActions>
    </>
  );
}

/**
 * Route zphtbjxry (/zph/tbjxry?zphid=&ydid=): the attendees (at most the fair's limit, app/bookingSteps
 * EntrantsStep) and the linked announcement where the fair requires one; 提交预定 saves the whole
 * booking (invoice from the previous step) and submits it to the school's review.
 */
export default function BookingEntrantsScreen() {
  return (
    <BookingFrame step="tbjxry" title="填报参会人员">
      {(context) => <EntrantsForm {...context} />}
    </BookingFrame>
  );
}
