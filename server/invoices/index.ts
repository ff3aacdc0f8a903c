// What other capabilities may use of the employers' invoice profiles: talks and fairs resolve a
// booking's invoice choice into the snapshot they store.
export { invoiceRoutes } from './routes';
export { resolveInvoice, type ResolvedInvoice } from './invoices';
export { seedDemoInvoices } from './demo';
