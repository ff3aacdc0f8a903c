export { Section, SectionStack, type SectionProps, type SectionStackProps } from './Section';
export { StyledSectionTitle as SectionTitle } from './Section.styles';
