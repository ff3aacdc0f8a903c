import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import {
  EMPTY_ENTRANT,
  entrantsCountText,
  entrantsMaxMessage,
  type Entrant,
  type EntrantField,
  type EntrantsCheck,
} from '../../contract/entrants';
import { Button } from '../../ui/Button';
import { Callout } from '../../ui/Callout';
import { FormField } from '../../ui/Form';
import { Icon } from '../../ui/Icon';
import { Input } from '../../ui/Input';
import { color, fontSize, fontWeight, media, radius, space } from '../../ui/theme';

/**
 * The tbjxry step of talks and fairs (controlled): one row per person entering the campus (name, ID
 * card, mobile, optional plate), 添加人员 up to `max`, 删除 per row, 已填 N / 最多 M 人. `errors` is
 * checkEntrants(value, max) once the user tried to go on: each message shows under its field, a list
 * message (too many, none) above. Rows sit side by side on a desktop and stack as cards on a phone.
 */
export type EntrantsStepProps = {
  value: Entrant[];
  onChange: (value: Entrant[]) => void;
  /** The most people the site or fair allows. */
  max: number;
  errors?: EntrantsCheck | null;
  variant?: 'desktop' | 'phone';
  disabled?: boolean;
};

const fields: { key: EntrantField; label: string; required: boolean; inputMode?: 'tel' }[] = [
  { key: 'name', label: '姓名', required: true },
  { key: 'idCard', label: '身份证号', required: true },
  { key: 'mobile', label: '手机号码', required: true, inputMode: 'tel' },
  { key: 'plate', label: '车牌号', required: false },
];

const StyledStep = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(3)};
`;

const StyledHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
  align-items: center;
  justify-content: space-between;
`;

const StyledCount = styled.p<{ $over: boolean }>`
  margin: 0;
  color: ${({ $over }) => ($over ? color.danger : color.textSecondary)};
  font-size: ${fontSize.md};
`;

const StyledRow = styled.fieldset<{ $phone: boolean }>`
  display: grid;
  grid-template-columns: ${({ $phone }) =>
    $phone ? '1fr' : 'minmax(96px, 1fr) minmax(180px, 1.6fr) minmax(130px, 1.2fr) minmax(110px, 1fr) auto'};
  gap: ${space(2)} ${space(3)};
  align-items: start;
  margin: 0;
  padding: ${space(3)};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  min-width: 0;

  ${media.phone} {
    grid-template-columns: 1fr;
  }
`;

const StyledLegend = styled.legend`
  padding: 0 ${space(1)};
  font-weight: ${fontWeight.medium};
`;

const StyledRemove = styled.div<{ $phone: boolean }>`
  align-self: ${({ $phone }) => ($phone ? 'stretch' : 'end')};
  padding-bottom: ${({ $phone }) => ($phone ? '0' : space(1))};
`;

export function EntrantsStep({
  value,
  onChange,
  max,
  errors = null,
  variant = 'desktop',
  disabled = false,
}: EntrantsStepProps) {
  const phone = variant === 'phone';
  const size = phone ? 'phone' : 'md';
  const rowRefs = useRef<(HTMLInputElement | null)[]>([]);
  const addRef = useRef<HTMLButtonElement>(null);
  // After 添加人员 the new row's name takes focus; after 删除, the next row's (or 添加人员).
  const focusAfter = useRef<number | 'add' | null>(null);
  useEffect(() => {
    const target = focusAfter.current;
    focusAfter.current = null;
    if (target === 'add') addRef.current?.focus();
    else if (target !== null) rowRefs.current[target]?.focus();
  }, [value.length]);

  const full = value.length >= max;
  const update = (index: number, key: EntrantField, text: string) =>
    onChange(value.map((entrant, at) => (at === index ? { ...entrant, [key]: text } : entrant)));
  const add = () => {
    focusAfter.current = value.length;
    onChange([...value, { ...EMPTY_ENTRANT }]);
  };
  const remove = (index: number) => {
    const next = value.filter((_, at) => at !== index);
    focusAfter.current = next.length === 0 ? 'add' : Math.min(index, next.length - 1);
    onChange(next);
  };

  return (
    <StyledStep data-ui="entrants-step">
      <StyledHeader>
        <StyledCount role="status" $over={value.length > max}>
          {entrantsCountText(value.length, max)}
        </StyledCount>
        <Button
          ref={addRef}
          size={size}
          icon={<Icon name="plus" />}
          disabled={disabled || full}
          onClick={add}
        >
          添加人员
        </Button>
      </StyledHeader>
      {full && !disabled && <Callout tone="info">{`${entrantsMaxMessage(max)}，如需更换请先删除`}</Callout>}
      {errors?.list != null && (
        <Callout tone="error" announce>
          {errors.list}
        </Callout>
      )}
      {value.map((entrant, index) => {
        const problems = errors?.rows[index] ?? {};
        const label = `第${index + 1}位进校人员`;
        return (
          // Rows have no identity of their own; every input is controlled, so the index keys them.
          <StyledRow key={index} $phone={phone} disabled={disabled} aria-label={label}>
            <StyledLegend>{label}</StyledLegend>
            {fields.map((field) => (
              <FormField
                key={field.key}
                label={field.required ? field.label : `${field.label}（选填）`}
                required={field.required}
                layout="vertical"
                variant={variant}
                error={problems[field.key] ?? null}
              >
                <Input
                  ref={
                    field.key === 'name'
                      ? (element) => {
                          rowRefs.current[index] = element;
                        }
                      : undefined
                  }
                  value={entrant[field.key] ?? ''}
                  onChange={(text) => update(index, field.key, text)}
                  inputMode={field.inputMode}
                  autoComplete="off"
                />
              </FormField>
            ))}
            <StyledRemove $phone={phone}>
              <Button
                size={size}
                danger
                block={phone}
                disabled={disabled}
                aria-label={`删除${label}`}
                onClick={() => remove(index)}
              >
                删除
              </Button>
            </StyledRemove>
          </StyledRow>
        );
      })}
      {value.length === 0 && <StyledHint>还没有填写进校人员，请点击“添加人员”。</StyledHint>}
    </StyledStep>
  );
}

const StyledHint = styled.p`
  margin: 0;
  color: ${color.textSecondary};
  font-size: ${fontSize.md};
`;
