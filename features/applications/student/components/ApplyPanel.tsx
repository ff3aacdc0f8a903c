import styled from 'styled-components';
import type { StudentPositionDetail } from '../../../../contract/applications';
import { StatusBadge } from '../../../../ui/Badge';
import { Button } from '../../../../ui/Button';
import { Callout } from '../../../../ui/Callout';
import { Link } from '../../../../ui/Link';
import { modal } from '../../../../ui/Modal';
import { space } from '../../../../ui/theme';
import { useNotify } from '../../../../app/api/useNotify';
import { applicationStateDisplay, applyAvailability } from '../applicationDisplay';
import { studentApplicationsApi } from '../../studentApi';
import { applicationPath } from '../studentLinks';

const StyledApplied = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(3)};
`;

export type ApplyPanelProps = {
  position: StudentPositionDetail;
  today: string;
  variant: 'desktop' | 'phone';
};

/**
 * 申请职位, or why not: applied already (with its state and a link to it), resumes by e-mail only, or
 * closed. A refusal is the student client's (a toast; for an incomplete resume its dialog, then
 * /sc/myResume); the detail is read again either way, so what it shows is the server's.
 */
export function ApplyPanel({ position, today, variant }: ApplyPanelProps) {
  const notify = useNotify();
  const [apply, applying] = studentApplicationsApi.useApplyForPositionMutation();
  const availability = applyAvailability(position, today);

  const confirmAndApply = async () => {
    const confirmed = await modal.confirm({
      title: '申请职位',
      content: `确定申请“${position.zwmc}”吗？将投递你当前的在线简历（及附件简历），投递后用人单位看到的是此刻的简历。`,
      okText: '确认申请',
    });
    if (!confirmed) return;
    try {
      await apply({ zwid: position.id }).unwrap();
      notify.success('申请成功，可在“我的申请”中查看进度');
    } catch {
      // The student client has shown the refusal (and leads to the resume when it is incomplete).
    }
  };

  switch (availability.kind) {
    case 'applied': {
      const display = applicationStateDisplay(position.sqzt);
      return (
        <StyledApplied>
          <span>我的申请：</span>
          <StatusBadge tone={display.tone}>{availability.label}</StatusBadge>
          <Link to={applicationPath(availability.applicationId)} underline="hover">
            查看申请进度
          </Link>
        </StyledApplied>
      );
    }
    case 'email':
      return (
        <Callout tone="info" title="该职位通过电子邮箱接收简历">
          {availability.address === '' ? (
            '请按职位描述中的方式投递简历。'
          ) : (
            <>
              请将简历发送至 <Link href={`mailto:${availability.address}`}>{availability.address}</Link>
            </>
          )}
        </Callout>
      );
    case 'closed':
      return <Callout tone="warning">{availability.reason}</Callout>;
    case 'open':
      return (
        <Button
          variant="primary"
          size={variant === 'phone' ? 'phone' : 'md'}
          block={variant === 'phone'}
          loading={applying.isLoading}
          onClick={() => void confirmAndApply()}
        >
          申请职位
        </Button>
      );
  }
}
