import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

export const APP_BASE = '/dwpage/';
const ASSETS_PREFIX = 'assets/';
const INDEX_FILE = 'index.html';

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

export const BUILD_MISSING_PAGE = `<!doctype html>
<html lang="zh-CN">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>前端尚未构建</title></head>
<body style="font-family:sans-serif;max-width:40em;margin:4em auto;padding:0 1em;line-height:1.6;color:#1f2329">
<h1>前端尚未构建</h1>
<p>服务器已启动，但没有找到前端页面（dist/index.html）。</p>
<p>请在项目目录中运行 <code>npm run build</code>，完成后刷新本页。</p>
</body>
</html>`;

/** A path inside the build that could name a file: no empty, '.', '..' or hidden segments. */
function isPlainRelativePath(relative: string): boolean {
  return (
    relative !== '' && relative.split('/').every((segment) => segment !== '' && !segment.startsWith('.'))
  );
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

export type SpaRoutesOptions = { spaDir: string };

/**
 * The built SPA under /dwpage/: files as they are (hashed assets cached for a year, everything else
 * revalidated), any other path answered with index.html so the client router takes it (history mode).
 * The build is looked up per request, so `npm run build` while the server runs just works.
 */
export async function spaRoutes(app: FastifyInstance, { spaDir }: SpaRoutesOptions): Promise<void> {
  await app.register(fastifyStatic, { root: spaDir, serve: false, decorateReply: true });

  const sendIndex = (reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').sendFile(INDEX_FILE, { cacheControl: false });

  app.get('/', (_request, reply) => reply.redirect(APP_BASE));
  app.get(APP_BASE.slice(0, -1), (_request, reply) => reply.redirect(APP_BASE));

  app.get<{ Params: { '*': string } }>(`${APP_BASE}*`, { helmet: appPageHelmet }, async (request, reply) => {
    if (!(await isFile(join(spaDir, INDEX_FILE)))) {
      return reply
        .code(503)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('retry-after', '60')
        .send(BUILD_MISSING_PAGE);
    }
    const relative = request.params['*'];
    const isAsset = relative.startsWith(ASSETS_PREFIX);
    if (isPlainRelativePath(relative) && (await isFile(join(spaDir, relative)))) {
      if (relative === INDEX_FILE) return sendIndex(reply);
      return isAsset
        ? reply.sendFile(relative, { maxAge: '365d', immutable: true })
        : reply.header('cache-control', 'no-cache').sendFile(relative, { cacheControl: false });
    }
    // A missing hashed asset is a stale chunk, not a page: a 404 lets the client's chunk-error reload run
    // instead of feeding it HTML as script.
    if (isAsset)
      return reply
        .code(404)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send('Not Found');
    return sendIndex(reply);
  });
}
