/** The console's content pages (under /mgrpage): columns and links, banners, notices, the template. */
export const SITE_CONTENT_PAGE = '/wznr';
export const BANNERS_PAGE = `${SITE_CONTENT_PAGE}/lbt`;
export const NOTICES_PAGE = `${SITE_CONTENT_PAGE}/tzgg`;
export const NEW_NOTICE_PAGE = `${NOTICES_PAGE}/new`;
export const LOOK_PAGE = `${SITE_CONTENT_PAGE}/wzmb`;
export const noticeEditorPath = (id: string) => `${NOTICES_PAGE}/${encodeURIComponent(id)}`;
