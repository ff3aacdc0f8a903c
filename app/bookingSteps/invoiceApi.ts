import type { Envelope } from '../../contract/envelope';
import {
  invoicePaths,
  type InvoiceIdRequest,
  type InvoiceProfile,
  type SaveInvoiceRequest,
} from '../../contract/invoices';
import { baseApi } from '../api/baseApi';

/** What a change answers worth showing (发票信息已添加…). */
const messageOf = (envelope: Envelope<unknown>): string => envelope.message;

const post =
  <Body>(url: string) =>
  (body: Body) => ({ url, method: 'POST', body });

/**
 * The employer's invoice profiles (/com/fpxx), shared by the qrfpxx step of talks and fairs and the
 * 发票信息管理 screen (zhgl/fpxxgl), which may not import each other.
 */
export const invoiceApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    invoices: build.query<InvoiceProfile[], void>({
      query: () => invoicePaths.list,
      transformResponse: (envelope: Envelope<InvoiceProfile[]>) => envelope.result,
      providesTags: ['Invoice'],
    }),
    saveInvoice: build.mutation<string, SaveInvoiceRequest>({
      query: post(invoicePaths.save),
      transformResponse: messageOf,
      invalidatesTags: ['Invoice'],
    }),
    removeInvoice: build.mutation<string, InvoiceIdRequest>({
      query: post(invoicePaths.remove),
      transformResponse: messageOf,
      invalidatesTags: ['Invoice'],
    }),
    setDefaultInvoice: build.mutation<string, InvoiceIdRequest>({
      query: post(invoicePaths.setDefault),
      transformResponse: messageOf,
      invalidatesTags: ['Invoice'],
    }),
  }),
});
