import styled from 'styled-components';
import { RadioGroup } from '../../../ui/Radio';
import { color, fontSize, fontWeight, lineHeight, radius, space } from '../../../ui/theme';

const StyledChoices = styled.div`
  margin-bottom: ${space(4)};

  & [data-ui='radio'] {
    width: 100%;
    padding: ${space(3)};
    border: 1px solid ${color.border};
    border-radius: ${radius.md};
  }
`;

const StyledName = styled.span`
  display: block;
  font-weight: ${fontWeight.medium};
  color: ${color.text};
`;

const StyledDetail = styled.span`
  display: block;
  font-size: ${fontSize.sm};
  line-height: ${lineHeight.normal};
  color: ${color.textSecondary};
`;

export type EmployerChoice = { dwid: string; dwmc: string; details: readonly string[] };

/** Employers to choose from, one radio card each: the name, then what tells them apart. */
export function EmployerChoiceList({
  label,
  employers,
  value,
  onChange,
  variant,
}: {
  label: string;
  employers: readonly EmployerChoice[];
  value: string | null;
  onChange: (dwid: string) => void;
  variant: 'desktop' | 'phone';
}) {
  return (
    <StyledChoices>
      <RadioGroup
        aria-label={label}
        direction="vertical"
        variant={variant}
        value={value}
        onChange={onChange}
        options={employers.map((employer) => ({
          value: employer.dwid,
          label: (
            <>
              <StyledName>{employer.dwmc}</StyledName>
              {employer.details.map((detail) => (
                <StyledDetail key={detail}>{detail}</StyledDetail>
              ))}
            </>
          ),
        }))}
      />
    </StyledChoices>
  );
}
