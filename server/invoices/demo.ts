import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { saveInvoice } from './invoices';

/**
 * The demo employer's invoice profiles: a 普通发票 (its default) and a 专用发票 under its own name and
 * credit code, so the demo's paid talk venues and booths offer both at 确认发票信息.
 */
export async function seedDemoInvoices(
  db: Kysely<Database>,
  now: number,
  employer: { id: string; name: string; creditCode: string },
): Promise<void> {
  const base = { fptt: employer.name, nsrsbh: employer.creditCode, dz: '', dh: '', khyh: '', yhzh: '' };
  await saveInvoice(db, now, employer.id, { ...base, fplx: 'pt' });
  await saveInvoice(db, now + 1, employer.id, {
    ...base,
    fplx: 'zy',
    dz: '北京市海淀区中关村大街1号',
    dh: '010-62345678',
    khyh: '中国工商银行北京中关村支行',
    yhzh: '0200001234567890123',
  });
}
