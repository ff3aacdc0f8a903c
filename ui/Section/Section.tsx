import { useId, type ReactNode } from 'react';
import { StyledSection, StyledSectionStack, StyledSectionTitle } from './Section.styles';

export type SectionProps = {
  /** The section's heading; the section is a region named by it. */
  title?: ReactNode;
  /** Heading level of the title, to fit the page outline; 2 unless given. */
  headingLevel?: 2 | 3;
  /** A list or a form under way: announced as busy. */
  busy?: boolean;
  children?: ReactNode;
  className?: string;
};

/** A white block of a page on the grey background: a title, then its content. */
export function Section({ title, headingLevel = 2, busy = false, children, className }: SectionProps) {
  const titleId = useId();
  return (
    <StyledSection
      data-ui="section"
      aria-labelledby={title !== undefined ? titleId : undefined}
      aria-busy={busy || undefined}
      className={className}
    >
      {title !== undefined && (
        <StyledSectionTitle as={`h${headingLevel}`} id={titleId}>
          {title}
        </StyledSectionTitle>
      )}
      {children}
    </StyledSection>
  );
}

export type SectionStackProps = {
  children?: ReactNode;
  /** Names the page's content for tests and overrides, e.g. position-review. */
  'data-ui'?: string;
};

/** A page's content as sections one under another (the shell gives its title). */
export function SectionStack({ children, 'data-ui': dataUi = 'section-stack' }: SectionStackProps) {
  return <StyledSectionStack data-ui={dataUi}>{children}</StyledSectionStack>;
}
