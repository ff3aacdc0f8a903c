import type { Envelope } from '../../contract/envelope';
import { contactPaths, type ContactIdRequest, type SaveContactRequest } from '../../contract/contacts';
import { baseApi } from '../../app/api/baseApi';

/** What a change answers worth showing (联系人已添加…). */
const messageOf = (envelope: Envelope<unknown>): string => envelope.message;

const post =
  <Body>(url: string) =>
  (body: Body) => ({ url, method: 'POST', body });

/** Changing the frequent contacts (/com/cylxr, 账号管理·管理); the list is app/contacts' query. */
export const contactsAdminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    saveContact: build.mutation<string, SaveContactRequest>({
      query: post(contactPaths.save),
      transformResponse: messageOf,
      invalidatesTags: ['Contact'],
    }),
    removeContact: build.mutation<string, ContactIdRequest>({
      query: post(contactPaths.remove),
      transformResponse: messageOf,
      invalidatesTags: ['Contact'],
    }),
    setDefaultContact: build.mutation<string, ContactIdRequest>({
      query: post(contactPaths.setDefault),
      transformResponse: messageOf,
      invalidatesTags: ['Contact'],
    }),
  }),
});
