import type { Envelope } from '../../contract/envelope';
import { contactPaths, type Contact } from '../../contract/contacts';
import { baseApi } from '../api/baseApi';

/**
 * The employer's frequent contacts (GET /com/cylxr/list), shared by the 常用联系人 screen and the
 * forms that offer them (positions, later talks and fairs), which may not import each other.
 */
export const contactsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    contacts: build.query<Contact[], void>({
      query: () => contactPaths.list,
      transformResponse: (envelope: Envelope<Contact[]>) => envelope.result,
      providesTags: ['Contact'],
    }),
  }),
});
