import sanitizeHtml from 'sanitize-html';
import { ANNOUNCEMENT_BUCKET, FILE_PREVIEW_FILE_PATH } from '../../contract/files';
import { isStoredPath } from '../files';

// An announcement's body is HTML from the rich-text editor, but the server keeps only what its
// allowlist permits, whatever the client sent: what schools show (headings, paragraphs, emphasis, lists,
// links, this server's own uploaded images, tables, quotes). Everything else goes: script and style
// elements with their content, event handlers and every other attribute not listed, javascript: and
// data: addresses, images from anywhere else, iframes, forms.

const ALLOWED_TAGS = [
  'p',
  'br',
  'h2',
  'h3',
  'h4',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'blockquote',
];

/** Elements removed with everything inside them (the others not allowed keep their text). */
const REMOVED_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'iframe',
  'object',
  'embed',
  'template',
  'svg',
  'math',
  'head',
  'title',
];

const IMAGE_SOURCE_PREFIX = `${FILE_PREVIEW_FILE_PATH}?`;
const LINK_PATTERN = /^(?:https?:\/\/|mailto:)/i;
const PIXELS = /^[0-9]{1,4}$/;
const SPAN = /^[1-9][0-9]?$/;

/** The stored path of an image source that is this server's preview of a zpgg upload, or null. */
export function imagePathOf(source: string | undefined): string | null {
  const value = (source ?? '').trim();
  if (!value.startsWith(IMAGE_SOURCE_PREFIX)) return null;
  const query = new URLSearchParams(value.slice(IMAGE_SOURCE_PREFIX.length));
  const path = query.get('path');
  if ([...query.keys()].length !== 1 || path === null) return null;
  return isStoredPath(path) && path.startsWith(`${ANNOUNCEMENT_BUCKET}/`) ? path : null;
}

/** An http(s) or mailto address as written, or null (javascript:, data:, relative, malformed). */
function linkOf(href: string | undefined): string | null {
  const value = (href ?? '').trim();
  if (!LINK_PATTERN.test(value)) return null;
  try {
    new URL(value);
    return value;
  } catch {
    return null;
  }
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: REMOVED_WITH_CONTENT,
  transformTags: {
    // Headings the toolbar does not offer become the nearest it does.
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    // A link to anything else keeps its text, inert (an <a> without href).
    a: (_tag, attribs): sanitizeHtml.Tag => {
      const href = linkOf(attribs.href);
      return {
        tagName: 'a',
        attribs: href === null ? {} : { href, target: '_blank', rel: 'noopener noreferrer' },
      };
    },
    img: (_tag, attribs) => imageTag(attribs),
    th: (_tag, attribs) => ({ tagName: 'th', attribs: spans(attribs) }),
    td: (_tag, attribs) => ({ tagName: 'td', attribs: spans(attribs) }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && frame.attribs.src === undefined,
};

/** An image of this server's zpgg uploads; from anywhere else it loses its source and goes in exclusiveFilter. */
function imageTag(attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const path = imagePathOf(attribs.src);
  if (path === null) return { tagName: 'img', attribs: {} };
  const kept: sanitizeHtml.Attributes = { src: `${IMAGE_SOURCE_PREFIX}path=${path}` };
  if (attribs.alt !== undefined) kept.alt = attribs.alt;
  for (const size of ['width', 'height'])
    if (PIXELS.test(attribs[size] ?? '')) kept[size] = attribs[size] ?? '';
  return { tagName: 'img', attribs: kept };
}

function spans(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  const kept: sanitizeHtml.Attributes = {};
  for (const name of ['colspan', 'rowspan'])
    if (SPAN.test(attribs[name] ?? '') && attribs[name] !== '1') kept[name] = attribs[name] ?? '';
  return kept;
}

export type SanitizedBody = {
  html: string;
  /** The stored paths of its images, in order, each once. */
  imagePaths: string[];
};

/**
 * The allowlisted HTML of a body, and the uploads its images show. `mapImagePath` moves each image to
 * another upload (a copied announcement's own files), or drops it when it answers null.
 */
export function sanitizeBody(html: string, mapImagePath?: (path: string) => string | null): SanitizedBody {
  const options: sanitizeHtml.IOptions =
    mapImagePath === undefined
      ? OPTIONS
      : {
          ...OPTIONS,
          transformTags: {
            ...OPTIONS.transformTags,
            img: (_tag, attribs) => {
              const path = imagePathOf(attribs.src);
              const moved = path === null ? null : mapImagePath(path);
              return imageTag({
                ...attribs,
                src: moved === null ? '' : `${IMAGE_SOURCE_PREFIX}path=${moved}`,
              });
            },
          },
        };
  const clean = sanitizeHtml(html, options).trim();
  const imagePaths = [...clean.matchAll(/<img src="[^"?]*\?path=([^"]+)"/g)].map((match) => match[1] ?? '');
  return { html: clean, imagePaths: [...new Set(imagePaths)] };
}
