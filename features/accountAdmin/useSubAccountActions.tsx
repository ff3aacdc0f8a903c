import { useState } from 'react';
import type { SubAccount } from '../../contract/permissions';
import { modal } from '../../ui/Modal';
import { refusalOf } from '../../app/api/refusal';
import { useNotify } from '../../app/api/useNotify';
import { accountAdminApi } from './accountAdminApi';
import { accountName, type SubAccountAction } from './subAccountRules';

export type SubAccountActions = {
  /** Runs an action on an account, confirming first where it takes effect at once. */
  run: (action: SubAccountAction, account: SubAccount) => Promise<void>;
  /** The account and action under way (its button shows loading). */
  busy: { id: string; action: SubAccountAction } | null;
};

/**
 * The 开设子账号 list's actions: 编辑 opens the form (`onEdit`); 启用 at once; 停用, 重置密码 and
 * 移交主账号 after a confirmation saying what follows; each says what happened.
 */
export function useSubAccountActions(onEdit: (account: SubAccount) => void): SubAccountActions {
  const notify = useNotify();
  const [setEnabled] = accountAdminApi.useSetSubAccountEnabledMutation();
  const [reset] = accountAdminApi.useResetSubAccountMutation();
  const [handOver] = accountAdminApi.useHandOverMainAccountMutation();
  const [busy, setBusy] = useState<SubAccountActions['busy']>(null);

  /** Calls the server with the button busy; shows its answer, else `done`. */
  const call = async (
    action: SubAccountAction,
    { id }: SubAccount,
    request: () => Promise<string>,
    done: string,
  ) => {
    setBusy({ id, action });
    try {
      notify.success((await request()) || done);
    } catch (error) {
      notify.error(refusalOf(error).message);
    } finally {
      setBusy(null);
    }
  };

  const run = async (action: SubAccountAction, account: SubAccount) => {
    const { id } = account;
    const name = accountName(account);
    switch (action) {
      case 'edit':
        onEdit(account);
        return;
      case 'enable':
        await call(action, account, () => setEnabled({ id, enabled: true }).unwrap(), '已启用');
        return;
      case 'disable':
        if (
          await modal.confirm({
            title: `停用“${name}”？`,
            content: '停用后该账号的登录将立即失效，再次启用前不能登录。',
            okText: '停用',
          })
        )
          await call(action, account, () => setEnabled({ id, enabled: false }).unwrap(), '已停用');
        return;
      case 'reset':
        if (
          await modal.confirm({
            title: `重置“${name}”的密码？`,
            content: '重置后该账号需通过短信验证码登录并重新设置密码，当前的登录将立即失效。',
            okText: '重置密码',
          })
        )
          await call(action, account, () => reset({ id }).unwrap(), '已重置');
        return;
      case 'handOver':
        if (
          await modal.confirm({
            title: `将主账号移交给“${name}”？`,
            content: `移交后您将成为管理员子账号，无法再管理子账号和角色；“${name}”将成为单位主账号，只有它能再次移交。此操作不能撤销。`,
            okText: '确认移交',
          })
        )
          await call(action, account, () => handOver({ id }).unwrap(), '主账号已移交');
        return;
    }
  };

  return { run, busy };
}
