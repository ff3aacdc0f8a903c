import { useState } from 'react';
import styled from 'styled-components';
import {
  NO_SHOW_RULE_LIMITS,
  suspensionRuleOf,
  suspensionRuleText,
  type NoShowRule,
} from '../../../contract/dishonesty';
import { Form, FormActions, FormField, FormSubmit, useForm } from '../../../ui/Form';
import { FormAlert } from '../../../ui/FormAlert';
import { Input } from '../../../ui/Input';
import { message } from '../../../ui/Message';
import { Section } from '../../../ui/Section';
import { Skeleton } from '../../../ui/Skeleton';
import { color, fontSize, space } from '../../../ui/theme';
import { apiErrorMessage } from '../../../app/api/apiErrorMessage';
import { LoadFailedAlert } from '../../../app/review/LoadFailedAlert';
import { noShowRuleApi } from '../noShowRuleApi';
import {
  NO_SHOW_RULE_FIELDS,
  NO_SHOW_RULE_HELP,
  NO_SHOW_RULE_UNITS,
  noShowRuleFieldProblem,
  noShowRuleOfValues,
  noShowRuleRefusalField,
  noShowRuleValuesOf,
  type NoShowRuleValues,
} from '../noShowRuleForm';

const StyledNumberInput = styled.div`
  max-width: 200px;
`;

/** The rule as typed, in the words employers and staff read it elsewhere. */
const StyledSummary = styled.p<{ $offset: string }>`
  margin: 0 0 ${space(4)} ${({ $offset }) => $offset};
  color: ${color.textSecondary};
  font-size: ${fontSize.sm};
`;

const LABEL_WIDTH = '140px';

function NoShowRuleForm({ rule, variant }: { rule: NoShowRule; variant: 'desktop' | 'phone' }) {
  const [save] = noShowRuleApi.useSaveNoShowRuleMutation();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<NoShowRuleValues>({
    initialValues: noShowRuleValuesOf(rule),
    validators: {
      wdccs: (value) => noShowRuleFieldProblem('wdccs', value),
      tjts: (value) => noShowRuleFieldProblem('tjts', value),
      ztts: (value) => noShowRuleFieldProblem('ztts', value),
    },
    onSubmit: async (values, { setFieldError }) => {
      const typed = noShowRuleOfValues(values);
      if (typed === null) return;
      setAlert(null);
      try {
        form.reset(noShowRuleValuesOf(await save(typed).unwrap()));
        message.success('未到场规则已保存');
      } catch (error) {
        const text = apiErrorMessage(error);
        const field = noShowRuleRefusalField(text);
        if (field === null) setAlert(text);
        else setFieldError(field, text);
      }
    },
  });
  const typed = noShowRuleOfValues(form.values);
  return (
    <Form form={form} variant={variant} labelWidth={LABEL_WIDTH} aria-label="招聘会未到场规则">
      {alert !== null && <FormAlert>{alert}</FormAlert>}
      {NO_SHOW_RULE_FIELDS.map((field) => (
        <FormField
          key={field}
          label={NO_SHOW_RULE_LIMITS[field].label}
          name={field}
          required
          help={NO_SHOW_RULE_HELP[field]}
        >
          <StyledNumberInput>
            <Input
              {...form.field(field)}
              inputMode="numeric"
              maxLength={4}
              suffix={NO_SHOW_RULE_UNITS[field]}
            />
          </StyledNumberInput>
        </FormField>
      ))}
      <StyledSummary $offset={variant === 'phone' ? '0' : `calc(${LABEL_WIDTH} + ${space(3)})`}>
        {typed === null
          ? '填写正确后，这里显示单位看到的规则说明。'
          : `单位看到的规则：${suspensionRuleText(suspensionRuleOf(typed))}。`}
      </StyledSummary>
      <FormActions>
        <FormSubmit size={variant === 'phone' ? 'phone' : 'md'} block={variant === 'phone'}>
          保存未到场规则
        </FormSubmit>
      </FormActions>
    </Form>
  );
}

/**
 * The site's no-show rule in the settings page: how many fair no-shows within how many days suspend
 * an employer's booth and talk booking, and for how many days. Applies at once to every suspension.
 */
export function NoShowRuleSection({ variant }: { variant: 'desktop' | 'phone' }) {
  const rule = noShowRuleApi.useNoShowRuleQuery();
  return (
    <Section title="招聘会未到场规则">
      {rule.isLoading ? (
        <Skeleton title rows={3} label="未到场规则加载中" />
      ) : rule.data === undefined ? (
        <LoadFailedAlert failed="未到场规则加载失败" error={rule.error} onRetry={() => void rule.refetch()} />
      ) : (
        <NoShowRuleForm rule={rule.data} variant={variant} />
      )}
    </Section>
  );
}
