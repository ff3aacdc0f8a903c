import styled, { css } from 'styled-components';
import { color, fontSize, fontWeight, lineHeight, radius, space } from '../theme';

export const StyledPagePanel = styled.div<{ $phone: boolean }>`
  display: grid;
  gap: ${space(4)};
  min-width: 0;
  background: ${color.background};
  ${({ $phone }) =>
    $phone
      ? css`
          padding: ${space(3)};
        `
      : css`
          padding: ${space(6)};
          border-radius: ${radius.lg};
        `}
`;

/** The title on the left, what the page offers (a search, 发布) on the right, wrapping when narrow. */
export const PageHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space(3)};
`;

export const PageTitle = styled.h1`
  margin: 0;
  font-size: ${fontSize.xl};
  font-weight: ${fontWeight.bold};
  color: ${color.text};
`;

/** A quiet line under the actions (what a button will do). */
export const PageNote = styled.p`
  margin: 0;
  font-size: ${fontSize.sm};
  color: ${color.textSecondary};
`;

/** Multi-line text as written (a description, a reviewer's reason). */
export const PreformattedText = styled.div`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  line-height: ${lineHeight.normal};
`;

/** A page's buttons in a row; on phones stacked, each the full width. */
export const StyledPageActions = styled.div<{ $phone: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(3)};
  ${({ $phone }) =>
    $phone &&
    css`
      flex-direction: column;
      align-items: stretch;
    `}
`;
