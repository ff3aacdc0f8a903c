/** A served page without the site-colour <style> the server puts in its head: the built file as written. */
export const withoutTheme = (html: string) => html.replace(/<style id="site-theme"[^>]*>[^<]*<\/style>/, '');
