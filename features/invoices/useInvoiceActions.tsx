import { useState } from 'react';
import type { InvoiceProfile } from '../../contract/invoices';
import { modal } from '../../ui/Modal';
import { refusalOf } from '../../app/api/refusal';
import { useNotify } from '../../app/api/useNotify';
import { invoiceApi } from '../../app/bookingSteps/invoiceApi';

export type InvoiceAction = 'edit' | 'setDefault' | 'remove';

export const INVOICE_ACTION_LABELS: Record<InvoiceAction, string> = {
  edit: '编辑',
  setDefault: '设为默认',
  remove: '删除',
};

/** What a manager may do to a profile: the default is not set again. */
export function invoiceActions(profile: InvoiceProfile): InvoiceAction[] {
  return profile.mr ? ['edit', 'remove'] : ['edit', 'setDefault', 'remove'];
}

export type InvoiceActions = {
  run: (action: InvoiceAction, profile: InvoiceProfile) => Promise<void>;
  busy: { id: string; action: InvoiceAction } | null;
};

/** 编辑 opens the form (`onEdit`); 设为默认 at once; 删除 after a confirmation saying what follows. */
export function useInvoiceActions(onEdit: (profile: InvoiceProfile) => void): InvoiceActions {
  const notify = useNotify();
  const [setDefault] = invoiceApi.useSetDefaultInvoiceMutation();
  const [remove] = invoiceApi.useRemoveInvoiceMutation();
  const [busy, setBusy] = useState<InvoiceActions['busy']>(null);

  const call = async (action: InvoiceAction, { id }: InvoiceProfile, request: () => Promise<string>) => {
    setBusy({ id, action });
    try {
      notify.success(await request());
    } catch (error) {
      notify.error(refusalOf(error).message);
    } finally {
      setBusy(null);
    }
  };

  const run = async (action: InvoiceAction, profile: InvoiceProfile) => {
    const { id } = profile;
    if (action === 'edit') onEdit(profile);
    else if (action === 'setDefault') await call(action, profile, () => setDefault({ id }).unwrap());
    else if (
      await modal.confirm({
        title: `删除发票信息“${profile.fptt}”？`,
        content: profile.mr
          ? '这是默认发票信息，删除后最早添加的其他发票信息将成为默认。已提交的预订保留提交时的发票信息。'
          : '删除后不能恢复；已提交的宣讲会、招聘会预订保留提交时的发票信息，不受影响。',
        okText: '删除',
      })
    )
      await call(action, profile, () => remove({ id }).unwrap());
  };
  return { run, busy };
}
