import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const apiPort = Number(process.env.API_PORT ?? process.env.PORT ?? 8080);
const apiPrefixes = ['/com', '/stu', '/pub', '/web', '/mgr', '/im-api'];

const APP_BASE = '/dwpage/';
const brotli = promisify(brotliCompress);
const PRECOMPRESSED = new Set(['.js', '.css', '.html', '.svg', '.json']);

/**
 * Writes a brotli copy (quality 11, too slow to run per request) beside every text file of the build;
 * the server sends it to browsers that accept br, as nginx's brotli_static would.
 */
function precompressBuild(): Plugin {
  let outDir = 'dist';
  return {
    name: 'dwpage:precompress',
    // The app's build only: Storybook reuses this config with its own base and output.
    apply: (config, { command }) => command === 'build' && config.base === APP_BASE,
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      const files = await readdir(outDir, { recursive: true });
      await Promise.all(
        files
          .filter((file) => PRECOMPRESSED.has(extname(file)) && !file.startsWith('.vite'))
          .map(async (file) => {
            const content = await readFile(join(outDir, file));
            const compressed = await brotli(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            });
            await writeFile(join(outDir, `${file}.br`), compressed);
          }),
      );
    },
  };
}

/**
 * `npm run dev` answers the site root's /favicon.ico as the server does (with the app icon): Vite
 * serves public/ under the base only, so the question a JSON tab asks got a 404 there.
 */
function rootFavicon(): Plugin {
  return {
    name: 'dwpage:root-favicon',
    apply: (config, { command }) => command === 'serve' && config.base === APP_BASE,
    configureServer(server) {
      server.middlewares.use('/favicon.ico', (_request, response) => {
        response.statusCode = 302;
        response.setHeader('location', `${APP_BASE}favicon.svg`);
        response.end();
      });
    },
  };
}

/**
 * The chunks a first visit loads, grouped: the libraries every screen runs on; what a visit's first
 * screen needs besides them (the app's API layer and the login building blocks: most visits start at
 * a login page, and a logged-in visit pays for them once, cached for a year after); the small API
 * helpers the shell's screens share; the kit components three or more screens share. A group takes
 * its modules' own imports along, so each loads as one file.
 */
const FIRST_SCREEN_GROUPS = [
  {
    name: 'framework',
    priority: 30,
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@reduxjs[\\/]toolkit|immer|reselect|redux|react-redux|styled-components|stylis|@emotion|use-sync-external-store|js-cookie|cookie|set-cookie-parser|tslib)[\\/]/,
  },
  // The registration's licence upload and selects and the home's standing banner come after a login page.
  {
    name: 'start',
    priority: 20,
    test: /[\\/]features[\\/]auth[\\/](?!screens[\\/]|registration[\\/]|standing[\\/])/,
  },
  // The API layer and the contracts of what every visit starts with (accounts, permissions, site, surveys,
  // files); the contracts of the business screens (positions, announcements, their rules and code lists,
  // the review workflow) load with those screens.
  {
    name: 'app-api',
    priority: 20,
    test: /[\\/](app[\\/]api[\\/]|contract[\\/](account|permissions|envelope|site|im|surveys|student|files|feedback)\.ts)/,
  },
  // The kit's everyday pieces (buttons, fields, layout, dialogs and messages); the widgets of business
  // screens (tables, tabs, drawers, pickers, uploaders, editors) load with those screens instead of
  // weighing on every first screen.
  {
    name: 'kit',
    priority: 10,
    test: /[\\/]ui[\\/](?!(Table|Tabs|Pagination|Drawer|Select|Cascader|DatePicker|DateRangePicker|TimePicker|Uploader|FileUploader|RichTextEditor|RichTextView|Timeline|Steps|Tooltip|Dropdown|Popconfirm|PromptDialog|SearchBox|FilterForm|ActionBar|Section|PagePanel|Checkbox|Radio|Switch|Tag|Breadcrumb)[\\/])/,
    minShareCount: 3,
  },
];

export default defineConfig({
  base: APP_BASE,
  plugins: [react(), precompressBuild(), rootFavicon()],
  build: {
    outDir: 'dist',
    // dist/.vite/manifest.json: which chunks each screen loads (scripts/measure.mjs reads it).
    manifest: true,
    target: 'es2022',
    // Chunks are per screen; a larger one is a regression worth seeing.
    chunkSizeWarningLimit: 200,
    rolldownOptions: {
      // One build, three pages: the employer app (dist/index.html), the school console
      // (dist/mgrpage/index.html, served at /mgrpage/) and the student portal (dist/sc/index.html,
      // served at /sc/ and /mobile/), sharing every chunk under /dwpage/assets/.
      input: {
        main: resolve(import.meta.dirname, 'index.html'),
        mgrpage: resolve(import.meta.dirname, 'mgrpage/index.html'),
        sc: resolve(import.meta.dirname, 'sc/index.html'),
        site: resolve(import.meta.dirname, 'site/index.html'),
      },
      output: {
        // Few files matter more here than a few KiB: over HTTP/1.1 a browser opens six connections per
        // host, so the thirty small chunks a login page used to load cost five round trips. Measured
        // with Lighthouse mobile on the login page: 82 before, 93 after (scripts/measure.mjs).
        codeSplitting: { groups: FIRST_SCREEN_GROUPS },
      },
    },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      apiPrefixes.map((prefix) => [prefix, { target: `http://127.0.0.1:${apiPort}`, changeOrigin: true }]),
    ),
  },
});
