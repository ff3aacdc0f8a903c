import { PERMISSION_LEVEL_NAMES, PERMISSION_SECTIONS, type Role } from '../../../contract/permissions';
import { Callout } from '../../../ui/Callout';
import { Descriptions } from '../../../ui/Descriptions';

/** A role as it stands, read only: what each section grants; built-in roles say they cannot change. */
export function RoleDetails({ role, variant }: { role: Role; variant: 'desktop' | 'phone' }) {
  return (
    <>
      {role.builtIn && <Callout tone="info">内置角色，不能修改或删除。</Callout>}
      <Descriptions
        variant={variant}
        columns={1}
        bordered
        labelWidth="120px"
        items={PERMISSION_SECTIONS.map((section) => ({
          key: section.key,
          label: section.name,
          children: PERMISSION_LEVEL_NAMES[role.grants[section.key]],
        }))}
      />
    </>
  );
}
