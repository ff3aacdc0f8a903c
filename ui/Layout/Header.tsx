import type { ComponentPropsWithRef, ReactNode } from 'react';
import {
  StyledHeaderBrandName,
  StyledHeaderBrandSuffix,
  StyledHeaderButton,
  StyledHeaderUserName,
} from './Header.styles';

// The parts of a header in the school colour (DesktopLayout's, PanelPage's bar).

export type HeaderBrandProps = {
  /** The site's name, cut with … when the header is narrow. */
  name: ReactNode;
  /** Which part of the site this is (单位中心), lighter after the name. */
  suffix?: ReactNode;
};

export function HeaderBrand({ name, suffix }: HeaderBrandProps) {
  return (
    <>
      <StyledHeaderBrandName>{name}</StyledHeaderBrandName>
      {suffix !== undefined && <StyledHeaderBrandSuffix>{suffix}</StyledHeaderBrandSuffix>}
    </>
  );
}

/** Who is logged in, on one line cut with …; `title` gives the whole name on hover. */
export function HeaderUserName({ children, title }: { children: ReactNode; title?: string }) {
  return <StyledHeaderUserName title={title}>{children}</StyledHeaderUserName>;
}

export type HeaderButtonProps = Omit<ComponentPropsWithRef<'button'>, 'type'>;

/** A control in the header: an icon and a word (消息, 退出) in the colour readable on the school's. */
export function HeaderButton(props: HeaderButtonProps) {
  return <StyledHeaderButton type="button" {...props} />;
}
