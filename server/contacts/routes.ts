import type { FastifyInstance } from 'fastify';
import {
  CONTACT_TEXT_LIMIT,
  contactPaths,
  type Contact,
  type ContactIdRequest,
  type SaveContactRequest,
} from '../../contract/contacts';
import { ACCOUNT_MANAGE, ACCOUNT_VIEW } from '../../contract/permissions';
import { employerOf } from '../core/auth';
import { ok } from '../core/http/envelope';
import { fields, objectSchema, optionalText } from '../core/http/schemas';
import { listContacts, removeContact, saveContact, setDefaultContact } from './contacts';

const idBody = { body: objectSchema({ id: fields.id }) };
const manage = { access: ACCOUNT_MANAGE, encoding: 'json' } as const;

/** 常用联系人 (/com/cylxr): reading needs 账号管理·查看, changing 账号管理·管理. */
export function contactRoutes(app: FastifyInstance): Promise<void> {
  app.get(contactPaths.list, { config: { access: ACCOUNT_VIEW } }, async (request) =>
    ok<Contact[]>(await listContacts(app.db, employerOf(request).dwid)),
  );

  app.post<{ Body: SaveContactRequest }>(
    contactPaths.save,
    {
      config: manage,
      schema: {
        body: objectSchema(
          {
            id: optionalText(64),
            xm: optionalText(CONTACT_TEXT_LIMIT * 2),
            zw: optionalText(CONTACT_TEXT_LIMIT * 2),
            sjhm: optionalText(20),
            gddh: optionalText(40),
            yx: optionalText(254),
          },
          ['id'],
        ),
      },
    },
    async (request) => {
      const id = await saveContact(app.db, app.clock.now(), employerOf(request).dwid, request.body);
      return ok({ id }, request.body.id ? '联系人已保存' : '联系人已添加');
    },
  );

  app.post<{ Body: ContactIdRequest }>(
    contactPaths.remove,
    { config: manage, schema: idBody },
    async (request) => {
      await removeContact(app.db, employerOf(request).dwid, request.body.id);
      return ok(null, '联系人已删除');
    },
  );

  app.post<{ Body: ContactIdRequest }>(
    contactPaths.setDefault,
    { config: manage, schema: idBody },
    async (request) => {
      await setDefaultContact(app.db, employerOf(request).dwid, request.body.id);
      return ok(null, '已设为默认联系人');
    },
  );
  return Promise.resolve();
}
