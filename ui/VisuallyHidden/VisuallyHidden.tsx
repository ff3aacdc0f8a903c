import type { ComponentPropsWithRef } from 'react';
import { StyledVisuallyHidden } from './VisuallyHidden.styles';

export type VisuallyHiddenProps = ComponentPropsWithRef<'span'>;

/** Text for assistive technology only, e.g. the name of an icon-only control or a status label. */
export function VisuallyHidden(props: VisuallyHiddenProps) {
  return <StyledVisuallyHidden data-ui="visually-hidden" {...props} />;
}
