import styled from 'styled-components';
import type { EmployerProfile } from '../../../contract/employerProfile';
import { REQUIRED_PROFILE_FIELDS } from '../../../contract/employerProfile';
import { Button } from '../../../ui/Button';
import { Callout } from '../../../ui/Callout';
import { space } from '../../../ui/theme';
import { apiErrorMessage } from '../../../app/api/apiErrorMessage';
import { useNotify } from '../../../app/api/useNotify';
import { profileApi } from './profileApi';
import { changeNotice, changePending, completeness, missingText } from './profileRules';

const StyledLines = styled.div`
  display: grid;
  gap: ${space(2)};

  & p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** How complete the profile is, naming what is still missing. */
export function CompletenessNotice({
  missing,
  change,
}: {
  missing: EmployerProfile['missing'];
  change: EmployerProfile['change'];
}) {
  if (missing.length === 0) return <Callout tone="info">单位信息已完善，所有必填项均已填写</Callout>;
  const { done, total } = completeness(missing, REQUIRED_PROFILE_FIELDS.length);
  return (
    <Callout tone="warning" title={`单位信息尚未完善（已完成 ${done}/${total} 项）`}>
      <p>{`还需填写：${missingText(missing, changePending(change) ? change : null)}`}</p>
    </Callout>
  );
}

/**
 * The latest change of name, credit code or licence: waiting for the school (with 撤回 for who may
 * manage the profile), or rejected with the school's reason.
 */
export function ChangeRequestNotice({
  change,
  canManage,
}: {
  change: EmployerProfile['change'];
  canManage: boolean;
}) {
  const notify = useNotify();
  const [withdraw, withdrawal] = profileApi.useWithdrawProfileChangeMutation();
  const notice = changeNotice(change);
  if (notice === null || change === null) return null;
  if (notice.kind === 'rejected')
    return (
      <Callout tone="error" title="单位信息变更未通过学校审核">
        <StyledLines>
          <p>{`申请修改：${notice.fields}（${change.dwmc}）`}</p>
          <p>{`驳回原因：${notice.reason}`}</p>
          <p>原信息继续有效，请按原因修改后重新提交。</p>
        </StyledLines>
      </Callout>
    );
  return (
    <Callout tone="info" title="单位信息变更待学校审核">
      <StyledLines>
        <p>{`申请修改：${notice.fields}，提交于 ${notice.submitted}`}</p>
        {change.dwmc !== change.ydwmc && <p>{`单位名称：${change.ydwmc} → ${change.dwmc}`}</p>}
        {change.tyshxydm !== change.ytyshxydm && (
          <p>{`统一社会信用代码：${change.ytyshxydm} → ${change.tyshxydm}`}</p>
        )}
        <p>审核通过后生效，在此之前仍使用原信息。</p>
        {canManage && (
          <div>
            <Button
              size="sm"
              loading={withdrawal.isLoading}
              onClick={() => {
                withdraw(change.id)
                  .unwrap()
                  .then((text) => notify.success(text || '已撤回变更申请'))
                  .catch((error: unknown) => notify.error(apiErrorMessage(error)));
              }}
            >
              撤回申请
            </Button>
          </div>
        )}
      </StyledLines>
    </Callout>
  );
}
