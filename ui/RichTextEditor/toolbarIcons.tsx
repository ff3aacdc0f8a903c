import type { ReactElement } from 'react';

/**
 * The toolbar's glyphs on the kit's 24 × 24 stroke grid (Feather Icons geometry, MIT licence, where
 * Feather has one). They stay in this folder: only the editor's lazily loaded chunk needs them.
 */
const paths = {
  heading2: <path d="M3 5v14M11 5v14M3 12h8M15 12.5a2.5 2.5 0 1 1 5 0c0 2-5 3.5-5 6.5h5" />,
  heading3: <path d="M3 5v14M11 5v14M3 12h8M15 10h5l-3 4a2.5 2.5 0 1 1-2.2 3.7" />,
  bold: <path d="M6 4h8a4 4 0 0 1 0 8H6zM6 12h9a4 4 0 0 1 0 8H6z" />,
  italic: <path d="M19 4h-9M14 20H5M15 4 9 20" />,
  underline: <path d="M6 3v7a6 6 0 0 0 12 0V3M4 21h16" />,
  strike: (
    <path d="M17 6.5C16 5 14.3 4 12 4c-3 0-5 1.6-5 4 0 1.6 1 2.8 3 3.4M4 12h16M8 17.5c1 1.6 2.8 2.5 5 2.5 3 0 5-1.6 5-4 0-.6-.1-1.1-.4-1.6" />
  ),
  bulletList: <path d="M9 6h12M9 12h12M9 18h12M4 6h.01M4 12h.01M4 18h.01" strokeWidth={2.5} />,
  orderedList: <path d="M10 6h11M10 12h11M10 18h11M4 4v4M3 10h2l-2 3h2M3 16h2v4H3M3 18h2" />,
  link: (
    <path d="M10 13a5 5 0 0 0 7.54.54l3-3a5 5 0 0 0-7.07-7.07l-1.72 1.71M14 11a5 5 0 0 0-7.54-.54l-3 3a5 5 0 0 0 7.07 7.07l1.71-1.71" />
  ),
  image: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="2" />
      <circle cx="8.5" cy="8.5" r="1.5" />
      <path d="m21 15-5-5L5 21" />
    </>
  ),
  table: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="2" />
      <path d="M3 9h18M3 15h18M9 3v18M15 3v18" />
    </>
  ),
  rowAfter: (
    <>
      <rect x="3" y="3" width="18" height="10" rx="1" />
      <path d="M3 8h18M12 16v6M9 19h6" />
    </>
  ),
  rowDelete: (
    <>
      <rect x="3" y="3" width="18" height="10" rx="1" />
      <path d="M3 8h18M9 19h6" />
    </>
  ),
  columnAfter: (
    <>
      <rect x="3" y="3" width="10" height="18" rx="1" />
      <path d="M8 3v18M16 12h6M19 9v6" />
    </>
  ),
  columnDelete: (
    <>
      <rect x="3" y="3" width="10" height="18" rx="1" />
      <path d="M8 3v18M16 12h6" />
    </>
  ),
  tableDelete: (
    <>
      <path d="M21 11V5a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h6M3 9h18M9 3v18" />
      <path d="m15 15 6 6M21 15l-6 6" />
    </>
  ),
} satisfies Record<string, ReactElement>;

export type ToolbarIconName = keyof typeof paths;

export function ToolbarIcon({ name }: { name: ToolbarIconName }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {paths[name]}
    </svg>
  );
}
