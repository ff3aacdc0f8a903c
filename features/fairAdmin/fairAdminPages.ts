/** The console's fair pages (under /mgrpage): the booking review queue; an item is its path, '/', the id. */
export const FAIR_BOOKING_PAGE = '/zphyd';

export const fairBookingItemPath = (id: string) => `${FAIR_BOOKING_PAGE}/${encodeURIComponent(id)}`;

/** The day's check-in: search and check in; ?qdlm= (the booking's QR token) checks that booking in. */
export const FAIR_CHECK_IN_PAGE = '/zphqd';

/** The site's fairs: the list, a new fair, and one fair's editor (its fields and its booth map). */
export const FAIR_LIST_PAGE = '/zphgl';
export const NEW_FAIR_PAGE = `${FAIR_LIST_PAGE}/new`;
export const fairEditorPath = (id: string) => `${FAIR_LIST_PAGE}/${encodeURIComponent(id)}`;

/** After a fair: employers not checked in marked as no-shows (?zphid= the fair). */
export const FAIR_NO_SHOW_PAGE = '/zphwdc';
