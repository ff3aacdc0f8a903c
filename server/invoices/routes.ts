import type { FastifyInstance } from 'fastify';
import {
  INVOICE_TEXT_LIMIT,
  invoicePaths,
  type InvoiceIdRequest,
  type InvoiceProfile,
  type SaveInvoiceRequest,
} from '../../contract/invoices';
import { ACCOUNT_MANAGE, ACCOUNT_VIEW } from '../../contract/permissions';
import { employerOf } from '../core/auth';
import { ok } from '../core/http/envelope';
import { fields, objectSchema, optionalText } from '../core/http/schemas';
import { invoiceDetail, listInvoices, removeInvoice, saveInvoice, setDefaultInvoice } from './invoices';

const idBody = { body: objectSchema({ id: fields.id }) };
const manage = { access: ACCOUNT_MANAGE, encoding: 'json' } as const;
const text = optionalText(INVOICE_TEXT_LIMIT * 2);

/** 发票信息 (/com/fpxx): reading needs 账号管理·查看, changing 账号管理·管理, as the zhgl pages. */
export function invoiceRoutes(app: FastifyInstance): Promise<void> {
  app.get(invoicePaths.list, { config: { access: ACCOUNT_VIEW } }, async (request) =>
    ok<InvoiceProfile[]>(await listInvoices(app.db, employerOf(request).dwid)),
  );

  app.get<{ Querystring: InvoiceIdRequest }>(
    invoicePaths.detail,
    { config: { access: ACCOUNT_VIEW }, schema: { querystring: objectSchema({ id: fields.id }) } },
    async (request) =>
      ok<InvoiceProfile>(await invoiceDetail(app.db, employerOf(request).dwid, request.query.id)),
  );

  app.post<{ Body: SaveInvoiceRequest }>(
    invoicePaths.save,
    {
      config: manage,
      schema: {
        body: objectSchema(
          {
            id: optionalText(64),
            fplx: { type: 'string', enum: ['pt', 'zy'] },
            fptt: text,
            nsrsbh: optionalText(40),
            dz: text,
            dh: optionalText(40),
            khyh: text,
            yhzh: optionalText(60),
          },
          ['id'],
        ),
      },
    },
    async (request) => {
      const id = await saveInvoice(app.db, app.clock.now(), employerOf(request).dwid, request.body);
      return ok({ id }, request.body.id ? '发票信息已保存' : '发票信息已添加');
    },
  );

  app.post<{ Body: InvoiceIdRequest }>(
    invoicePaths.remove,
    { config: manage, schema: idBody },
    async (request) => {
      await removeInvoice(app.db, employerOf(request).dwid, request.body.id);
      return ok(null, '发票信息已删除');
    },
  );

  app.post<{ Body: InvoiceIdRequest }>(
    invoicePaths.setDefault,
    { config: manage, schema: idBody },
    async (request) => {
      await setDefaultInvoice(app.db, employerOf(request).dwid, request.body.id);
      return ok(null, '已设为默认发票信息');
    },
  );
  return Promise.resolve();
}
