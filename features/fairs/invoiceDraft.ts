import type { InvoiceChoice, InvoiceSnapshot } from '../../contract/invoices';

/**
 * The invoice step's choice waits in this tab's session storage until the attendees step saves the
 * whole booking (the server's save takes invoice, attendees and announcement at once), so 上一步,
 * 下一步 and a reload keep it. Cleared once the booking is submitted.
 */
const key = (bookingId: string) => `fairInvoice:${bookingId}`;

function isChoice(value: unknown): value is InvoiceChoice {
  if (typeof value !== 'object' || value === null) return false;
  return 'fpid' in value || 'fpxx' in value;
}

export function readInvoiceDraft(bookingId: string): InvoiceChoice | null {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(key(bookingId)) ?? 'null');
    return isChoice(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function writeInvoiceDraft(bookingId: string, choice: InvoiceChoice): void {
  sessionStorage.setItem(key(bookingId), JSON.stringify(choice));
}

export function clearInvoiceDraft(bookingId: string): void {
  sessionStorage.removeItem(key(bookingId));
}

/**
 * What the invoice step starts from: this tab's choice, else the details a returned booking already
 * carries (typed in again, not saved as a profile), else nothing.
 */
export function initialInvoice(bookingId: string, saved: InvoiceSnapshot | null): InvoiceChoice | null {
  return readInvoiceDraft(bookingId) ?? (saved === null ? null : { fpxx: saved, bcwcy: false });
}
