import styled from 'styled-components';
import { WEEKDAY_NAMES } from '../../../contract/talks';
import { Button } from '../../../ui/Button';
import { CheckboxGroup } from '../../../ui/Checkbox';
import { Icon } from '../../../ui/Icon';
import { TimePicker } from '../../../ui/TimePicker';
import { color, fontSize, media, radius, space } from '../../../ui/theme';
import { WEEKDAYS, WORKDAYS, slotRow, slotRowProblem, type SlotRow } from '../venueForm';

const StyledRows = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${space(2)};
  margin: 0 0 ${space(2)};
  padding: 0;
  list-style: none;
`;

const StyledRow = styled.div<{ $invalid: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(2)} ${space(4)};
  padding: ${space(2)} ${space(3)};
  border: 1px solid ${({ $invalid }) => ($invalid ? color.danger : color.border)};
  border-radius: ${radius.md};
  background: ${color.background};
`;

const StyledTimes = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(2)};
  color: ${color.textSecondary};

  [data-ui='time-picker'] {
    width: 120px;
  }
  ${media.phone} {
    flex: 1 1 100%;
    [data-ui='time-picker'] {
      flex: 1;
      width: auto;
    }
  }
`;

const StyledRowName = styled.span`
  color: ${color.textSecondary};
  font-size: ${fontSize.sm};
  white-space: nowrap;
`;

const StyledDays = styled.div`
  flex: 1 1 auto;
  min-width: 0;
`;

const WEEKDAY_OPTIONS = WEEKDAYS.map((day) => ({ value: day, label: WEEKDAY_NAMES[day].slice(1) }));

export type SlotEditorProps = {
  value: SlotRow[];
  onChange: (rows: SlotRow[]) => void;
  onBlur: () => void;
  variant: 'desktop' | 'phone';
  /** The form was submitted once: rows with a problem show it in their border. */
  showProblems: boolean;
};

/**
 * The bookable slots of a venue: one row per time range (start, end) with the weekdays it applies
 * to (一 … 日); rows are added (the next range after the last one, on weekdays) and removed.
 */
export function SlotEditor({ value, onChange, onBlur, variant, showProblems }: SlotEditorProps) {
  const change = (key: string, changes: Partial<SlotRow>) =>
    onChange(value.map((row) => (row.key === key ? { ...row, ...changes } : row)));
  const add = () => {
    const last = value[value.length - 1];
    onChange([...value, last ? slotRow(last.end, '', last.weekdays) : slotRow('09:00', '11:00', WORKDAYS)]);
  };
  return (
    <div
      // Enter confirms a typed time in its picker; it must not submit the whole venue form.
      onKeyDown={(event) => {
        if (event.key === 'Enter' && event.target instanceof HTMLInputElement) event.preventDefault();
      }}
      onBlur={(event) => {
        if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)))
          onBlur();
      }}
    >
      {value.length > 0 && (
        <StyledRows aria-label="可预约时段列表">
          {value.map((row, index) => {
            const name = `第${index + 1}个时段`;
            return (
              <li key={row.key}>
                <StyledRow
                  role="group"
                  aria-label={name}
                  $invalid={showProblems && slotRowProblem(row) !== null}
                >
                  <StyledTimes>
                    <StyledRowName aria-hidden="true">{index + 1}.</StyledRowName>
                    <TimePicker
                      id={`${row.key}-start`}
                      aria-label={`${name}开始时间`}
                      value={row.start}
                      onChange={(start) => change(row.key, { start })}
                      minuteStep={5}
                      placeholder="开始"
                      variant={variant}
                    />
                    <span aria-hidden="true">至</span>
                    <TimePicker
                      id={`${row.key}-end`}
                      aria-label={`${name}结束时间`}
                      value={row.end}
                      onChange={(end) => change(row.key, { end })}
                      minuteStep={5}
                      placeholder="结束"
                      variant={variant}
                    />
                  </StyledTimes>
                  <StyledDays>
                    <CheckboxGroup<number>
                      id={`${row.key}-days`}
                      aria-label={`${name}适用星期`}
                      options={WEEKDAY_OPTIONS}
                      value={row.weekdays}
                      onChange={(weekdays) => change(row.key, { weekdays })}
                      variant={variant}
                    />
                  </StyledDays>
                  <Button
                    variant="link"
                    danger
                    size={variant === 'phone' ? 'md' : 'sm'}
                    icon={<Icon name="trash" />}
                    aria-label={`删除${name}`}
                    onClick={() => onChange(value.filter((other) => other.key !== row.key))}
                  />
                </StyledRow>
              </li>
            );
          })}
        </StyledRows>
      )}
      <Button size={variant === 'phone' ? 'phone' : 'sm'} icon={<Icon name="plus" />} onClick={add}>
        添加时段
      </Button>
    </div>
  );
}
