import { useState } from 'react';
import styled from 'styled-components';
import type { TalkRules } from '../../../contract/talks';
import { Form, FormActions, FormField, FormSubmit, useForm } from '../../../ui/Form';
import { FormAlert } from '../../../ui/FormAlert';
import { Input } from '../../../ui/Input';
import { message } from '../../../ui/Message';
import { Section } from '../../../ui/Section';
import { Skeleton } from '../../../ui/Skeleton';
import { apiErrorMessage } from '../../../app/api/apiErrorMessage';
import { LoadFailedAlert } from '../../../app/review/LoadFailedAlert';
import { talkRulesApi } from '../talkRulesApi';
import {
  TALK_RULES_FIELDS,
  TALK_RULES_HELP,
  TALK_RULES_UNITS,
  talkRuleProblem,
  talkRulesOf,
  talkRulesRefusalField,
  talkRulesValuesOf,
  type TalkRulesValues,
} from '../talkRulesForm';
import { TALK_RULE_LIMITS } from '../../../contract/talks';

const StyledNumberInput = styled.div`
  max-width: 200px;
`;

const LABEL_WIDTH = '140px';

function TalkRulesForm({ rules, variant }: { rules: TalkRules; variant: 'desktop' | 'phone' }) {
  const [save] = talkRulesApi.useSaveTalkRulesMutation();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<TalkRulesValues>({
    initialValues: talkRulesValuesOf(rules),
    validators: {
      tqgzr: (value) => talkRuleProblem('tqgzr', value),
      qxgzr: (value) => talkRuleProblem('qxgzr', value),
      jxrssx: (value) => talkRuleProblem('jxrssx', value),
    },
    onSubmit: async (values, { setFieldError }) => {
      setAlert(null);
      try {
        form.reset(talkRulesValuesOf(await save(talkRulesOf(values)).unwrap()));
        message.success('宣讲会规则已保存');
      } catch (error) {
        const text = apiErrorMessage(error);
        const field = talkRulesRefusalField(text);
        if (field === null) setAlert(text);
        else setFieldError(field, text);
      }
    },
  });
  return (
    <Form form={form} variant={variant} labelWidth={LABEL_WIDTH} aria-label="宣讲会规则">
      {alert !== null && <FormAlert>{alert}</FormAlert>}
      {TALK_RULES_FIELDS.map((field) => (
        <FormField
          key={field}
          label={TALK_RULE_LIMITS[field].label}
          name={field}
          required
          help={TALK_RULES_HELP[field]}
        >
          <StyledNumberInput>
            <Input
              {...form.field(field)}
              inputMode="numeric"
              maxLength={3}
              suffix={TALK_RULES_UNITS[field]}
            />
          </StyledNumberInput>
        </FormField>
      ))}
      <FormActions>
        <FormSubmit size={variant === 'phone' ? 'phone' : 'md'} block={variant === 'phone'}>
          保存宣讲会规则
        </FormSubmit>
      </FormActions>
    </Form>
  );
}

/**
 * The site's campus-talk rules in the settings page: the notice and the cancellation cutoff in
 * working days, and how many people an employer may report as entering the campus.
 */
export function TalkRulesSection({ variant }: { variant: 'desktop' | 'phone' }) {
  const rules = talkRulesApi.useTalkRulesQuery();
  return (
    <Section title="宣讲会规则">
      {rules.isLoading ? (
        <Skeleton title rows={3} label="宣讲会规则加载中" />
      ) : rules.data === undefined ? (
        <LoadFailedAlert
          failed="宣讲会规则加载失败"
          error={rules.error}
          onRetry={() => void rules.refetch()}
        />
      ) : (
        <TalkRulesForm rules={rules.data} variant={variant} />
      )}
    </Section>
  );
}
