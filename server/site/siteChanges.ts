/**
 * Who must hear at once that a site's settings (its name, colour) changed: caches outside this
 * capability (the homepage's answers) subscribe; the console's save tells them after its commit.
 */
export type SiteChanges = {
  subscribe(listener: (siteCode: string) => void): void;
  changed(siteCode: string): void;
};

export function createSiteChanges(): SiteChanges {
  const listeners: ((siteCode: string) => void)[] = [];
  return {
    subscribe(listener) {
      listeners.push(listener);
    },
    changed(siteCode) {
      for (const listener of listeners) listener(siteCode);
    },
  };
}
