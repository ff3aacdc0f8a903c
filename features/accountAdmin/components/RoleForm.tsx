import { useState } from 'react';
import { ROLE_NAME_MAX, type Role } from '../../../contract/permissions';
import { Button } from '../../../ui/Button';
import { Form, FormActions, FormField, FormSubmit, useForm } from '../../../ui/Form';
import { FormAlert } from '../../../ui/FormAlert';
import { Input } from '../../../ui/Input';
import { placeRefusal } from '../../../app/api/refusal';
import { useNotify } from '../../../app/api/useNotify';
import { accountAdminApi } from '../accountAdminApi';
import { NEW_ROLE, roleFieldOf, roleNameRules, saveRoleRequestOf, type RoleValues } from '../roleRules';
import { GrantsMatrix } from './GrantsMatrix';

export type RoleFormProps = {
  /** The custom role edited; a new one is added without. */
  role?: Role;
  variant: 'desktop' | 'phone';
  onDone: () => void;
  onCancel: () => void;
};

/** Adds or edits a custom role (POST /com/js/save): its name and a level for every section. */
export function RoleForm({ role, variant, onDone, onCancel }: RoleFormProps) {
  const isPhone = variant === 'phone';
  const notify = useNotify();
  const [save] = accountAdminApi.useSaveRoleMutation();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<RoleValues>({
    initialValues: role ? { name: role.name, grants: role.grants } : NEW_ROLE,
    validators: { name: roleNameRules },
    onSubmit: async (values, { setFieldError }) => {
      setAlert(null);
      try {
        notify.success((await save(saveRoleRequestOf(values, role?.id)).unwrap()) || '角色已保存');
        onDone();
      } catch (error) {
        setAlert(placeRefusal(error, roleFieldOf, setFieldError)?.message ?? null);
      }
    },
  });

  const size = isPhone ? 'phone' : 'md';
  const grants = form.field('grants');
  return (
    <Form form={form} variant={variant} layout="vertical" aria-label={role ? '编辑角色' : '新建角色'}>
      {alert && <FormAlert>{alert}</FormAlert>}
      <FormField label="角色名称" name="name" required help={`最多${ROLE_NAME_MAX}个字`}>
        <Input {...form.field('name')} autoComplete="off" />
      </FormField>
      <GrantsMatrix value={grants.value} onChange={grants.onChange} variant={variant} />
      <FormActions>
        {!isPhone && (
          <Button size={size} onClick={onCancel}>
            取消
          </Button>
        )}
        <FormSubmit size={size} block={isPhone}>
          保存
        </FormSubmit>
      </FormActions>
    </Form>
  );
}
