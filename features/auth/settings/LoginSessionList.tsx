import { useState } from 'react';
import styled from 'styled-components';
import type { LoginSession } from '../../../contract/accountSettings';
import { Button } from '../../../ui/Button';
import { modal } from '../../../ui/Modal';
import { Table, type TableColumn } from '../../../ui/Table';
import { Tag } from '../../../ui/Tag';
import { space } from '../../../ui/theme';
import { refusalOf } from '../../../app/api/refusal';
import { useNotify } from '../../../app/api/useNotify';
import { LoadFailure } from '../../../app/postings/LoadFailure';
import { accountSettingsApi } from '../accountSettingsApi';
import { hasOtherSessions, sessionName } from './settingsRules';

type Variant = 'desktop' | 'phone';

const StyledEndOthers = styled.div`
  margin-top: ${space(4)};
`;

/**
 * Where this user is logged in: device, address (masked to the network) and last activity, the
 * current device marked. Any other one can be logged out, or all others at once.
 */
export function LoginSessionList({ variant }: { variant: Variant }) {
  const notify = useNotify();
  const sessions = accountSettingsApi.useLoginSessionsQuery();
  const [endSession] = accountSettingsApi.useEndSessionMutation();
  const [endOthers, endingOthers] = accountSettingsApi.useEndOtherSessionsMutation();
  const [busyId, setBusyId] = useState<string | null>(null);

  const confirmEnd = async (session: LoginSession) => {
    const confirmed = await modal.confirm({
      title: '让该设备退出登录？',
      content: `${sessionName(session)}将立即退出登录，再次使用需重新登录。`,
      okText: '退出登录',
    });
    if (!confirmed) return;
    setBusyId(session.id);
    try {
      notify.success((await endSession({ id: session.id }).unwrap()).message || '该设备已退出登录');
    } catch (error) {
      notify.error(refusalOf(error).message);
    } finally {
      setBusyId(null);
    }
  };

  const confirmEndOthers = async () => {
    const confirmed = await modal.confirm({
      title: '退出其他所有设备？',
      content: '除当前设备外，其他设备上的登录将立即失效。',
      okText: '全部退出',
    });
    if (!confirmed) return;
    try {
      notify.success((await endOthers().unwrap()).message || '已退出其他设备');
    } catch (error) {
      notify.error(refusalOf(error).message);
    }
  };

  if (sessions.isError)
    return (
      <LoadFailure error={sessions.error} title="登录设备加载失败" onRetry={() => void sessions.refetch()} />
    );

  const phone = variant === 'phone';
  const endButton = (session: LoginSession) =>
    session.dqsb ? null : (
      <Button
        variant="link"
        danger
        size={phone ? 'md' : 'sm'}
        loading={busyId === session.id}
        aria-label={`退出登录 ${sessionName(session)}`}
        onClick={() => void confirmEnd(session)}
      >
        退出登录
      </Button>
    );
  const device = (session: LoginSession) => (
    <>
      {session.sb} {session.dqsb && <Tag tone="success">当前设备</Tag>}
    </>
  );
  const columns: TableColumn<LoginSession>[] = [
    { key: 'sb', title: '设备', render: device, hideInCards: true },
    { key: 'dz', title: '网络地址', render: (session) => session.dz || '未知' },
    { key: 'zjhd', title: '最近活动', dataIndex: 'zjhd' },
    { key: 'dlsj', title: '登录时间', dataIndex: 'dlsj' },
    { key: 'actions', title: '操作', width: '120px', hideInCards: true, render: endButton },
  ];
  const list = sessions.data ?? [];
  return (
    <>
      <Table
        columns={columns}
        data={list}
        rowKey="id"
        caption="登录设备"
        captionHidden
        loading={sessions.isLoading}
        variant={variant}
        phoneCards
        minWidth={720}
        cardTitle={device}
        cardActions={endButton}
      />
      {hasOtherSessions(list) && (
        <StyledEndOthers>
          <Button
            danger
            size={phone ? 'phone' : 'md'}
            block={phone}
            loading={endingOthers.isLoading}
            onClick={() => void confirmEndOthers()}
          >
            退出其他所有设备
          </Button>
        </StyledEndOthers>
      )}
    </>
  );
}
