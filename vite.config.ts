import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';

const apiPort = Number(process.env.API_PORT ?? process.env.PORT ?? 8080);
const apiPrefixes = ['/com', '/stu', '/pub', '/web', '/mgr', '/im-api'];

const APP_BASE = '/dwpage/';
/** The public site's entry chunk (site/index.html's script), by its name: assets/publicSite-<hash>.js. */
const PUBLIC_SITE_ENTRY = 'publicSite';
const PUBLIC_SITE_ENTRY_FILE = new RegExp(`^assets/${PUBLIC_SITE_ENTRY}-[\\w-]+\\.js$`);
/** The light login page's start (app/employer/login/startLoginPage.tsx), as a chunk. */
const LIGHT_LOGIN_START_FILE = /^assets\/startLoginPage-[\w-]+\.js$/;
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
 * styled-components' class names from each component's file and position (babel-plugin-styled-components)
 * instead of a counter in module evaluation order, so the server renderer's one bundle and the client's
 * chunks name every component alike and the client can hydrate the server's HTML. Only files that
 * import styled-components go through Babel; `pure` lets unused styled components be tree-shaken.
 */
const styledComponentIds = defineRolldownBabelPreset({
  preset: () => ({
    plugins: [
      ['babel-plugin-styled-components', { ssr: true, displayName: true, fileName: false, pure: true }],
    ],
  }),
  rolldown: { filter: { code: /from ['"]styled-components['"]/ } },
});

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
  // React and styled-components: all a screen needs that uses neither the router nor the store (the
  // public site, the login).
  {
    name: 'react',
    priority: 31,
    test: /node_modules[\\/](react|react-dom|scheduler|styled-components|stylis|@emotion|use-sync-external-store)[\\/]/,
  },
  // The router and the store, for the surfaces that use them.
  {
    name: 'app-framework',
    priority: 30,
    test: /node_modules[\\/](react-router|react-router-dom|@reduxjs[\\/]toolkit|immer|reselect|redux|redux-thunk|react-redux|@standard-schema|cookie|set-cookie-parser)[\\/]/,
  },
  // Plain modules, without React, router or store: the contracts' paths and codes, the theme's tokens and
  // palette, the validators, the device rule, the native bridge, the session's storage, the error table,
  // the toasts' channels. The employer entry starts on them alone (it picks the light login page or the
  // app before loading React), so they are claimed before kit and app-api, which would otherwise take
  // them along as their modules' imports (and React or the store with them).
  {
    name: 'plain',
    priority: 11,
    test: /([\\/]app[\\/](device[\\/](nativeBridge|phoneDetection|deviceType)|session[\\/](weChat|employerSessionState|employerSessionStorage)|site[\\/]siteSettings|api[\\/](apiErrorMessage|passwordEncryption))\.|[\\/]ui[\\/]((Message|Notice)[\\/](message|notice)|internal[\\/](toastChannel|createListStore)|Feedback[\\/]networkError|theme[\\/](tokens|palette|color))\.|[\\/]ui[\\/]validators[\\/]|[\\/]contract[\\/](site|permissions|account|envelope|files|im|surveys)\.|node_modules[\\/]js-cookie[\\/])/,
  },
  // The kit's everyday pieces and the chunk loader: nothing here may import the router or the store, so
  // a screen without them can load it (ui/Link and the not-found page, on the router, stay out).
  {
    name: 'kit',
    priority: 10,
    test: /([\\/]ui[\\/](Button|Icon|Input|Form|Spinner|Empty|Card|Badge|VisuallyHidden|theme|validators)[\\/]|[\\/]ui[\\/]Result[\\/]Result|[\\/]ui[\\/]Link[\\/]linkStyles\.|[\\/]ui[\\/]Layout[\\/](PhoneLayout|Header)\.styles\.|[\\/]app[\\/]api[\\/]chunkLoad\.)/,
    minShareCount: 3,
  },
  // The API layer every surface on the store starts with (store slices, base query, sessions, site), kept
  // out of the screen groups below so that one surface's screen group is never another's dependency.
  {
    name: 'app-api',
    priority: 8,
    test: /[\\/](app[\\/](session|site|device)[\\/]|app[\\/]store\.|app[\\/]api[\\/](baseApi|baseQuery|hooks|employerPaths|appNavigation|apiErrorMessage|useNotify|session|site|routeFrame|unreadCount|hexPath)\.)/,
  },
  // The kit's pieces the surfaces on the router start with (links, route errors, tooltips, the
  // layouts): one file instead of a dozen under 1 KiB; the login and the homepage use none.
  {
    name: 'app-kit',
    priority: 9,
    test: /[\\/]ui[\\/]((Link[\\/]Link|RouteError[\\/]RouteError|Tooltip[\\/]Tooltip|Descriptions[\\/]Descriptions)(\.styles)?\.tsx?$|Layout[\\/](PhoneLayout|Header)\.tsx$|Layout[\\/](navLink|DesktopLayout|siderContext|navTree|SideNav)(\.styles)?\.tsx?$|ChatButton[\\/]unreadBadge\.)/,
    // Only these (the login page's frame shares the top bar's and header's styles, the homepage the
    // link's address rule): what they import stays where the login and the homepage find it.
    includeDependenciesRecursively: false,
  },
  // The employer app's frame (its shell, route table and guard), in one file.
  {
    name: 'employer-app',
    priority: 6,
    test: /[\\/]app[\\/]employer[\\/](?!login[\\/]|main\.)/,
    includeDependenciesRecursively: false,
  },
  // A first screen's own code in one file rather than twenty small ones (each a round trip on a phone):
  // the employer login's view and forms (the light login page's and the app's login route's); the public
  // site's frame, router and data layer with the homepage's blocks and the contracts they read.
  {
    name: 'login',
    priority: 5,
    test: /[\\/]features[\\/]auth[\\/](components[\\/](AuthPage\.styles|CodeField|EmployerLoginView|LoginFrame|LoginForms|SendCodeButton)|authPaths|countdown|formRules|loginClient|loginDestination|redirectPath|sendCode)\./,
  },
  {
    name: 'homepage',
    priority: 5,
    test: /([\\/]features[\\/]homepage[\\/](screens[\\/]HomeScreen|components[\\/](BannerCarousel|Blocks\.styles|CalendarBlock|ContentBlocks|ItemList|QuickLinks|SiteFooter|SiteHeader|SiteLink|SiteNotFound)|calendarMonth|carousel|device|homepageApi|pageMeta|publicQuery|publicSite)\.|[\\/]app[\\/]publicSite[\\/](?!main\.)|node_modules[\\/](wouter|regexparam)[\\/])/,
    // Its own modules only: the kit's and the contracts' pieces it shares with the other surfaces stay
    // in their chunks, so no other surface ever loads the public site's.
    includeDependenciesRecursively: false,
  },
];

/** The public site's server renderer (app/publicSite/server.tsx), built for Node beside the client build. */
const SSR_INPUT: Record<string, string> = Object.fromEntries(
  Object.entries({
    publicSite: resolve(import.meta.dirname, 'app/publicSite/server.tsx'),
    // The employer login's renderer (server/spa/loginRenderer.ts loads it).
    employerLogin: resolve(import.meta.dirname, 'app/employer/login/server.tsx'),
    // One renderer per build, each one self-contained file (scripts/frontendBuild.mjs names it in SSR_ENTRY).
  }).filter(([name]) => process.env.SSR_ENTRY === undefined || name === process.env.SSR_ENTRY),
);

export default defineConfig(({ isSsrBuild }) => ({
  base: APP_BASE,
  // The renderer needs none of public/: the client build serves it.
  ...(isSsrBuild === true ? { publicDir: false as const } : {}),
  plugins: [
    react(),
    babel({ presets: [styledComponentIds] }),
    precompressBuild(),
    chunkContents(),
    rootFavicon(),
  ],
  build: {
    outDir: 'dist',
    // dist/.vite/manifest.json: which chunks each screen loads (scripts/measure.mjs reads it).
    manifest: true,
    target: 'es2022',
    // The public site's HTML is the server's finished page: its scripts load after the first paint
    // rather than competing with it on a phone's slow link (it hydrates once they are in). Its entry
    // imports the rest in steps (app/publicSite/main.ts) without preload links either: appending them
    // cost some 10 ms of a phone's first script task, and preloading them from the page (tried) put
    // the banner's paint back by 0.9 s in Lighthouse's phone run.
    // The light login page (app/employer/login/startLoginPage.tsx) is likewise the server's, painted
    // before its scripts: they come without preload links too.
    modulePreload: {
      resolveDependencies: (file, dependencies, { hostId, hostType }) =>
        (hostType === 'html' && hostId.endsWith('site/index.html')) ||
        (hostType === 'js' && PUBLIC_SITE_ENTRY_FILE.test(hostId)) ||
        LIGHT_LOGIN_START_FILE.test(file)
          ? []
          : dependencies,
    },
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
              [PUBLIC_SITE_ENTRY]: resolve(import.meta.dirname, 'site/index.html'),
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
