import { useState } from 'react';
import styled from 'styled-components';
import { NOTE_LIMIT, type InterviewDetails, type InterviewMode } from '../../../../contract/applications';
import { DatePicker } from '../../../../ui/DatePicker';
import { FormAlert } from '../../../../ui/FormAlert';
import { FormField } from '../../../../ui/Form';
import { Input } from '../../../../ui/Input';
import { Modal } from '../../../../ui/Modal';
import { RadioGroup } from '../../../../ui/Radio';
import { TextArea } from '../../../../ui/TextArea';
import { TimePicker } from '../../../../ui/TimePicker';
import { space } from '../../../../ui/theme';
import {
  EMPTY_INTERVIEW,
  interviewFieldProblems,
  interviewToSend,
  type InterviewField,
} from '../applicationRules';

const StyledForm = styled.form`
  display: grid;
  gap: ${space(1)};
`;

const MODE_OPTIONS: { value: InterviewMode; label: string }[] = [
  { value: '1', label: '现场面试' },
  { value: '2', label: '线上面试' },
];

export type InterviewDialogProps = {
  open: boolean;
  /** Who is invited: one student's name, or 选中的 N 份简历. */
  subject: string;
  /** The slot already set (rescheduling), else empty. */
  initial: InterviewDetails | null;
  today: string;
  /** Sends the slot; a returned message (a refusal) shows in the dialog, which stays open. */
  onSubmit: (interview: InterviewDetails) => Promise<string | null>;
  onCancel: () => void;
  variant: 'desktop' | 'phone';
};

/** One opening of the dialog: its fields start from `initial`. */
function InterviewForm({
  subject,
  initial,
  today,
  onSubmit,
  onCancel,
  variant,
}: Omit<InterviewDialogProps, 'open'>) {
  const [values, setValues] = useState<InterviewDetails>(initial ?? EMPTY_INTERVIEW);
  const [problems, setProblems] = useState<Partial<Record<InterviewField, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (changes: Partial<InterviewDetails>) => setValues((current) => ({ ...current, ...changes }));

  const submit = async () => {
    if (busy) return;
    const found = interviewFieldProblems(values, today);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      setRefusal(await onSubmit(interviewToSend(values)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title="邀请面试"
      okText="发送邀请"
      okLoading={busy}
      onOk={() => void submit()}
      onCancel={onCancel}
      variant={variant}
      width={560}
    >
      <StyledForm
        noValidate
        aria-label="面试安排"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <p>{`向${subject}发送面试邀请，学生将在消息中心和“我的申请”中看到面试安排。`}</p>
        {refusal !== null && <FormAlert>{refusal}</FormAlert>}
        <FormField label="面试日期" required error={problems.msrq} variant={variant}>
          <DatePicker value={values.msrq} min={today} today={today} onChange={(msrq) => set({ msrq })} />
        </FormField>
        <FormField label="面试时间" required error={problems.mssj} variant={variant}>
          <TimePicker value={values.mssj} minuteStep={5} onChange={(mssj) => set({ mssj })} />
        </FormField>
        <FormField label="面试方式" required variant={variant}>
          <RadioGroup
            options={MODE_OPTIONS}
            value={values.msfs}
            onChange={(msfs) => set({ msfs })}
            variant={variant}
          />
        </FormField>
        {values.msfs === '1' ? (
          <FormField label="面试地点" required error={problems.msdd} variant={variant}>
            <Input
              value={values.msdd}
              maxLength={100}
              onChange={(msdd) => set({ msdd })}
              placeholder="如：公司总部 3 楼会议室"
            />
          </FormField>
        ) : (
          <FormField label="线上面试链接" required error={problems.mslj} variant={variant}>
            <Input
              value={values.mslj}
              maxLength={300}
              onChange={(mslj) => set({ mslj })}
              placeholder="https://"
            />
          </FormField>
        )}
        <FormField label="备注" error={problems.msbz} variant={variant} help="如需携带的材料、联系人电话等">
          <TextArea value={values.msbz} maxLength={NOTE_LIMIT} rows={3} onChange={(msbz) => set({ msbz })} />
        </FormField>
      </StyledForm>
    </Modal>
  );
}

/** The interview slot of an invitation (one slot for every selected application), checked before sending. */
export function InterviewDialog({ open, ...props }: InterviewDialogProps) {
  return open ? <InterviewForm {...props} /> : null;
}
