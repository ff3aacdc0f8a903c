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
    apply: (config, { command, isSsrBuild }) =>
      command === 'build' && config.base === APP_BASE && isSsrBuild !== true,
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
 * Writes dist/.vite/chunks.json: for every chunk, the modules it holds and their rendered sizes, so
 * scripts/measure.mjs can say what each first-screen chunk holds (the manifest names files only).
 */
function chunkContents(): Plugin {
  return {
    name: 'dwpage:chunk-contents',
    apply: (config, { command, isSsrBuild }) =>
      command === 'build' && config.base === APP_BASE && isSsrBuild !== true,
    generateBundle(_options, bundle) {
      const chunks = Object.fromEntries(
        Object.values(bundle).flatMap((output) =>
          output.type === 'chunk'
            ? [
                [
                  output.fileName,
                  Object.entries(output.modules)
                    .map(([id, module]) => [relativeModule(id), module.renderedLength] as const)
                    .filter(([, length]) => length > 0),
                ],
              ]
            : [],
        ),
      );
      this.emitFile({ type: 'asset', fileName: '.vite/chunks.json', source: JSON.stringify(chunks) });
    },
  };
}

/** A module id as a path from the repository root (node_modules/… for libraries). */
const relativeModule = (id: string) =>
  id
    .replace(/\0/g, '')
    .split(resolve(import.meta.dirname) + '/')
    .pop() ?? id;

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
 * The chunks a first visit loads, grouped: the libraries every screen runs on; the kit's everyday
 * pieces (buttons, fields, icons, results) that three or more chunks share; the API layer every surface
 * starts with; and the login's and the homepage's own code, each in one file. A group takes its
 * modules' imports along, so each is narrow: the wider groups these replaced (all of features/auth,
 * all of app/api, most of ui/) dragged the profile, settings, tables, pickers, focus traps and file
 * sniffing into every login and homepage. Everything else is split along the screens' lazy imports
 * (scripts/measure.mjs lists what each first-screen chunk holds).
 */
const FIRST_SCREEN_GROUPS = [
  {
    name: 'framework',
    priority: 30,
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@reduxjs[\\/]toolkit|immer|reselect|redux|redux-thunk|react-redux|styled-components|stylis|@emotion|use-sync-external-store|@standard-schema|js-cookie|cookie|set-cookie-parser)[\\/]/,
  },
  {
    name: 'kit',
    priority: 10,
    test: /[\\/]ui[\\/](Button|Icon|Input|Form|Result|Spinner|Empty|Card|Badge|Link|VisuallyHidden|theme|validators)[\\/]/,
    minShareCount: 3,
  },
  // The API layer every surface starts with (store slices, base query, sessions, site), kept out of the
  // screen groups below so that one surface's screen group is never another's dependency.
  {
    name: 'app-api',
    priority: 8,
    test: /[\\/](app[\\/](session|site|device)[\\/]|app[\\/]api[\\/](baseApi|baseQuery|hooks|employerPaths|appNavigation|apiErrorMessage|useNotify|session|site|chunkLoad|routeFrame)\.|contract[\\/](site|permissions|account|envelope|files)\.)/,
  },
  // A first screen's own code in one file rather than twenty small ones (each a round trip on a phone):
  // the employer login's forms and hooks, and the homepage's blocks with the contracts they read.
  {
    name: 'login',
    priority: 5,
    test: /[\\/]features[\\/]auth[\\/](components[\\/](AuthPage|CodeField|EmployerLoginPage|LoginForms|SendCodeButton)|accountApi|authPaths|countdown|formRules|loginDestination|redirectPath|useCompleteLogin|useSchoolCode|useSendCode)\./,
  },
  {
    name: 'homepage',
    priority: 5,
    test: /[\\/]features[\\/]homepage[\\/](screens[\\/]HomeScreen|components[\\/](BannerCarousel|Blocks\.styles|CalendarBlock|ContentBlocks|ItemList|QuickLinks|SiteFooter|SiteHeader)|calendarMonth|carousel|homepageApi|pageMeta|publicSite)\./,
  },
];

/** The public site's server renderer (app/publicSite/server.tsx), built for Node beside the client build. */
const SSR_INPUT: Record<string, string> = {
  publicSite: resolve(import.meta.dirname, 'app/publicSite/server.tsx'),
};

export default defineConfig(({ isSsrBuild }) => ({
  base: APP_BASE,
  // The renderer needs none of public/: the client build serves it.
  ...(isSsrBuild === true ? { publicDir: false as const } : {}),
  plugins: [react(), precompressBuild(), chunkContents(), rootFavicon()],
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
      // `vite build --ssr`: the server renderer alone, one module for Node (dist/.ssr/, never served).
      input:
        isSsrBuild === true
          ? SSR_INPUT
          : {
              main: resolve(import.meta.dirname, 'index.html'),
              mgrpage: resolve(import.meta.dirname, 'mgrpage/index.html'),
              sc: resolve(import.meta.dirname, 'sc/index.html'),
              site: resolve(import.meta.dirname, 'site/index.html'),
            },
      output: {
        // Few files matter more here than a few KiB: over HTTP/1.1 a browser opens six connections per
        // host, so the thirty small chunks a login page used to load cost five round trips. Measured
        // with Lighthouse mobile on the login page: 82 before, 93 after (scripts/measure.mjs).
        ...(isSsrBuild === true
          ? { codeSplitting: false, entryFileNames: '[name].mjs' }
          : { codeSplitting: { groups: FIRST_SCREEN_GROUPS } }),
      },
    },
  },
  // The renderer bundles its libraries: one file that runs wherever the build is copied (the e2e tests
  // serve a copy outside the project), and no CommonJS interop (styled-components' default export).
  ssr: { noExternal: true },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      apiPrefixes.map((prefix) => [prefix, { target: `http://127.0.0.1:${apiPort}`, changeOrigin: true }]),
    ),
  },
}));
