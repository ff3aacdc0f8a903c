import type { ReactNode } from 'react';
import { Icon } from '../Icon';
import { StyledTag, StyledTagClose, StyledTagText, type TagTone } from './Tag.styles';

export type TagProps = {
  children: ReactNode;
  /** Colour by meaning: primary (brand), success, warning, danger, info, or neutral default. */
  tone?: TagTone;
  /** Shows a close button; `onClose` removes the tag (the tag does not hide itself). */
  closable?: boolean;
  onClose?: () => void;
  /** Accessible name of the close button; `删除标签 <text>` when the tag's content is text. */
  closeLabel?: string;
  size?: 'md' | 'phone';
  className?: string;
};

/** A short label for a category or attribute (城市, 学历, 职位类型), optionally removable. */
export function Tag({
  children,
  tone = 'default',
  closable = false,
  onClose,
  closeLabel,
  size = 'md',
  className,
}: TagProps) {
  const text = typeof children === 'string' || typeof children === 'number' ? String(children) : '';
  return (
    <StyledTag data-ui="tag" $tone={tone} $size={size} className={className}>
      <StyledTagText>{children}</StyledTagText>
      {closable && (
        <StyledTagClose
          type="button"
          $size={size}
          aria-label={closeLabel ?? (text ? `删除标签 ${text}` : '删除标签')}
          onClick={onClose}
        >
          <Icon name="close" size={12} />
        </StyledTagClose>
      )}
    </StyledTag>
  );
}
