import styled from 'styled-components';
import { color, fontSize, radius, space } from '../../../ui/theme';

// The frame shared by the image fields of the employer's forms (licence, logo): the image on file
// with its caption above the uploader that replaces it.

export const StyledImageField = styled.div`
  display: grid;
  gap: ${space(2)};
`;

/** The image on file: a square thumbnail of `$size` px beside its caption. */
export const StyledCurrentImage = styled.figure<{ $size: number; $fit: 'cover' | 'contain' }>`
  display: flex;
  align-items: center;
  gap: ${space(3)};
  margin: 0;
  font-size: ${fontSize.sm};
  color: ${color.textSecondary};

  & img {
    width: ${({ $size }) => $size}px;
    height: ${({ $size }) => $size}px;
    border: 1px solid ${color.border};
    border-radius: ${radius.lg};
    object-fit: ${({ $fit }) => $fit};
    background: ${color.backgroundMuted};
  }
`;
