import styled, { css } from 'styled-components';
import { color, controlHeight, fontSize, lineHeight, motion, radius, space } from '../theme';

type Variant = { $variant: 'desktop' | 'phone' };

export const StyledUploader = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(2)};
`;

export const StyledTileList = styled.ul<Variant>`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ $variant }) =>
    $variant === 'phone' &&
    css`
      display: grid;
      grid-template-columns: repeat(4, minmax(0, 1fr));
    `}
`;

export const StyledTile = styled.li<Variant>`
  position: relative;
  width: ${({ $variant }) => ($variant === 'phone' ? 'auto' : '104px')};
  aspect-ratio: 1;
`;

const tileSurface = css`
  width: 100%;
  height: 100%;
  border-radius: ${radius.lg};
  &:focus-visible {
    outline: 2px solid ${color.focusRing};
    outline-offset: 2px;
  }
`;

export const StyledPreviewButton = styled.button`
  ${tileSurface};
  display: block;
  padding: 0;
  border: 1px solid ${color.border};
  background: ${color.backgroundMuted};
  overflow: hidden;
  cursor: zoom-in;
  & > img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export const StyledRemoveButton = styled.button<Variant>`
  position: absolute;
  top: 0;
  right: 0;
  display: flex;
  align-items: flex-start;
  justify-content: flex-end;
  /* The phone target is 44 px although the visible dot stays small. */
  width: ${({ $variant }) => ($variant === 'phone' ? controlHeight.touch : controlHeight.md)};
  height: ${({ $variant }) => ($variant === 'phone' ? controlHeight.touch : controlHeight.md)};
  padding: ${space(1)};
  border: 0;
  background: transparent;
  cursor: pointer;
  & > span {
    display: flex;
    align-items: center;
    justify-content: center;
    width: 20px;
    height: 20px;
    border-radius: ${radius.round};
    background: ${color.text};
    color: ${color.background};
    transition: background ${motion.fast};
  }
  &:hover > span {
    background: ${color.danger};
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible > span {
    outline: 2px solid ${color.focusRing};
    outline-offset: 1px;
  }
`;

export const StyledAddButton = styled.button<Variant>`
  ${tileSurface};
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${space(1)};
  min-height: ${controlHeight.touch};
  padding: ${space(1)};
  border: 1px dashed ${color.borderStrong};
  background: ${color.backgroundMuted};
  color: ${color.textSecondary};
  font-size: ${({ $variant }) => ($variant === 'phone' ? fontSize.xs : fontSize.sm)};
  line-height: ${lineHeight.tight};
  cursor: pointer;
  transition:
    border-color ${motion.fast},
    color ${motion.fast};
  &:hover:not(:disabled) {
    border-color: ${color.primary};
    color: ${color.primaryText};
  }
  &:disabled {
    cursor: not-allowed;
    color: ${color.textDisabled};
    background: ${color.disabled};
  }
`;

export const StyledHint = styled.p`
  margin: 0;
  color: ${color.textSecondary};
  font-size: ${fontSize.sm};
  line-height: ${lineHeight.tight};
`;

export const StyledErrors = styled.div`
  color: ${color.danger};
  font-size: ${fontSize.sm};
  line-height: ${lineHeight.tight};
  &:empty {
    display: none;
  }
  & > p {
    margin: 0;
  }
`;

export const StyledPreviewImage = styled.img`
  display: block;
  max-width: 100%;
  max-height: 70vh;
  margin: 0 auto;
  object-fit: contain;
`;
