import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, relative as relativePath } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CONSOLE_BASE } from '../../contract/console';
import { STUDENT_PORTAL_BASES } from '../../contract/studentPortal';
import { createCompressionCache, negotiateEncoding, type ContentEncoding } from '../core/http/compression';
import { pageThemeStyle } from '../../ui/theme/palette';
import {
  filledPage,
  readTemplate,
  sendPage,
  forRenderedPage,
  withScriptsAfterPaint,
  type PageParts,
} from './pages';
import { createLoginRenderer } from './loginRenderer';
import { pageSiteCode, type Surface } from './pageSite';
import { createPublicRenderer } from './publicRenderer';
import { createSiteLooks, type SiteLook } from './siteLooks';

const APP_BASE = '/dwpage/';
const ASSETS_PREFIX = 'assets/';
const INDEX_FILE = 'index.html';
/** The school console's page: its own HTML entry of the same build, its assets under /dwpage/assets/. */
const CONSOLE_INDEX_FILE = 'mgrpage/index.html';
/** The student portal's page, served at /sc/ (desktop layout) and /mobile/ (phone layout) alike. */
const STUDENT_INDEX_FILE = 'sc/index.html';
/** The public school site: `/` is the main site's homepage, /site/<xxdm>/… each site's pages. */
const PUBLIC_SITE_INDEX_FILE = 'site/index.html';
const PUBLIC_SITE_PREFIX = '/site/';
/** The public site's server renderer, built beside the client (scripts/frontendBuild.mjs); hidden, so never served. */
const PUBLIC_SITE_RENDERER_FILE = '.ssr/publicSite.mjs';
/** The employer login's server renderer, built likewise (app/employer/login/server.tsx). */
const LOGIN_RENDERER_FILE = '.ssr/employerLogin.mjs';
/** The employer token cookie (app/session/employerSessionStorage.ts): its holder gets the whole app. */
const EMPLOYER_TOKEN_COOKIE = 'comToken';
const FAVICON_FILE = 'favicon.svg';
/** Hashed file names change with their content, so a copy never goes stale. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/**
 * Security headers of the app's pages (and the questionnaire page). styled-components injects <style>
 * elements at run time, hence style-src 'unsafe-inline'; scripts only from the origin. No
 * upgrade-insecure-requests: the product also runs over plain HTTP on one machine or a LAN.
 */
export const appPageHelmet = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      'default-src': ["'self'"],
      'base-uri': ["'self'"],
      'script-src': ["'self'"],
      'script-src-attr': ["'none'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      'font-src': ["'self'", 'data:'],
      'connect-src': ["'self'"],
      'object-src': ["'none'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'self'"],
    },
  },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
};

/** The page a surface answers while its HTML is not built yet (`file`: the one missing). */
const buildMissingPage = (file: string) => `<!doctype html>
<html lang="zh-CN">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>前端尚未构建</title></head>
<body style="font-family:sans-serif;max-width:40em;margin:4em auto;padding:0 1em;line-height:1.6;color:#1f2329">
<h1>前端尚未构建</h1>
<p>服务器已启动，但没有找到前端页面（${file}）。</p>
<p>请在项目目录中运行 <code>npm run build</code>，完成后刷新本页。</p>
</body>
</html>`;

/** A path inside the build that could name a file: no empty, '.', '..' or hidden segments. */
function isPlainRelativePath(relative: string): boolean {
  return (
    relative !== '' && relative.split('/').every((segment) => segment !== '' && !segment.startsWith('.'))
  );
}

/** What a Vite build emits (anything else goes out as octet-stream, which nosniff keeps inert). */
const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
};

async function fileInfo(path: string) {
  try {
    const info = await stat(path);
    return info.isFile() ? info : null;
  } catch {
    return null;
  }
}

/**
 * Sends one file of the build with a validator (weak ETag of size and mtime), answering 304 when the
 * browser's copy is current. Hand-rolled rather than @fastify/static, which pulls an ESM-only dependency
 * the CommonJS test runner cannot load; a build directory needs nothing more.
 */
async function sendBuildFile(
  request: FastifyRequest,
  reply: FastifyReply,
  path: string,
  cacheControl: string,
) {
  const info = await fileInfo(path);
  if (info === null) return reply.callNotFound();
  const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
  reply
    .header('cache-control', cacheControl)
    .header('etag', etag)
    .header('last-modified', info.mtime.toUTCString())
    .header('content-type', CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream');
  reply.header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  const encoding = COMPRESSIBLE.has(extname(path).toLowerCase())
    ? negotiateEncoding(request.headers['accept-encoding'])
    : null;
  if (encoding !== null) {
    const body = await compressedBody(path, info.mtimeMs, etag, encoding);
    return reply
      .header('content-encoding', encoding)
      .header('content-length', String(body.length))
      .send(body);
  }
  return reply.header('content-length', String(info.size)).send(createReadStream(path));
}

/** The build's own brotli copy (vite.config.ts writes one at quality 11) when it is not older than the file. */
async function compressedBody(path: string, mtimeMs: number, etag: string, encoding: ContentEncoding) {
  if (encoding === 'br') {
    const prebuilt = await fileInfo(`${path}.br`);
    if (prebuilt !== null && prebuilt.mtimeMs >= mtimeMs) return readFile(`${path}.br`);
  }
  return compressed(path, etag, encoding, () => readFile(path));
}

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.map', '.txt']);
/** Build files compressed once per version (the build is a few hundred KiB in all). */
const compressed = createCompressionCache();

function sendBuildMissing(reply: FastifyReply, file: string) {
  return reply
    .code(503)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('retry-after', '60')
    .send(buildMissingPage(file));
}

export type SpaRoutesOptions = { spaDir: string };

/**
 * The built SPA under /dwpage/: files as they are (hashed assets cached for a year, everything else
 * revalidated), any other path answered with index.html so the client router takes it (history mode);
 * the school console under /mgrpage/ likewise with mgrpage/index.html, and the student portal under
 * /sc/ and /mobile/ with sc/index.html.
 * The build is looked up per request, so `npm run build` while the server runs just works.
 */
export function spaRoutes(app: FastifyInstance, { spaDir }: SpaRoutesOptions): Promise<void> {
  const indexPath = join(spaDir, INDEX_FILE);
  const siteLooks = createSiteLooks(app.db);
  // A site's colour or name changed in the console: the next page wears the new one.
  app.siteChanges.subscribe(() => siteLooks.invalidate());

  /**
   * A surface's page in its school's colour from the first paint: the site's theme variables in an
   * inline <style> of its head (the CSP allows inline styles), the same ones ThemeRoot writes later.
   */
  const sendThemedPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    path: string,
    surface: Surface,
    render?: (look: SiteLook) => Promise<PageParts | null>,
  ) => {
    const template = await readTemplate(path);
    if (template === null) return sendBuildMissing(reply, `dist/${relativePath(spaDir, path)}`);
    const look = await siteLooks.of(pageSiteCode(request, surface));
    const theme = pageThemeStyle(look.colour);
    const rendered = render === undefined ? null : await render(look);
    const page = filledPage(path, template, theme, rendered, (text) =>
      rendered?.scriptsAfterPaint === true
        ? withScriptsAfterPaint(forRenderedPage(text))
        : forRenderedPage(text),
    );
    return sendPage(request, reply, page, rendered !== null);
  };

  // The public site: its page at the root and under every site's address; its router reads the site.
  const publicSiteIndexPath = join(spaDir, PUBLIC_SITE_INDEX_FILE);
  // Its homepage and detail pages rendered on the server with their data; any other address, or a
  // failed render, is the client's page as before.
  const publicRenderer = createPublicRenderer(app, join(spaDir, PUBLIC_SITE_RENDERER_FILE));
  const sendPublicSite = (request: FastifyRequest, reply: FastifyReply) =>
    sendThemedPage(request, reply, publicSiteIndexPath, 'publicSite', () =>
      publicRenderer.render(
        request.url,
        `${request.protocol}://${request.host}`,
        request.headers['user-agent'] ?? '',
      ),
    );
  app.get('/', { helmet: appPageHelmet }, sendPublicSite);
  app.get(`${PUBLIC_SITE_PREFIX}*`, { helmet: appPageHelmet }, sendPublicSite);
  app.get(APP_BASE.slice(0, -1), (_request, reply) => reply.redirect(APP_BASE));
  // Browsers ask the site root for an icon when a page names none (a JSON answer opened in a tab). The
  // icon itself answers, revalidated: a permanent redirect is kept by browsers for good (a later rename
  // of the icon would become a 404 nothing clears), and some clients do not follow one for an icon.
  app.get('/favicon.ico', (request, reply) =>
    sendBuildFile(request, reply, join(spaDir, FAVICON_FILE), REVALIDATE),
  );

  const loginRenderer = createLoginRenderer(spaDir, LOGIN_RENDERER_FILE, app.log);
  app.get<{ Params: { '*': string } }>(`${APP_BASE}*`, { helmet: appPageHelmet }, async (request, reply) => {
    const relative = request.params['*'];
    const isAsset = relative.startsWith(ASSETS_PREFIX);
    if (isPlainRelativePath(relative) && relative !== INDEX_FILE) {
      const path = join(spaDir, relative);
      if ((await fileInfo(path)) !== null)
        return sendBuildFile(request, reply, path, isAsset ? IMMUTABLE : REVALIDATE);
    }
    // A missing hashed asset is a stale chunk, not a page: a 404 lets the client's chunk-error reload run
    // instead of feeding it HTML as script.
    if (isAsset)
      return reply
        .code(404)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send('Not Found');
    // A login address without a session: the login form rendered here, which the light login page
    // hydrates (app/employer/main.ts); a token holder gets the app, whose guard sends it on.
    const renderLogin =
      request.cookies[EMPLOYER_TOKEN_COOKIE] === undefined
        ? (look: SiteLook) =>
            loginRenderer.render({
              url: request.url,
              origin: `${request.protocol}://${request.host}`,
              userAgent: request.headers['user-agent'] ?? '',
              look,
            })
        : undefined;
    return sendThemedPage(request, reply, indexPath, 'employer', renderLogin);
  });

  // The school console: every path is its page (its router takes it), with the app's headers and caching.
  const consoleIndexPath = join(spaDir, CONSOLE_INDEX_FILE);
  app.get(CONSOLE_BASE.slice(0, -1), (_request, reply) => reply.redirect(CONSOLE_BASE));
  app.get(`${CONSOLE_BASE}*`, { helmet: appPageHelmet }, async (request, reply) => {
    return sendThemedPage(request, reply, consoleIndexPath, 'console');
  });

  // The student portal: one page at both bases; its router picks the layout from the base.
  const studentIndexPath = join(spaDir, STUDENT_INDEX_FILE);
  for (const base of Object.values(STUDENT_PORTAL_BASES)) {
    app.get(base.slice(0, -1), (_request, reply) => reply.redirect(base));
    app.get(`${base}*`, { helmet: appPageHelmet }, async (request, reply) => {
      return sendThemedPage(request, reply, studentIndexPath, 'student');
    });
  }

  return Promise.resolve();
}
