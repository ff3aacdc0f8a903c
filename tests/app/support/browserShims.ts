/** What jsdom lacks and the app shell uses: matchMedia (reduced motion) and scrollTo (scroll restoration). */
export function installBrowserShims(): void {
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
  window.scrollTo = () => undefined;
}
