// What other capabilities may use of dishonesty records: recording a breach, and the booking
// suspension the records cause (fairs' hold and submit ask it; talks may too).
export { addRecord, assertNotSuspended, bookingSuspension, type NewRecord } from './records';
export { dishonestyRoutes } from './routes';
