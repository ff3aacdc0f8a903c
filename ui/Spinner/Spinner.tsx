import { VisuallyHidden } from '../VisuallyHidden';
import {
  StyledSpinner,
  StyledSpinnerGlyph,
  StyledSpinnerLabel,
  StyledSpinnerTrack,
  spinnerSizes,
  type SpinnerSize,
} from './Spinner.styles';

export type SpinnerProps = {
  size?: SpinnerSize;
  /** What is loading, read by screen readers; '加载中' unless given. */
  label?: string;
  /** Show the label next to the spinner instead of only to screen readers. */
  showLabel?: boolean;
  /**
   * Hidden from assistive technology and coloured like its parent: for spinners inside a control
   * that states its busy state itself (a loading Button sets aria-busy).
   */
  decorative?: boolean;
  className?: string;
};

/** An activity indicator; a live status region unless decorative. */
export function Spinner({
  size = 'md',
  label = '加载中',
  showLabel = false,
  decorative = false,
  className,
}: SpinnerProps) {
  const glyph = (
    <StyledSpinnerGlyph $size={spinnerSizes[size]} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <StyledSpinnerTrack cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="3" />
      <path d="M12 3a9 9 0 0 1 9 9" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </StyledSpinnerGlyph>
  );
  if (decorative) {
    return (
      <StyledSpinner data-ui="spinner" aria-hidden="true" $decorative className={className}>
        {glyph}
      </StyledSpinner>
    );
  }
  return (
    <StyledSpinner data-ui="spinner" role="status" $decorative={false} className={className}>
      {glyph}
      {showLabel ? (
        <StyledSpinnerLabel>{label}</StyledSpinnerLabel>
      ) : (
        <VisuallyHidden>{label}</VisuallyHidden>
      )}
    </StyledSpinner>
  );
}
