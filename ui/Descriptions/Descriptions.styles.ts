import styled, { css } from 'styled-components';
import { color, fontSize, fontWeight, media, radius, space } from '../theme';

export const StyledDescriptions = styled.div`
  min-width: 0;
`;

export const StyledDescriptionsHeader = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(3)};
  margin-bottom: ${space(4)};
`;

export const StyledDescriptionsTitle = styled.h3`
  flex: 1 1 auto;
  margin: 0;
  font-size: ${fontSize.lg};
  font-weight: ${fontWeight.bold};
  color: ${color.text};
`;

/** Item spans are written per breakpoint as --span-desktop / --span-phone, already capped. */
const gridColumns = (columns: number, breakpoint: 'desktop' | 'phone') => css`
  grid-template-columns: repeat(${columns}, minmax(0, 1fr));
  & > div {
    grid-column: span var(--span-${breakpoint});
  }
`;

export const StyledList = styled.dl<{
  $columns: number;
  $phoneColumns: number;
  $forcePhone: boolean;
  $bordered: boolean;
  $labelWidth: string;
}>`
  display: grid;
  margin: 0;
  ${({ $columns }) => gridColumns($columns, 'desktop')}
  ${({ $forcePhone, $phoneColumns }) =>
    $forcePhone
      ? gridColumns($phoneColumns, 'phone')
      : css`
          ${media.phone} {
            ${gridColumns($phoneColumns, 'phone')}
          }
        `}
  ${({ $bordered, $labelWidth }) =>
    $bordered
      ? css`
          border: 1px solid ${color.border};
          border-radius: ${radius.lg};
          overflow: hidden;
          /*
           * Each item draws its top and left edge, shifted 1 px under the list's own border so the
           * outer edges are not doubled; the list's border closes the right and bottom.
           */
          & > div {
            display: grid;
            grid-template-columns: ${$labelWidth} minmax(0, 1fr);
            margin: -1px 0 0 -1px;
            border-top: 1px solid ${color.border};
            border-left: 1px solid ${color.border};
          }
          & dt {
            padding: ${space(3)} ${space(4)};
            background: ${color.backgroundMuted};
            color: ${color.textSecondary};
            border-right: 1px solid ${color.border};
          }
          & dd {
            padding: ${space(3)} ${space(4)};
          }
        `
      : css`
          gap: ${space(3)} ${space(6)};
          & > div {
            display: flex;
            align-items: baseline;
          }
          & dt {
            flex: none;
            color: ${color.textSecondary};
          }
          & dt::after {
            content: '：';
          }
        `}
  & dd {
    min-width: 0;
    margin: 0;
    color: ${color.text};
    overflow-wrap: anywhere;
  }
`;
