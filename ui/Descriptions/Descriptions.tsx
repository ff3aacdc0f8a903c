import type { CSSProperties, ReactNode } from 'react';
import {
  StyledDescriptions,
  StyledDescriptionsHeader,
  StyledDescriptionsTitle,
  StyledList,
} from './Descriptions.styles';

export type DescriptionsItem = {
  key: string;
  label: ReactNode;
  children: ReactNode;
  /** Columns this item takes (a long address, a description); capped at the column count. */
  span?: number;
};

export type DescriptionsProps = {
  items: readonly DescriptionsItem[];
  title?: ReactNode;
  extra?: ReactNode;
  /** Items per row: one number everywhere, or per breakpoint (phone below 980 px). */
  columns?: number | { desktop: number; phone: number };
  bordered?: boolean;
  /** Width of the label column in the bordered layout. */
  labelWidth?: string;
  /** Phone uses the phone column count whatever the window width. */
  variant?: 'desktop' | 'phone';
  className?: string;
};

/** Read-only label/value pairs (employer info, a talk's details) as a description list. */
export function Descriptions({
  items,
  title,
  extra,
  columns = { desktop: 3, phone: 1 },
  bordered = false,
  labelWidth = '140px',
  variant = 'desktop',
  className,
}: DescriptionsProps) {
  const desktop = typeof columns === 'number' ? columns : columns.desktop;
  const phone = typeof columns === 'number' ? columns : columns.phone;
  return (
    <StyledDescriptions data-ui="descriptions" className={className}>
      {(title !== undefined || extra !== undefined) && (
        <StyledDescriptionsHeader>
          {title !== undefined && <StyledDescriptionsTitle>{title}</StyledDescriptionsTitle>}
          {extra}
        </StyledDescriptionsHeader>
      )}
      <StyledList
        $columns={desktop}
        $phoneColumns={phone}
        $forcePhone={variant === 'phone'}
        $bordered={bordered}
        $labelWidth={labelWidth}
      >
        {items.map((item) => (
          <div
            key={item.key}
            style={
              {
                '--span-desktop': Math.min(item.span ?? 1, desktop),
                '--span-phone': Math.min(item.span ?? 1, phone),
              } as CSSProperties
            }
          >
            <dt>{item.label}</dt>
            <dd>{item.children}</dd>
          </div>
        ))}
      </StyledList>
    </StyledDescriptions>
  );
}
