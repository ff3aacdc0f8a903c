import type { Extensions } from '@tiptap/react';
import { Image } from '@tiptap/extension-image';
import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table';
import { StarterKit } from '@tiptap/starter-kit';
import { isAllowedLinkHref } from './linkAddress';

/** Images whose address the editor keeps; anything else (data: URLs, other hosts) is dropped on paste. */
export type ImageSourceRule = (src: string) => boolean;

/** By default: no inline data and no script addresses; a form narrows it to its own upload addresses. */
export const defaultImageSourceRule: ImageSourceRule = (src) => !/^\s*(data|javascript|vbscript):/i.test(src);

/**
 * What the editor can hold, and so what pasted content is reduced to: paragraphs, headings 2-3, bold,
 * italic, underline, strike, bullet and ordered lists, links (http, https, mailto), images and tables.
 * Code, quotes and rules are left out: the pages that show the text do not offer them.
 */
export function editorExtensions(isAllowedImageSrc: ImageSourceRule): Extensions {
  return [
    StarterKit.configure({
      blockquote: false,
      code: false,
      codeBlock: false,
      horizontalRule: false,
      heading: { levels: [2, 3] },
      link: {
        openOnClick: false,
        autolink: true,
        linkOnPaste: true,
        defaultProtocol: 'https',
        protocols: ['mailto'],
        isAllowedUri: (url) => isAllowedLinkHref(url),
        HTMLAttributes: { rel: 'noopener noreferrer', target: '_blank' },
      },
    }),
    Image.configure({ inline: false, allowBase64: false }).extend({
      parseHTML() {
        return [
          {
            tag: 'img[src]',
            getAttrs: (element) => {
              const src = element.getAttribute('src') ?? '';
              return isAllowedImageSrc(src) && defaultImageSourceRule(src) ? null : false;
            },
          },
        ];
      },
    }),
    Table.configure({ resizable: false }),
    TableRow,
    TableHeader,
    TableCell,
  ];
}
