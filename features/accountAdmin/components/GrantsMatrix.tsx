import { useId } from 'react';
import styled from 'styled-components';
import {
  PERMISSION_LEVEL_NAMES,
  PERMISSION_SECTIONS,
  levelsOf,
  type PermissionGrants,
  type PermissionLevel,
} from '../../../contract/permissions';
import { RadioGroup } from '../../../ui/Radio';
import { color, fontSize, fontWeight, radius, space } from '../../../ui/theme';

const StyledFieldset = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const StyledLegend = styled.legend`
  padding: 0;
  margin-bottom: ${space(1)};
  font-weight: ${fontWeight.medium};
  color: ${color.text};
`;

const StyledNote = styled.p`
  margin: 0 0 ${space(2)};
  font-size: ${fontSize.sm};
  color: ${color.textSecondary};
`;

const StyledRows = styled.div`
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
`;

const StyledRow = styled.div<{ $phone: boolean }>`
  display: grid;
  grid-template-columns: ${({ $phone }) => ($phone ? '1fr' : 'minmax(0, 1fr) auto')};
  align-items: center;
  gap: ${space(2)} ${space(4)};
  padding: ${space(3)};

  & + & {
    border-top: 1px solid ${color.border};
  }
`;

const StyledName = styled.span`
  display: block;
  font-weight: ${fontWeight.medium};
  color: ${color.text};
`;

const StyledDescription = styled.span`
  display: block;
  font-size: ${fontSize.sm};
  color: ${color.textSecondary};
`;

export type GrantsMatrixProps = {
  value: PermissionGrants;
  onChange: (grants: PermissionGrants) => void;
  variant: 'desktop' | 'phone';
};

/**
 * A role's grants: one row per section of the employer app (name and what it covers) with the levels
 * that section can be granted, each row a radio group named by the section and described by its cover.
 */
export function GrantsMatrix({ value, onChange, variant }: GrantsMatrixProps) {
  const id = useId();
  return (
    <StyledFieldset>
      <StyledLegend>权限</StyledLegend>
      <StyledNote>每一级包含前面的级别：管理包含查看，签约包含管理。</StyledNote>
      <StyledRows>
        {PERMISSION_SECTIONS.map((section) => (
          <StyledRow key={section.key} $phone={variant === 'phone'}>
            <span>
              <StyledName id={`${id}-${section.key}`}>{section.name}</StyledName>
              <StyledDescription id={`${id}-${section.key}-description`}>
                {section.description}
              </StyledDescription>
            </span>
            <RadioGroup<PermissionLevel>
              aria-labelledby={`${id}-${section.key}`}
              aria-describedby={`${id}-${section.key}-description`}
              value={value[section.key]}
              onChange={(level) => onChange({ ...value, [section.key]: level })}
              options={levelsOf(section.key).map((level) => ({
                value: level,
                label: PERMISSION_LEVEL_NAMES[level],
              }))}
              variant={variant}
            />
          </StyledRow>
        ))}
      </StyledRows>
    </StyledFieldset>
  );
}
