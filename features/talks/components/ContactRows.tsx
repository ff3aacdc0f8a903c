import { useId } from 'react';
import styled from 'styled-components';
import type { TalkContact } from '../../../contract/talks';
import { Button } from '../../../ui/Button';
import { useFieldGroup } from '../../../ui/Form';
import { Input } from '../../../ui/Input';
import { color, fontSize, space } from '../../../ui/theme';
import { ContactPicker } from '../../../app/contacts/ContactPicker';
import { EMPTY_CONTACT, canAddContact, talkContactOf } from '../talkForm';

const StyledRows = styled.div`
  display: grid;
  gap: ${space(3)};
`;

const StyledRow = styled.fieldset<{ $phone: boolean }>`
  display: grid;
  grid-template-columns: ${({ $phone }) => ($phone ? 'minmax(0, 1fr)' : 'repeat(3, minmax(0, 1fr)) auto')};
  gap: ${space(2)};
  align-items: center;
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const StyledLegend = styled.legend`
  padding: 0;
  margin-bottom: ${space(1)};
  font-size: ${fontSize.sm};
  color: ${color.textSecondary};
`;

const StyledTools = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
`;

export type ContactRowsProps = {
  value: TalkContact[];
  onChange: (value: TalkContact[]) => void;
  onBlur?: () => void;
  variant: 'desktop' | 'phone';
};

/** The talk's contacts (name, mobile, e-mail; one to three), each row fillable from the frequent contacts. */
export function ContactRows({ value, onChange, onBlur, variant }: ContactRowsProps) {
  const phone = variant === 'phone';
  const control = useFieldGroup();
  const baseId = useId();
  const change = (index: number, patch: Partial<TalkContact>) =>
    onChange(value.map((contact, at) => (at === index ? { ...contact, ...patch } : contact)));
  const size = phone ? 'phone' : 'md';
  return (
    <StyledRows
      role="group"
      aria-labelledby={control.labelledBy}
      aria-describedby={control.describedBy}
      onBlur={onBlur}
    >
      {value.map((contact, index) => {
        const which = `联系人${index + 1}`;
        return (
          <StyledRow key={index} $phone={phone}>
            <StyledLegend>{which}</StyledLegend>
            <Input
              aria-label={`${which} 姓名`}
              placeholder="姓名"
              id={`${baseId}-${index}-xm`}
              value={contact.xm}
              onChange={(xm) => change(index, { xm })}
              status={control.invalid ? 'error' : undefined}
              variant={variant}
              autoComplete="off"
            />
            <Input
              aria-label={`${which} 手机号码`}
              placeholder="手机号码"
              type="tel"
              inputMode="tel"
              id={`${baseId}-${index}-sjhm`}
              value={contact.sjhm}
              onChange={(sjhm) => change(index, { sjhm })}
              status={control.invalid ? 'error' : undefined}
              variant={variant}
              autoComplete="off"
            />
            <Input
              aria-label={`${which} 电子邮箱`}
              placeholder="电子邮箱"
              type="email"
              inputMode="email"
              id={`${baseId}-${index}-yx`}
              value={contact.yx}
              onChange={(yx) => change(index, { yx })}
              status={control.invalid ? 'error' : undefined}
              variant={variant}
              autoComplete="off"
            />
            {value.length > 1 ? (
              <Button
                variant="link"
                danger
                size={size}
                aria-label={`删除${which}`}
                onClick={() => onChange(value.filter((_, at) => at !== index))}
              >
                删除
              </Button>
            ) : (
              !phone && <span />
            )}
          </StyledRow>
        );
      })}
      <StyledTools>
        {canAddContact(value) && (
          <Button size={size} onClick={() => onChange([...value, EMPTY_CONTACT])}>
            添加联系人
          </Button>
        )}
        <ContactPicker
          variant={variant}
          onPick={(picked) => {
            // Fills the first empty row, else the last one.
            const empty = value.findIndex((contact) => contact.xm === '' && contact.sjhm === '');
            change(empty < 0 ? value.length - 1 : empty, talkContactOf(picked));
          }}
        />
      </StyledTools>
    </StyledRows>
  );
}
