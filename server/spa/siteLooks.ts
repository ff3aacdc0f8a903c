import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { findMainSite, findSite } from '../site';

/** What a page's first HTML needs of its school site: the code, the name and the colour (wzzsd). */
export type SiteLook = { code: string; name: string; colour: string };

export type SiteLooks = {
  /** The named site's look; the main site's when the code is null or names no site. */
  of(code: string | null): Promise<SiteLook>;
  /** Forgets every look: the console changed a site's colour or name, the next page wears the new one. */
  invalidate(): void;
};

/** Codes come from addresses: the bound keeps invented ones from growing memory (unknown codes are not kept). */
const CAPACITY = 1000;
const MAIN = '';

/**
 * The sites' looks for the pages the server sends, kept until the console changes one, so a burst of
 * visitors opening pages costs no database read each. A read still running is shared; one overtaken by
 * an invalidation is not kept.
 */
export function createSiteLooks(db: Kysely<Database>): SiteLooks {
  const looks = new Map<string, Promise<SiteLook | undefined>>();
  let generation = 0;

  const load = (code: string, read: () => Promise<SiteLook | undefined>) => {
    const cached = looks.get(code);
    if (cached !== undefined) return cached;
    if (looks.size >= CAPACITY) looks.clear();
    const started = generation;
    const look = read();
    looks.set(code, look);
    const forget = () => {
      if (looks.get(code) === look) looks.delete(code);
    };
    look.then((found) => {
      if (found === undefined || generation !== started) forget();
    }, forget);
    return look;
  };

  const lookOf = (site: { code: string; name: string; theme_color: string }): SiteLook => ({
    code: site.code,
    name: site.name,
    colour: site.theme_color,
  });

  const main = async () => (await load(MAIN, async () => lookOf(await findMainSite(db)))) as SiteLook;

  return {
    async of(code) {
      if (code === null) return main();
      const look = await load(code, async () => {
        const site = await findSite(db, code);
        return site === undefined ? undefined : lookOf(site);
      });
      return look ?? main();
    },
    invalidate() {
      generation += 1;
      looks.clear();
    },
  };
}
