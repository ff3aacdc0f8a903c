import { useState } from 'react';
import styled from 'styled-components';
import { INVITATION_MESSAGE_LIMIT, type TalentSearchItem } from '../../../../contract/applications';
import { FormAlert } from '../../../../ui/FormAlert';
import { FormField } from '../../../../ui/Form';
import { Modal } from '../../../../ui/Modal';
import { Select } from '../../../../ui/Select';
import { TextArea } from '../../../../ui/TextArea';
import { color, fontSize, space } from '../../../../ui/theme';
import { refusalOf } from '../../../../app/api/refusal';
import { employerApplicationsApi } from '../../employerApi';
import { INVITATION_CAP_NOTE, inviteProblems, type InviteForm } from '../talentRules';

const StyledForm = styled.form`
  display: grid;
  gap: ${space(1)};
`;

const StyledNote = styled.p`
  margin: 0 0 ${space(2)};
  font-size: ${fontSize.sm};
  color: ${color.textSecondary};
`;

export type InviteDialogProps = {
  student: TalentSearchItem | null;
  onDone: (student: TalentSearchItem) => void;
  onCancel: () => void;
  variant: 'desktop' | 'phone';
};

function InviteBody({
  student,
  onDone,
  onCancel,
  variant,
}: InviteDialogProps & { student: TalentSearchItem }) {
  const [form, setForm] = useState<InviteForm>({ zwid: '', ly: '' });
  const [problems, setProblems] = useState<Partial<Record<keyof InviteForm, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const positions = employerApplicationsApi.useInvitablePositionsQuery();
  const [invite, inviting] = employerApplicationsApi.useInviteStudentMutation();
  const options = (positions.data ?? []).map((item) => ({ value: item.id, label: item.zwmc }));
  const noPositions = positions.isSuccess && options.length === 0;

  const submit = async () => {
    const found = inviteProblems(form);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    try {
      await invite({ xsid: student.xsid, zwid: form.zwid, ly: form.ly.trim() }).unwrap();
      onDone(student);
    } catch (error) {
      // The cap of pending invitations and any other refusal: the server's words, the form kept.
      setRefusal(refusalOf(error).message);
    }
  };

  return (
    <Modal
      open
      title={`邀请 ${student.xm} 投递`}
      okText="发送邀请"
      okLoading={inviting.isLoading}
      onOk={() => void submit()}
      onCancel={onCancel}
      variant={variant}
    >
      <StyledForm
        noValidate
        aria-label="邀请投递"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <StyledNote>{INVITATION_CAP_NOTE}</StyledNote>
        {refusal !== null && <FormAlert>{refusal}</FormAlert>}
        {positions.isError && <FormAlert>职位列表加载失败，请关闭后重试</FormAlert>}
        {noPositions && (
          <FormAlert tone="warning">暂无已发布的职位，发布职位并通过审核后才能邀请投递</FormAlert>
        )}
        <FormField label="邀请投递的职位" required error={problems.zwid} variant={variant}>
          <Select
            options={options}
            value={form.zwid === '' ? null : form.zwid}
            onChange={(zwid) => setForm((current) => ({ ...current, zwid: zwid ?? '' }))}
            placeholder={positions.isLoading ? '加载中…' : '请选择职位'}
            searchable
          />
        </FormField>
        <FormField
          label="留言"
          help={`选填，最多${INVITATION_MESSAGE_LIMIT}个字`}
          error={problems.ly}
          variant={variant}
        >
          <TextArea
            value={form.ly}
            maxLength={INVITATION_MESSAGE_LIMIT}
            rows={3}
            onChange={(ly) => setForm((current) => ({ ...current, ly }))}
          />
        </FormField>
      </StyledForm>
    </Modal>
  );
}

/** 邀请投递: one of the employer's published positions and a short message to a student found. */
export function InviteDialog(props: InviteDialogProps) {
  return props.student === null ? null : <InviteBody {...props} student={props.student} />;
}
