/** The console's appeal pages (under /mgrpage): the queue; an appeal is its path, '/', the id. */
export const APPEAL_QUEUE_PAGE = '/bcxss';

export const appealItemPath = (id: string) => `${APPEAL_QUEUE_PAGE}/${encodeURIComponent(id)}`;
