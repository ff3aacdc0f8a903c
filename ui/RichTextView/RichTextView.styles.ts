import styled from 'styled-components';
import { color, fontSize, fontWeight, lineHeight, radius, space } from '../theme';

/** Typography for formatted text (headings, lists, links, images, tables) from a rich-text editor. */
export const StyledRichText = styled.div`
  color: ${color.text};
  line-height: ${lineHeight.normal};
  overflow-wrap: anywhere;

  & > :first-child {
    margin-top: 0;
  }
  & > :last-child {
    margin-bottom: 0;
  }
  p {
    margin: 0 0 ${space(3)};
  }
  h2,
  h3,
  h4 {
    margin: ${space(5)} 0 ${space(3)};
    font-weight: ${fontWeight.bold};
    line-height: ${lineHeight.tight};
  }
  h2 {
    font-size: ${fontSize.xl};
  }
  h3 {
    font-size: ${fontSize.lg};
  }
  h4 {
    font-size: ${fontSize.md};
  }
  ul,
  ol {
    margin: 0 0 ${space(3)};
    padding-left: ${space(6)};
  }
  a {
    color: ${color.primaryText};
    text-decoration: underline;
  }
  img {
    max-width: 100%;
    height: auto;
    border-radius: ${radius.md};
  }
  table {
    display: block;
    max-width: 100%;
    overflow-x: auto;
    margin: 0 0 ${space(3)};
    border-collapse: collapse;
  }
  th,
  td {
    min-width: 4em;
    padding: ${space(2)} ${space(3)};
    border: 1px solid ${color.border};
    vertical-align: top;
    text-align: left;
  }
  th {
    background: ${color.backgroundMuted};
    font-weight: ${fontWeight.bold};
  }
  /* Cells hold paragraphs (the editor's markup): no gap under the last one. */
  th > :last-child,
  td > :last-child {
    margin-bottom: 0;
  }
  blockquote {
    margin: 0 0 ${space(3)};
    padding-left: ${space(3)};
    border-left: 3px solid ${color.border};
    color: ${color.textSecondary};
  }
`;
