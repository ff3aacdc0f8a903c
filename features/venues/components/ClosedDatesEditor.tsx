import { useState } from 'react';
import styled from 'styled-components';
import { WEEKDAY_NAMES, weekdayOf } from '../../../contract/talks';
import { Button } from '../../../ui/Button';
import { DatePicker } from '../../../ui/DatePicker';
import { Tag } from '../../../ui/Tag';
import { color, fontSize, space } from '../../../ui/theme';
import { withClosedDate } from '../venueForm';

const StyledAdd = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(2)};

  > div:first-child {
    width: 180px;
  }
`;

const StyledDates = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
  margin: ${space(2)} 0 0;
  padding: 0;
  list-style: none;
`;

const StyledProblem = styled.p`
  margin: ${space(1)} 0 0;
  color: ${color.danger};
  font-size: ${fontSize.sm};
`;

const StyledNone = styled.p`
  margin: ${space(2)} 0 0;
  color: ${color.textSecondary};
  font-size: ${fontSize.sm};
`;

export type ClosedDatesEditorProps = {
  value: string[];
  onChange: (dates: string[]) => void;
  onBlur: () => void;
  /** Today (China date): earlier dates are not offered. */
  today: string;
  variant: 'desktop' | 'phone';
};

/** The dates a venue is closed: pick a date and 添加; each one listed (with its weekday) and removable. */
export function ClosedDatesEditor({ value, onChange, onBlur, today, variant }: ClosedDatesEditorProps) {
  const [picked, setPicked] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const add = () => {
    const outcome = withClosedDate(value, picked);
    if ('problem' in outcome) {
      setProblem(outcome.problem);
      return;
    }
    setProblem(null);
    setPicked('');
    onChange(outcome.dates);
    onBlur();
  };
  return (
    <div>
      {/* Enter confirms the typed date in the picker; it must not submit the whole venue form. */}
      <StyledAdd
        onKeyDown={(event) => {
          if (event.key === 'Enter' && event.target instanceof HTMLInputElement) event.preventDefault();
        }}
      >
        <DatePicker
          aria-label="选择不开放日期"
          value={picked}
          onChange={(date) => {
            setPicked(date);
            setProblem(null);
          }}
          min={today}
          today={today}
          clearable
          variant={variant}
        />
        <Button size={variant === 'phone' ? 'phone' : 'md'} disabled={picked === ''} onClick={add}>
          添加日期
        </Button>
      </StyledAdd>
      {problem !== null && <StyledProblem role="alert">{problem}</StyledProblem>}
      {value.length === 0 ? (
        <StyledNone>暂无不开放日期，可预约时段每周照常开放。</StyledNone>
      ) : (
        <StyledDates aria-label="不开放日期列表">
          {value.map((date) => (
            <li key={date}>
              <Tag
                closable
                closeLabel={`移除 ${date}`}
                onClose={() => {
                  onChange(value.filter((other) => other !== date));
                  onBlur();
                }}
              >
                {`${date} ${WEEKDAY_NAMES[weekdayOf(date)] ?? ''}`}
              </Tag>
            </li>
          ))}
        </StyledDates>
      )}
    </div>
  );
}
