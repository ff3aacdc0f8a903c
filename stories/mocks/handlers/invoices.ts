import { http, HttpResponse } from 'msw';
import {
  INVOICE_NOT_FOUND,
  INVOICE_PROFILES_FULL_MESSAGE,
  INVOICE_PROFILES_MAX,
  invoicePaths,
  invoiceProblems,
  normalizeInvoice,
  type InvoiceIdRequest,
  type InvoiceProfile,
  type SaveInvoiceRequest,
} from '../../../contract/invoices';
import {
  PERMISSION_DENIED_CODE,
  permissionDeniedMessage,
  type Permission,
} from '../../../contract/permissions';
import { INVOICE_PROFILES } from '../../fixtures/bookingSteps';
import { ok, refuse } from './account';
import { MOCK_MAIN_ACCOUNT_NAME, MOCK_READONLY_TOKEN, MOCK_RECRUITER_TOKEN } from './accountAdmin';

/**
 * 发票信息 (docs/api.md, Invoice profiles): the demo employer's profiles in memory, with the server's
 * rules (one default, the first; removing it promotes the earliest left; at most 20). As in the
 * contacts mock, the 招聘专员 token lacks 账号管理 and the 只读 one may only read. Stories that change
 * them call resetInvoicesMock() first.
 */
let profiles: InvoiceProfile[] = [...INVOICE_PROFILES];
let nextId = 100;

export function resetInvoicesMock({ empty = false }: { empty?: boolean } = {}): void {
  profiles = empty ? [] : [...INVOICE_PROFILES];
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
function settled(list: InvoiceProfile[]): InvoiceProfile[] {
  const withDefault =
    list.length > 0 && !list.some((profile) => profile.mr)
      ? list.map((profile, index) => ({ ...profile, mr: index === 0 }))
      : list;
  return [...withDefault.filter((profile) => profile.mr), ...withDefault.filter((profile) => !profile.mr)];
}

const missing = (id: string | null) => !profiles.some((profile) => profile.id === id);

export const invoicesHandlers = [
  http.get(invoicePaths.list, ({ request }) =>
    HttpResponse.json(refusalFor(request, VIEW) ?? ok(settled(profiles))),
  ),
  http.get(invoicePaths.detail, ({ request }) => {
    const refusal = refusalFor(request, VIEW);
    if (refusal) return HttpResponse.json(refusal);
    const id = new URL(request.url).searchParams.get('id');
    const profile = profiles.find((entry) => entry.id === id);
    return HttpResponse.json(profile ? ok(profile) : refuse(404, INVOICE_NOT_FOUND));
  }),
  http.post(invoicePaths.save, async ({ request }) => {
    const refusal = refusalFor(request, MANAGE);
    if (refusal) return HttpResponse.json(refusal);
    const body = (await request.json()) as SaveInvoiceRequest;
    const fields = normalizeInvoice(body);
    const [problem] = Object.values(invoiceProblems(fields));
    if (problem !== undefined) return HttpResponse.json(refuse(400, problem));
    if (body.id) {
      if (missing(body.id)) return HttpResponse.json(refuse(404, INVOICE_NOT_FOUND));
      profiles = profiles.map((profile) => (profile.id === body.id ? { ...profile, ...fields } : profile));
      return HttpResponse.json(ok({ id: body.id }, '发票信息已保存'));
    }
    if (profiles.length >= INVOICE_PROFILES_MAX)
      return HttpResponse.json(refuse(400, INVOICE_PROFILES_FULL_MESSAGE));
    nextId += 1;
    const id = `fp-${nextId}`;
    profiles = settled([...profiles, { id, ...fields, mr: false }]);
    return HttpResponse.json(ok({ id }, '发票信息已添加'));
  }),
  http.post(invoicePaths.remove, async ({ request }) => {
    const refusal = refusalFor(request, MANAGE);
    if (refusal) return HttpResponse.json(refusal);
    const { id } = (await request.json()) as InvoiceIdRequest;
    if (missing(id)) return HttpResponse.json(refuse(404, INVOICE_NOT_FOUND));
    profiles = settled(profiles.filter((profile) => profile.id !== id));
    return HttpResponse.json(ok(null, '发票信息已删除'));
  }),
  http.post(invoicePaths.setDefault, async ({ request }) => {
    const refusal = refusalFor(request, MANAGE);
    if (refusal) return HttpResponse.json(refusal);
    const { id } = (await request.json()) as InvoiceIdRequest;
    if (missing(id)) return HttpResponse.json(refuse(404, INVOICE_NOT_FOUND));
    profiles = settled(profiles.map((profile) => ({ ...profile, mr: profile.id === id })));
    return HttpResponse.json(ok(null, '已设为默认发票信息'));
  }),
];
