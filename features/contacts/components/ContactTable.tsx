import styled from 'styled-components';
import type { Contact } from '../../../contract/contacts';
import { Button } from '../../../ui/Button';
import { Table, type TableColumn } from '../../../ui/Table';
import { Tag } from '../../../ui/Tag';
import { space } from '../../../ui/theme';
import { CONTACT_ACTION_LABELS, contactActions, type ContactActions } from '../useContactActions';

const StyledInline = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(1)} ${space(2)};
`;

export type ContactTableProps = {
  contacts: readonly Contact[];
  loading: boolean;
  variant: 'desktop' | 'phone';
  /** The viewer may change them (账号管理·管理): rows offer their actions. */
  canManage: boolean;
  actions: ContactActions;
};

function RowActions({
  contact,
  actions,
  size,
}: {
  contact: Contact;
  actions: ContactActions;
  size: 'sm' | 'md';
}) {
  return (
    <StyledInline>
      {contactActions(contact).map((action) => (
        <Button
          key={action}
          variant="link"
          size={size}
          danger={action === 'remove'}
          loading={actions.busy?.id === contact.id && actions.busy.action === action}
          aria-label={`${CONTACT_ACTION_LABELS[action]} ${contact.xm}`}
          onClick={() => void actions.run(action, contact)}
        >
          {CONTACT_ACTION_LABELS[action]}
        </Button>
      ))}
    </StyledInline>
  );
}

const orDash = (value: string) => value || '—';

/** The employer's frequent contacts, the default first: a table on desktop, cards on phones. */
export function ContactTable({ contacts, loading, variant, canManage, actions }: ContactTableProps) {
  const name = (contact: Contact) => (
    <StyledInline>
      {contact.xm}
      {contact.mr && <Tag tone="primary">默认</Tag>}
    </StyledInline>
  );
  const columns: TableColumn<Contact>[] = [
    { key: 'xm', title: '姓名', render: name, hideInCards: true },
    { key: 'zw', title: '职务', render: (contact) => orDash(contact.zw) },
    { key: 'sjhm', title: '手机号码', dataIndex: 'sjhm' },
    { key: 'gddh', title: '固定电话', render: (contact) => orDash(contact.gddh) },
    { key: 'yx', title: '电子邮箱', render: (contact) => orDash(contact.yx) },
    ...(canManage
      ? [
          {
            key: 'actions',
            title: '操作',
            width: '200px',
            hideInCards: true,
            render: (contact: Contact) => <RowActions contact={contact} actions={actions} size="sm" />,
          },
        ]
      : []),
  ];
  return (
    <Table
      columns={columns}
      data={contacts}
      rowKey="id"
      caption="常用联系人列表"
      captionHidden
      loading={loading}
      variant={variant}
      phoneCards
      minWidth={760}
      cardTitle={name}
      cardActions={
        canManage ? (contact) => <RowActions contact={contact} actions={actions} size="md" /> : undefined
      }
    />
  );
}
