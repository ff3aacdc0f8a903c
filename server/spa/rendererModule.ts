import { pathToFileURL } from 'node:url';

/**
 * Loads a built server renderer (dist/.ssr/*.mjs). A new build gets a new URL: Node caches a module by
 * its URL for good, so the build's modification time goes into it. Tests that cannot import ES modules
 * (jest's CommonJS runtime) replace this module.
 */
export function importRendererModule<Module>(path: string, mtimeMs: number): Promise<Module> {
  return import(`${pathToFileURL(path).href}?v=${mtimeMs}`) as Promise<Module>;
}
