import type { Envelope } from '../../contract/envelope';
import {
  accountAdminPaths,
  type Role,
  type SaveRoleRequest,
  type SaveSubAccountRequest,
  type SubAccount,
} from '../../contract/permissions';
import { baseApi } from '../../app/api/baseApi';

const resultOf = <T>(envelope: Envelope<T>): T => envelope.result;
/** What a change answers worth showing (子账号已开设…, 已停用…); '' when the server said nothing more. */
const messageOf = (envelope: Envelope<unknown>): string =>
  envelope.message === '成功' ? '' : envelope.message;

const post =
  <Body>(url: string) =>
  (body: Body) => ({ url, method: 'POST', body });

/**
 * Sub-accounts (/com/zzh) and roles (/com/js) of the employer, docs/api.md. Every change answers its
 * message; a role's user count and a sub-account's role name follow each other's changes.
 */
export const accountAdminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    subAccounts: build.query<SubAccount[], void>({
      query: () => accountAdminPaths.subAccounts,
      transformResponse: resultOf<SubAccount[]>,
      providesTags: ['SubAccount'],
    }),
    saveSubAccount: build.mutation<string, SaveSubAccountRequest>({
      query: post(accountAdminPaths.saveSubAccount),
      transformResponse: messageOf,
      invalidatesTags: ['SubAccount', 'Role'],
    }),
    setSubAccountEnabled: build.mutation<string, { id: string; enabled: boolean }>({
      query: post(accountAdminPaths.setSubAccountEnabled),
      transformResponse: messageOf,
      invalidatesTags: ['SubAccount'],
    }),
    resetSubAccount: build.mutation<string, { id: string }>({
      query: post(accountAdminPaths.resetSubAccount),
      transformResponse: messageOf,
      invalidatesTags: ['SubAccount'],
    }),
    /** The caller stops being the main account: its own permissions are read again. */
    handOverMainAccount: build.mutation<string, { id: string }>({
      query: post(accountAdminPaths.handOverMainAccount),
      transformResponse: messageOf,
      invalidatesTags: ['SubAccount', 'Role', 'MyPermissions'],
    }),
    roles: build.query<Role[], void>({
      query: () => accountAdminPaths.roles,
      transformResponse: resultOf<Role[]>,
      providesTags: ['Role'],
    }),
    saveRole: build.mutation<string, SaveRoleRequest>({
      query: post(accountAdminPaths.saveRole),
      transformResponse: messageOf,
      invalidatesTags: ['Role', 'SubAccount'],
    }),
    removeRole: build.mutation<string, { id: string }>({
      query: post(accountAdminPaths.removeRole),
      transformResponse: messageOf,
      invalidatesTags: ['Role'],
    }),
  }),
});
