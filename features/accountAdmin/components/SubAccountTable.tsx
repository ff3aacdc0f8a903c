import styled from 'styled-components';
import type { SubAccount } from '../../../contract/permissions';
import { Button } from '../../../ui/Button';
import { Table, type TableColumn } from '../../../ui/Table';
import { Tag } from '../../../ui/Tag';
import { space } from '../../../ui/theme';
import {
  SUB_ACCOUNT_ACTION_LABELS,
  accountName,
  createdDate,
  stateTags,
  subAccountActions,
} from '../subAccountRules';
import type { SubAccountActions } from '../useSubAccountActions';

const StyledInline = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(1)} ${space(2)};
`;

export type SubAccountTableProps = {
  accounts: readonly SubAccount[];
  loading: boolean;
  variant: 'desktop' | 'phone';
  /** The viewer is the main account: rows offer their actions. */
  viewerIsMain: boolean;
  actions: SubAccountActions;
};

function RowActions({
  account,
  viewerIsMain,
  actions,
  size,
}: {
  account: SubAccount;
  viewerIsMain: boolean;
  actions: SubAccountActions;
  size: 'sm' | 'md';
}) {
  const allowed = subAccountActions(account, viewerIsMain);
  if (allowed.length === 0) return null;
  const name = accountName(account);
  return (
    <StyledInline>
      {allowed.map((action) => (
        <Button
          key={action}
          variant="link"
          size={size}
          danger={action === 'disable' || action === 'handOver'}
          loading={actions.busy?.id === account.id && actions.busy.action === action}
          aria-label={`${SUB_ACCOUNT_ACTION_LABELS[action]} ${name}`}
          onClick={() => void actions.run(action, account)}
        >
          {SUB_ACCOUNT_ACTION_LABELS[action]}
        </Button>
      ))}
    </StyledInline>
  );
}

/** The employer's accounts, main account first: a table on desktop, cards on phones. */
export function SubAccountTable({ accounts, loading, variant, viewerIsMain, actions }: SubAccountTableProps) {
  const phone = variant === 'phone';
  const name = (account: SubAccount) => account.name || '—';
  const columns: TableColumn<SubAccount>[] = [
    { key: 'name', title: '姓名', render: name, hideInCards: true },
    { key: 'mobile', title: '手机号', dataIndex: 'mobile' },
    {
      key: 'roleName',
      title: '角色',
      // The main account holds every permission, whatever role it is shown with.
      render: (account) => (account.isMain ? <Tag tone="primary">主账号</Tag> : account.roleName),
    },
    {
      key: 'state',
      title: '状态',
      render: (account) => (
        <StyledInline>
          {stateTags(account).map((tag) => (
            <Tag key={tag.label} tone={tag.tone}>
              {tag.label}
            </Tag>
          ))}
        </StyledInline>
      ),
    },
    { key: 'createdAt', title: '开设时间', render: (account) => createdDate(account.createdAt) },
    ...(viewerIsMain
      ? [
          {
            key: 'actions',
            title: '操作',
            width: '260px',
            hideInCards: true,
            render: (account: SubAccount) => (
              <RowActions account={account} viewerIsMain={viewerIsMain} actions={actions} size="sm" />
            ),
          },
        ]
      : []),
  ];
  return (
    <Table
      columns={columns}
      data={accounts}
      rowKey="id"
      caption="单位账号列表"
      captionHidden
      loading={loading}
      variant={variant}
      phoneCards
      minWidth={760}
      cardTitle={name}
      cardActions={
        viewerIsMain
          ? (account) => (
              <RowActions account={account} viewerIsMain actions={actions} size={phone ? 'md' : 'sm'} />
            )
          : undefined
      }
    />
  );
}
