/** The console's fair pages (under /mgrpage): the booking review queue; an item is its path, '/', the id. */
export const FAIR_BOOKING_PAGE = '/zphyd';

export const fairBookingItemPath = (id: string) => `${FAIR_BOOKING_PAGE}/${encodeURIComponent(id)}`;

/** The day's check-in: search and check in; ?qdlm= (the booking's QR token) checks that booking in. */
export const FAIR_CHECK_IN_PAGE = '/zphqd';
