import type { ReactNode } from 'react';
import { StyledPageActions, StyledPagePanel } from './PagePanel.styles';

type Variant = 'desktop' | 'phone';

export type PagePanelProps = {
  /** `phone`: the page itself, edge to edge; `desktop`: a white panel on the grey page. */
  variant?: Variant;
  children?: ReactNode;
};

/** A screen's body inside a layout: its header, messages, form or list, one gap apart. */
export function PagePanel({ variant = 'desktop', children }: PagePanelProps) {
  return (
    <StyledPagePanel data-ui="page-panel" $phone={variant === 'phone'}>
      {children}
    </StyledPagePanel>
  );
}

/** A page's buttons in a row; on phones stacked, each the full width. */
export function PageActions({ variant = 'desktop', children }: { variant?: Variant; children?: ReactNode }) {
  return <StyledPageActions $phone={variant === 'phone'}>{children}</StyledPageActions>;
}
