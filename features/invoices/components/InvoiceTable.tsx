import styled from 'styled-components';
import { invoiceKindLabel, type InvoiceProfile } from '../../../contract/invoices';
import { Button } from '../../../ui/Button';
import { Table, type TableColumn } from '../../../ui/Table';
import { Tag } from '../../../ui/Tag';
import { space } from '../../../ui/theme';
import { INVOICE_ACTION_LABELS, invoiceActions, type InvoiceActions } from '../useInvoiceActions';

const StyledInline = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(1)} ${space(2)};
`;

export type InvoiceTableProps = {
  profiles: readonly InvoiceProfile[];
  loading: boolean;
  variant: 'desktop' | 'phone';
  /** The viewer may change them (账号管理·管理): rows offer their actions. */
  canManage: boolean;
  actions: InvoiceActions;
};

function RowActions({
  profile,
  actions,
  size,
}: {
  profile: InvoiceProfile;
  actions: InvoiceActions;
  size: 'sm' | 'md';
}) {
  return (
    <StyledInline>
      {invoiceActions(profile).map((action) => (
        <Button
          key={action}
          variant="link"
          size={size}
          danger={action === 'remove'}
          loading={actions.busy?.id === profile.id && actions.busy.action === action}
          aria-label={`${INVOICE_ACTION_LABELS[action]} ${profile.fptt}`}
          onClick={() => void actions.run(action, profile)}
        >
          {INVOICE_ACTION_LABELS[action]}
        </Button>
      ))}
    </StyledInline>
  );
}

const orDash = (value: string) => value || '—';

/** The employer's invoice profiles, the default first: a table on desktop, cards on phones. */
export function InvoiceTable({ profiles, loading, variant, canManage, actions }: InvoiceTableProps) {
  const title = (profile: InvoiceProfile) => (
    <StyledInline>
      {profile.fptt}
      {profile.mr && <Tag tone="primary">默认</Tag>}
    </StyledInline>
  );
  const columns: TableColumn<InvoiceProfile>[] = [
    { key: 'fptt', title: '发票抬头', render: title, hideInCards: true },
    {
      key: 'fplx',
      title: '发票类型',
      render: (profile) => (
        <Tag tone={profile.fplx === 'zy' ? 'warning' : 'info'}>{invoiceKindLabel(profile.fplx)}</Tag>
      ),
    },
    { key: 'nsrsbh', title: '纳税人识别号', dataIndex: 'nsrsbh' },
    {
      key: 'dzdh',
      title: '注册地址、电话',
      render: (profile) => orDash([profile.dz, profile.dh].filter(Boolean).join(' ')),
    },
    {
      key: 'yh',
      title: '开户银行、账号',
      render: (profile) => orDash([profile.khyh, profile.yhzh].filter(Boolean).join(' ')),
    },
    ...(canManage
      ? [
          {
            key: 'actions',
            title: '操作',
            width: '200px',
            hideInCards: true,
            render: (profile: InvoiceProfile) => <RowActions profile={profile} actions={actions} size="sm" />,
          },
        ]
      : []),
  ];
  return (
    <Table
      columns={columns}
      data={profiles}
      rowKey="id"
      caption="发票信息列表"
      captionHidden
      loading={loading}
      variant={variant}
      phoneCards
      minWidth={860}
      cardTitle={title}
      cardActions={
        canManage ? (profile) => <RowActions profile={profile} actions={actions} size="md" /> : undefined
      }
    />
  );
}
