// An employer's saved invoice profiles (zhgl/fpxxgl). Times are epoch milliseconds.

export interface EmployerInvoicesTable {
  id: string;
  employer_id: string;
  /** 'pt' 普通发票 or 'zy' 专用发票. */
  kind: string;
  title: string;
  tax_number: string;
  /** The four 专用发票 fields: '' when not given. */
  address: string;
  phone: string;
  bank: string;
  account: string;
  created_at: number;
  updated_at: number;
}

/** The employer's default profile; the row is also the lock every change of its profiles takes. */
export interface EmployerInvoiceDefaultsTable {
  employer_id: string;
  invoice_id: string | null;
}

export interface InvoiceTables {
  employer_invoices: EmployerInvoicesTable;
  employer_invoice_defaults: EmployerInvoiceDefaultsTable;
}
