import styled, { css } from 'styled-components';
import { color, fontSize, fontWeight, radius, space } from '../../../ui/theme';
import type { BoothView } from '../boothMap';

export const StyledMapFrame = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(3)};
`;

export const StyledZoomBar = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(2)};
  color: ${color.textSecondary};
  font-size: ${fontSize.sm};
`;

/** Scrolls both ways on a phone, so a zoomed-in map can be panned with a finger. */
export const StyledScroller = styled.div`
  overflow: auto;
  max-height: 70vh;
  padding: ${space(2)};
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  background: ${color.backgroundMuted};
  -webkit-overflow-scrolling: touch;
  touch-action: pan-x pan-y pinch-zoom;
`;

export const StyledGrid = styled.div<{ $cols: number; $cell: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $cols }) => $cols}, ${({ $cell }) => $cell}px);
  grid-auto-rows: ${({ $cell }) => $cell}px;
  gap: ${space(1)};
  width: max-content;
`;

/** Rows are for assistive technology; the cells lay themselves out on the one grid. */
export const StyledRow = styled.div`
  display: contents;
`;

export const StyledCell = styled.div<{ $row: number; $col: number }>`
  grid-row: ${({ $row }) => $row};
  grid-column: ${({ $col }) => $col};
`;

const looks: Record<BoothView, ReturnType<typeof css>> = {
  free: css`
    background: ${color.background};
    border: 2px solid ${color.primary};
    color: ${color.primaryText};
  `,
  taken: css`
    background: ${color.disabled};
    border: 2px solid ${color.border};
    color: ${color.textSecondary};
    text-decoration: line-through;
  `,
  mine: css`
    background: ${color.primary};
    border: 2px solid ${color.primaryActive};
    color: ${color.onPrimary};
  `,
  unavailable: css`
    background: repeating-linear-gradient(
      45deg,
      ${color.backgroundMuted},
      ${color.backgroundMuted} 4px,
      ${color.border} 4px,
      ${color.border} 5px
    );
    border: 1px dashed ${color.borderStrong};
    color: ${color.textSecondary};
  `,
};

export const StyledBooth = styled.button<{ $view: BoothView; $vip: boolean }>`
  width: 100%;
  height: 100%;
  padding: 0;
  border-radius: ${radius.md};
  font: inherit;
  font-size: ${fontSize.xs};
  font-weight: ${fontWeight.medium};
  line-height: 1.2;
  cursor: ${({ $view }) => ($view === 'free' ? 'pointer' : 'default')};
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  ${({ $view }) => looks[$view]}
  ${({ $vip, $view }) =>
    $vip &&
    $view !== 'mine' &&
    css`
      box-shadow: inset 0 0 0 2px ${color.warning};
    `}

  &:hover {
    ${({ $view }) =>
      $view === 'free' &&
      css`
        background: ${color.primarySubtle};
      `}
  }

  &:focus-visible {
    outline: 3px solid ${color.focusRing};
    outline-offset: 2px;
  }
`;

export const StyledLegend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)} ${space(5)};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${fontSize.sm};
  color: ${color.text};
`;

export const StyledLegendItem = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${space(2)};
`;

export const StyledSwatch = styled.span<{ $view: BoothView; $vip?: boolean }>`
  display: inline-block;
  width: 16px;
  height: 16px;
  border-radius: ${radius.sm};
  ${({ $view }) => looks[$view]}
  ${({ $vip }) =>
    $vip &&
    css`
      box-shadow: inset 0 0 0 2px ${color.warning};
    `}
`;

/** An aisle or pillar: part of the drawing, not a booth. */
export const StyledAisle = styled.div`
  width: 100%;
  height: 100%;
  border-radius: ${radius.sm};
  ${looks.unavailable}
  border: none;
  opacity: 0.6;
`;
