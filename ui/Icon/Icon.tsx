import type { ComponentPropsWithRef } from 'react';
import { StyledIcon } from './Icon.styles';
import { icons, type IconName } from './icons';

export type IconProps = Omit<ComponentPropsWithRef<'svg'>, 'children'> & {
  name: IconName;
  /** CSS length or pixels; 1em (the surrounding font size) unless given. */
  size?: string | number;
  /**
   * Makes the icon meaningful: an image with this accessible name. Without it the icon is
   * decorative and hidden from assistive technology, and the text next to it carries the meaning.
   */
  title?: string;
};

export function Icon({ name, size = '1em', title, ...svgProps }: IconProps) {
  const a11y = title
    ? ({ role: 'img', 'aria-label': title } as const)
    : ({ 'aria-hidden': true, focusable: false } as const);
  return (
    <StyledIcon
      data-ui="icon"
      data-icon={name}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      $size={typeof size === 'number' ? `${size}px` : size}
      {...a11y}
      {...svgProps}
    >
      {title ? <title>{title}</title> : null}
      {icons[name]}
    </StyledIcon>
  );
}
