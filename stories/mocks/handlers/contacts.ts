import { http, HttpResponse } from 'msw';
import {
  CONTACTS_FULL_MESSAGE,
  CONTACTS_MAX,
  CONTACT_NOT_FOUND,
  contactPaths,
  contactProblems,
  normalizeContact,
  type Contact,
  type ContactIdRequest,
  type SaveContactRequest,
} from '../../../contract/contacts';
import {
  PERMISSION_DENIED_CODE,
  permissionDeniedMessage,
  type Permission,
} from '../../../contract/permissions';
import { ok, refuse } from './account';
import { MOCK_MAIN_ACCOUNT_NAME, MOCK_READONLY_TOKEN, MOCK_RECRUITER_TOKEN } from './accountAdmin';

/**
 * 常用联系人 (docs/api.md, Frequent contacts): the demo employer's contacts in memory, with the
 * server's rules (one default, the first; removing it promotes the earliest left). As in the
 * sub-account mock, the 招聘专员 token lacks 账号管理 and the 只读 one may only read. Stories that
 * change them call resetContactsMock() first.
 */
const initialContacts = (): Contact[] => [
  {
    id: 'lxr-0001',
    xm: '张敏',
    zw: '招聘主管',
    sjhm: '13812345678',
    gddh: '0591-87654321',
    yx: 'zhangmin@example.com',
    mr: true,
  },
  {
    id: 'lxr-0002',
    xm: '李强',
    zw: '人事专员',
    sjhm: '13987654321',
    gddh: '',
    yx: 'liqiang@example.com',
    mr: false,
  },
  { id: 'lxr-0003', xm: '王芳', zw: '', sjhm: '13700001111', gddh: '', yx: '', mr: false },
];

let contacts = initialContacts();
let nextId = 100;

export function resetContactsMock({ empty = false }: { empty?: boolean } = {}): void {
  contacts = empty ? [] : initialContacts();
  nextId = 100;
}

const VIEW: Permission = { section: 'account', level: 'view' };
const MANAGE: Permission = { section: 'account', level: 'manage' };

function refusalFor(request: Request, needs: Permission) {
  const token = request.headers.get('accessToken');
  if (token === null) return refuse(42, '登录已失效，请重新登录');
  const denied =
    token === MOCK_RECRUITER_TOKEN || (token === MOCK_READONLY_TOKEN && needs.level === 'manage');
  return denied
    ? refuse(PERMISSION_DENIED_CODE, permissionDeniedMessage(needs, MOCK_MAIN_ACCOUNT_NAME))
    : null;
}

/** The default first, then in the order added; the first one left is the default when none is. */
function settled(list: Contact[]): Contact[] {
  const withDefault =
    list.length > 0 && !list.some((contact) => contact.mr)
      ? list.map((contact, index) => ({ ...contact, mr: index === 0 }))
      : list;
  return [...withDefault.filter((contact) => contact.mr), ...withDefault.filter((contact) => !contact.mr)];
}

export const contactsHandlers = [
  http.get(contactPaths.list, ({ request }) =>
    HttpResponse.json(refusalFor(request, VIEW) ?? ok(settled(contacts))),
  ),
  http.post(contactPaths.save, async ({ request }) => {
    const refusal = refusalFor(request, MANAGE);
    if (refusal) return HttpResponse.json(refusal);
    const body = (await request.json()) as SaveContactRequest;
    const fields = normalizeContact(body);
    const [problem] = Object.values(contactProblems(fields));
    if (problem !== undefined) return HttpResponse.json(refuse(400, problem));
    if (body.id) {
      if (!contacts.some((contact) => contact.id === body.id))
        return HttpResponse.json(refuse(404, CONTACT_NOT_FOUND));
      contacts = contacts.map((contact) => (contact.id === body.id ? { ...contact, ...fields } : contact));
      return HttpResponse.json(ok({ id: body.id }, '联系人已保存'));
    }
    if (contacts.length >= CONTACTS_MAX) return HttpResponse.json(refuse(400, CONTACTS_FULL_MESSAGE));
    nextId += 1;
    const id = `lxr-${nextId}`;
    contacts = settled([...contacts, { id, ...fields, mr: false }]);
    return HttpResponse.json(ok({ id }, '联系人已添加'));
  }),
  http.post(contactPaths.remove, async ({ request }) => {
    const refusal = refusalFor(request, MANAGE);
    if (refusal) return HttpResponse.json(refusal);
    const { id } = (await request.json()) as ContactIdRequest;
    if (!contacts.some((contact) => contact.id === id))
      return HttpResponse.json(refuse(404, CONTACT_NOT_FOUND));
    contacts = settled(contacts.filter((contact) => contact.id !== id));
    return HttpResponse.json(ok(null, '联系人已删除'));
  }),
  http.post(contactPaths.setDefault, async ({ request }) => {
    const refusal = refusalFor(request, MANAGE);
    if (refusal) return HttpResponse.json(refusal);
    const { id } = (await request.json()) as ContactIdRequest;
    if (!contacts.some((contact) => contact.id === id))
      return HttpResponse.json(refuse(404, CONTACT_NOT_FOUND));
    contacts = settled(contacts.map((contact) => ({ ...contact, mr: contact.id === id })));
    return HttpResponse.json(ok(null, '已设为默认联系人'));
  }),
];
