import styled from 'styled-components';
import type { Role } from '../../../contract/permissions';
import { Button } from '../../../ui/Button';
import { Popconfirm } from '../../../ui/Popconfirm';
import { Table, type TableColumn } from '../../../ui/Table';
import { Tag } from '../../../ui/Tag';
import { Tooltip } from '../../../ui/Tooltip';
import { color, space } from '../../../ui/theme';
import { ROLE_IN_USE_TEXT, grantsSummary, removable, roleActions } from '../roleRules';

const StyledInline = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(1)} ${space(2)};
`;

const StyledGrants = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledNone = styled.span`
  color: ${color.textSecondary};
`;

/** 删除 of a role still held: focusable (its reason is its description), doing nothing. */
const StyledUnavailable = styled(Button)`
  &[aria-disabled='true'] {
    color: ${color.textSecondary};
    cursor: not-allowed;
  }
`;

export type RoleTableProps = {
  roles: readonly Role[];
  loading: boolean;
  variant: 'desktop' | 'phone';
  viewerIsMain: boolean;
  onOpen: (role: Role) => void;
  onRemove: (role: Role) => Promise<void>;
};

function RowActions({
  role,
  viewerIsMain,
  onOpen,
  onRemove,
  size,
}: Omit<RoleTableProps, 'roles' | 'loading' | 'variant'> & { role: Role; size: 'sm' | 'md' }) {
  return (
    <StyledInline>
      {roleActions(role, viewerIsMain).map((action) => {
        if (action !== 'remove')
          return (
            <Button
              key={action}
              variant="link"
              size={size}
              aria-label={`${action === 'edit' ? '编辑' : '查看'} ${role.name}`}
              onClick={() => onOpen(role)}
            >
              {action === 'edit' ? '编辑' : '查看'}
            </Button>
          );
        if (!removable(role))
          return (
            <Tooltip key={action} content={`${ROLE_IN_USE_TEXT}，请先为这些账号更换角色`}>
              <StyledUnavailable
                variant="link"
                size={size}
                aria-disabled="true"
                aria-label={`删除 ${role.name}`}
              >
                删除
              </StyledUnavailable>
            </Tooltip>
          );
        return (
          <Popconfirm
            key={action}
            title={`删除角色“${role.name}”？`}
            description="删除后不可恢复。"
            okText="删除"
            danger
            onConfirm={() => onRemove(role)}
          >
            <Button variant="link" size={size} danger aria-label={`删除 ${role.name}`}>
              删除
            </Button>
          </Popconfirm>
        );
      })}
    </StyledInline>
  );
}

/** The employer's roles, built-in first: their grants in words and how many accounts hold each. */
export function RoleTable({ roles, loading, variant, viewerIsMain, onOpen, onRemove }: RoleTableProps) {
  const phone = variant === 'phone';
  const name = (role: Role) => (
    <StyledInline>
      {role.name}
      {role.builtIn && <Tag>内置</Tag>}
    </StyledInline>
  );
  const actions = (role: Role, size: 'sm' | 'md') => (
    <RowActions role={role} viewerIsMain={viewerIsMain} onOpen={onOpen} onRemove={onRemove} size={size} />
  );
  const columns: TableColumn<Role>[] = [
    { key: 'name', title: '角色名称', render: name, width: '180px', hideInCards: true },
    {
      key: 'grants',
      title: '权限',
      render: (role) => {
        const granted = grantsSummary(role.grants);
        return granted.length === 0 ? (
          <StyledNone>无任何权限</StyledNone>
        ) : (
          <StyledGrants>
            {granted.map((text) => (
              <li key={text}>
                <Tag tone="info">{text}</Tag>
              </li>
            ))}
          </StyledGrants>
        );
      },
    },
    { key: 'userCount', title: '使用人数', dataIndex: 'userCount', align: 'right', width: '96px' },
    {
      key: 'actions',
      title: '操作',
      width: '140px',
      hideInCards: true,
      render: (role) => actions(role, 'sm'),
    },
  ];
  return (
    <Table
      columns={columns}
      data={roles}
      rowKey="id"
      caption="角色列表"
      captionHidden
      loading={loading}
      variant={variant}
      phoneCards
      minWidth={720}
      cardTitle={name}
      cardActions={(role) => actions(role, phone ? 'md' : 'sm')}
    />
  );
}
