import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { negotiateEncoding, type ContentEncoding } from '../core/http/compression';

/**
 * What the server adds to a built page: markup for its head, and the rendered app for its root.
 * `scriptsAfterPaint`: the page shows whole before its scripts run (rendered and styled here), so they
 * are fetched at low priority, after what the first paint needs.
 */
export type PageParts = { head: string; root?: string; scriptsAfterPaint?: boolean };

const ROOT_ELEMENT = '<div id="root"></div>';

/** The page with its parts in place; a page without a head or a root keeps what it has. */
function fillPage(template: string, { head, root }: PageParts): string {
  const withHead = template.includes('</head>') ? template.replace('</head>', `${head}</head>`) : template;
  return root === undefined ? withHead : withHead.replace(ROOT_ELEMENT, `<div id="root">${root}</div>`);
}

/**
 * The built page for a server-rendered one: without its generic title and description (the page
 * brings its own) and without the note asking for JavaScript (the page shows without it).
 */
export const forRenderedPage = (template: string) =>
  template
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<meta name="description"[^>]*>/, '')
    .replace(/<noscript>[^<]*<\/noscript>/, '');

/** The built page's module script and preloads at low fetch priority (see PageParts.scriptsAfterPaint). */
export const withScriptsAfterPaint = (template: string) =>
  template.replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"');

export type Template = { text: string; mtimeMs: number };
const templates = new Map<string, Template>();

/** A built HTML entry as text, read again only when the build rewrote it; null when it is missing. */
export async function readTemplate(path: string): Promise<Template | null> {
  const info = await stat(path).catch(() => null);
  if (info === null || !info.isFile()) return null;
  const cached = templates.get(path);
  if (cached?.mtimeMs === info.mtimeMs) return cached;
  const template = { text: await readFile(path, 'utf8'), mtimeMs: info.mtimeMs };
  templates.set(path, template);
  return template;
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/** Pages differ per site and per page: a bounded set of compressed copies, the oldest dropped first. */
const COMPRESSED_CAPACITY = 500;
const compressedPages = new Map<string, Promise<Buffer>>();

function compressedPage(html: string, etag: string, encoding: ContentEncoding): Promise<Buffer> {
  const key = `${encoding}:${etag}`;
  const cached = compressedPages.get(key);
  if (cached !== undefined) return cached;
  // Quality 9: most of 11's gain at a fraction of its time, paid once per page version.
  const body =
    encoding === 'br'
      ? brotliAsync(html, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 9,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          },
        })
      : gzipAsync(html, { level: 9 });
  if (compressedPages.size >= COMPRESSED_CAPACITY) {
    const oldest = compressedPages.keys().next();
    if (oldest.done !== true) compressedPages.delete(oldest.value);
  }
  compressedPages.set(key, body);
  body.catch(() => compressedPages.delete(key));
  return body;
}

const pageEtag = (html: string) => `"${createHash('sha1').update(html).digest('base64url')}"`;

/** A page as sent: its HTML and the ETag of it. */
export type FilledPage = { html: string; etag: string };

/** Pages without rendered parts, by template and head (a site's theme): a bounded set, oldest dropped. */
const FILLED_CAPACITY = 500;
const filledPlain = new Map<string, { template: Template; page: FilledPage }>();
/** Pages with rendered parts, by those parts: a renderer hands out the same object while a page is kept. */
const filledRendered = new WeakMap<PageParts, { template: Template; head: string; page: FilledPage }>();

/**
 * The template filled with `head` (and `rendered`'s parts when given), with its ETag: made once per
 * template, head and rendered page, since filling and hashing a page costs more than serving it.
 * `prepare` turns the template into the one a rendered page goes into.
 */
export function filledPage(
  key: string,
  template: Template,
  head: string,
  rendered: PageParts | null,
  prepare: (text: string) => string,
): FilledPage {
  const make = (): FilledPage => {
    const html =
      rendered === null
        ? fillPage(template.text, { head })
        : fillPage(prepare(template.text), { head: `${head}${rendered.head}`, root: rendered.root });
    return { html, etag: pageEtag(html) };
  };
  if (rendered !== null) {
    const known = filledRendered.get(rendered);
    if (known?.template === template && known.head === head) return known.page;
    const page = make();
    filledRendered.set(rendered, { template, head, page });
    return page;
  }
  const plainKey = `${key}\u0000${head}`;
  const known = filledPlain.get(plainKey);
  if (known?.template === template) return known.page;
  const page = make();
  filledPlain.delete(plainKey);
  if (filledPlain.size >= FILLED_CAPACITY) {
    const oldest = filledPlain.keys().next();
    if (oldest.done !== true) filledPlain.delete(oldest.value);
  }
  filledPlain.set(plainKey, { template, page });
  return page;
}

/**
 * Sends a page the server filled in: revalidated on every load, 304 while the browser's copy is current.
 * `byAgent`: the page was rendered for the user agent's layout (a phone's or a desktop's), so a shared
 * cache keeps a copy per agent.
 */
export async function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  { html, etag }: FilledPage,
  byAgent: boolean,
) {
  reply
    .header('cache-control', 'no-cache')
    .header('etag', etag)
    .header('content-type', 'text/html; charset=utf-8')
    .header('vary', byAgent ? 'accept-encoding, user-agent' : 'accept-encoding');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  if (encoding === null) return reply.send(html);
  const body = await compressedPage(html, etag, encoding);
  return reply.header('content-encoding', encoding).header('content-length', String(body.length)).send(body);
}
