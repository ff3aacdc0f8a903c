import { Button } from '../Button';
import { StyledActionBar } from './ActionBar.styles';

export type ActionBarItem<Key extends string = string> = {
  key: Key;
  label: string;
  /** The one main action of the bar. */
  primary?: boolean;
  /** A refusal or a take-down: drawn in the danger colour. */
  danger?: boolean;
};

export type ActionBarProps<Key extends string = string> = {
  items: readonly ActionBarItem<Key>[];
  onAction: (key: Key) => void;
  /** Names the group, e.g. 审核操作. */
  'aria-label': string;
  /** `phone`: the buttons share the full width, 44 px high. */
  variant?: 'desktop' | 'phone';
  className?: string;
};

/** The actions an object allows now, as one labelled row of buttons; nothing when it allows none. */
export function ActionBar<Key extends string>({
  items,
  onAction,
  'aria-label': ariaLabel,
  variant = 'desktop',
  className,
}: ActionBarProps<Key>) {
  if (items.length === 0) return null;
  return (
    <StyledActionBar
      data-ui="action-bar"
      role="group"
      aria-label={ariaLabel}
      $phone={variant === 'phone'}
      className={className}
    >
      {items.map((item) => (
        <Button
          key={item.key}
          variant={item.primary ? 'primary' : 'default'}
          danger={item.danger}
          size={variant === 'phone' ? 'phone' : 'md'}
          onClick={() => onAction(item.key)}
        >
          {item.label}
        </Button>
      ))}
    </StyledActionBar>
  );
}
