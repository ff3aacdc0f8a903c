import { useState } from 'react';
import { SUB_ACCOUNT_NAME_MAX, type SubAccount } from '../../../contract/permissions';
import { Button } from '../../../ui/Button';
import { Form, FormActions, FormField, FormSubmit, useForm } from '../../../ui/Form';
import { FormAlert } from '../../../ui/FormAlert';
import { Input } from '../../../ui/Input';
import { Select } from '../../../ui/Select';
import { Switch } from '../../../ui/Switch';
import { placeRefusal } from '../../../app/api/refusal';
import { useNotify } from '../../../app/api/useNotify';
import { accountAdminApi } from '../accountAdminApi';
import {
  NEW_SUB_ACCOUNT,
  saveRequestOf,
  subAccountFieldOf,
  subAccountRules,
  valuesOf,
  type SubAccountValues,
} from '../subAccountRules';

export type SubAccountFormProps = {
  /** The account edited; a new one is opened without. */
  account?: SubAccount;
  variant: 'desktop' | 'phone';
  /** After the success message. */
  onDone: () => void;
  onCancel: () => void;
};

/**
 * Opens or edits a sub-account (POST /com/zzh/save): name, the mobile it logs in with, its role and
 * whether it may log in. A refusal naming a field (the mobile already used) shows under it, others
 * above the form.
 */
export function SubAccountForm({ account, variant, onDone, onCancel }: SubAccountFormProps) {
  const isPhone = variant === 'phone';
  const notify = useNotify();
  const roles = accountAdminApi.useRolesQuery();
  const [save] = accountAdminApi.useSaveSubAccountMutation();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<SubAccountValues>({
    initialValues: account ? valuesOf(account) : NEW_SUB_ACCOUNT,
    validators: subAccountRules,
    onSubmit: async (values, { setFieldError }) => {
      setAlert(null);
      try {
        const text = await save(saveRequestOf(values, account?.id)).unwrap();
        notify.success(text || (account ? '已保存' : '子账号已开设'));
        onDone();
      } catch (error) {
        setAlert(placeRefusal(error, subAccountFieldOf, setFieldError)?.message ?? null);
      }
    },
  });

  const size = isPhone ? 'phone' : 'md';
  const enabled = form.field('enabled');
  const roleId = form.field('roleId');
  return (
    <Form form={form} variant={variant} layout="vertical" aria-label={account ? '编辑子账号' : '开设子账号'}>
      {alert && <FormAlert>{alert}</FormAlert>}
      <FormField label="姓名" name="name" required help={`最多${SUB_ACCOUNT_NAME_MAX}个字`}>
        <Input {...form.field('name')} autoComplete="off" />
      </FormField>
      <FormField
        label="手机号"
        name="mobile"
        required
        help={
          account ? '修改后该账号需用新手机号登录' : '子账号用此手机号和短信验证码首次登录，并设置自己的密码'
        }
      >
        <Input {...form.field('mobile')} type="tel" inputMode="tel" autoComplete="off" />
      </FormField>
      <FormField label="角色" name="roleId" required help="角色决定该账号可以使用的功能，可在角色管理中查看">
        <Select<string>
          options={(roles.data ?? []).map((role) => ({ value: role.id, label: role.name }))}
          loading={roles.isLoading}
          value={roleId.value === '' ? null : roleId.value}
          onChange={(value) => roleId.onChange(value ?? '')}
          onBlur={roleId.onBlur}
          variant={variant}
        />
      </FormField>
      <FormField label="启用" name="enabled" help="停用后该账号的登录将立即失效，再次启用前不能登录">
        <Switch checked={enabled.value} onChange={enabled.onChange} variant={variant} />
      </FormField>
      <FormActions>
        {!isPhone && (
          <Button size={size} onClick={onCancel}>
            取消
          </Button>
        )}
        <FormSubmit size={size} block={isPhone}>
          {account ? '保存' : '开设子账号'}
        </FormSubmit>
      </FormActions>
    </Form>
  );
}
