import { useState } from 'react';
import styled from 'styled-components';
import type { Invitation } from '../../../../contract/applications';
import { DEFAULT_PAGE_SIZE } from '../../../../contract/paging';
import { StatusBadge } from '../../../../ui/Badge';
import { Button } from '../../../../ui/Button';
import { Link } from '../../../../ui/Link';
import { modal } from '../../../../ui/Modal';
import { Pagination } from '../../../../ui/Pagination';
import { Table, type TableColumn } from '../../../../ui/Table';
import { color, fontSize, space } from '../../../../ui/theme';
import { VisuallyHidden } from '../../../../ui/VisuallyHidden';
import { LoadFailure } from '../../../../app/postings/LoadFailure';
import { pageFromSearch } from '../../../../app/review/listSearch';
import { useNotify } from '../../../../app/api/useNotify';
import { invitationStateDisplay, isAnswerable } from '../applicationDisplay';
import { studentApplicationsApi } from '../../studentApi';
import { applicationPath, positionPath } from '../studentLinks';

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
`;

const StyledMuted = styled.span`
  font-size: ${fontSize.sm};
  color: ${color.textSecondary};
`;

const StyledNoWrap = styled.span`
  white-space: nowrap;
`;

const StyledFooter = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: ${space(4)};
`;

export type InvitationListProps = {
  search: URLSearchParams;
  onChange: (changes: Record<string, string | null>) => void;
  variant: 'desktop' | 'phone';
};

/**
 * Invitations from employers (talent search): accepting one applies to its position by the rules of
 * applying (the 50% resume rule included: the student client's dialog leads to the resume); declining
 * closes it. Refusals are the student client's messages; the list is read again after either.
 */
export function InvitationList({ search, onChange, variant }: InvitationListProps) {
  const notify = useNotify();
  const { page, size } = pageFromSearch(search);
  const list = studentApplicationsApi.useInvitationsQuery({ page, size });
  const [accept] = studentApplicationsApi.useAcceptInvitationMutation();
  const [decline] = studentApplicationsApi.useDeclineInvitationMutation();
  const [busyId, setBusyId] = useState<string | null>(null);
  const current = list.currentData;
  const buttonSize = variant === 'phone' ? 'md' : 'sm';

  const answer = async (invitation: Invitation, accepting: boolean) => {
    const confirmed = await modal.confirm(
      accepting
        ? {
            title: '接受邀请',
            content: `接受后将以你当前的简历申请“${invitation.zwmc}”（${invitation.dwmc}）。`,
            okText: '接受并申请',
          }
        : {
            title: '拒绝邀请',
            content: `确定拒绝${invitation.dwmc}对“${invitation.zwmc}”的邀请吗？拒绝后不能再接受。`,
            okText: '拒绝邀请',
          },
    );
    if (!confirmed) return;
    setBusyId(invitation.id);
    try {
      if (accepting) {
        await accept({ id: invitation.id }).unwrap();
        notify.success('已接受邀请，简历已投递');
      } else {
        await decline({ id: invitation.id }).unwrap();
        notify.success('已拒绝该邀请');
      }
    } catch {
      // The student client has shown the refusal (an incomplete resume: its dialog, then the resume).
    } finally {
      setBusyId(null);
    }
  };

  const actions = (row: Invitation) => {
    if (isAnswerable(row))
      return (
        <StyledActions>
          <Button
            variant="primary"
            size={buttonSize}
            loading={busyId === row.id}
            disabled={busyId !== null && busyId !== row.id}
            onClick={() => void answer(row, true)}
          >
            接受<VisuallyHidden>{` ${row.zwmc}`}</VisuallyHidden>
          </Button>
          <Button size={buttonSize} disabled={busyId !== null} onClick={() => void answer(row, false)}>
            拒绝<VisuallyHidden>{` ${row.zwmc}`}</VisuallyHidden>
          </Button>
        </StyledActions>
      );
    if (row.sqid !== '')
      return (
        <Link to={applicationPath(row.sqid)} underline="hover">
          查看申请<VisuallyHidden>{` ${row.zwmc}`}</VisuallyHidden>
        </Link>
      );
    return null;
  };

  const positionCell = (row: Invitation) => (
    <Link to={positionPath(row.zwid)} underline="hover">
      {row.zwmc}
    </Link>
  );
  const columns: TableColumn<Invitation>[] = [
    { key: 'zwmc', title: '邀请职位', render: positionCell, hideInCards: true },
    { key: 'dwmc', title: '用人单位', dataIndex: 'dwmc' },
    { key: 'ly', title: '留言', render: (row) => row.ly || <StyledMuted>—</StyledMuted> },
    {
      key: 'zt',
      title: '状态',
      render: (row) => {
        const display = invitationStateDisplay(row.zt);
        return <StatusBadge tone={display.tone}>{display.label}</StatusBadge>;
      },
    },
    { key: 'yqsj', title: '邀请时间', render: (row) => <StyledNoWrap>{row.yqsj.slice(0, 16)}</StyledNoWrap> },
    {
      key: 'actions',
      title: '操作',
      width: '160px',
      hideInCards: true,
      render: (row) => actions(row) ?? '—',
    },
  ];

  if (list.isError)
    return <LoadFailure error={list.error} title="邀请加载失败" onRetry={() => void list.refetch()} />;
  return (
    <div>
      <Table
        columns={columns}
        data={current?.records ?? []}
        rowKey="id"
        caption="用人单位邀请列表"
        captionHidden
        loading={list.isFetching}
        emptyText="暂时没有用人单位的邀请。完善简历并加入人才库，用人单位就能找到你。"
        variant={variant}
        phoneCards
        minWidth={820}
        cardTitle={positionCell}
        cardActions={actions}
      />
      {current !== undefined && current.total > 0 && (
        <StyledFooter>
          <Pagination
            page={page}
            pageSize={size}
            total={current.total}
            variant={variant}
            onChange={(nextPage, nextSize) =>
              onChange({
                page: String(nextPage),
                size: nextSize === DEFAULT_PAGE_SIZE ? null : String(nextSize),
              })
            }
          />
        </StyledFooter>
      )}
    </div>
  );
}
