import { RESUME_LIMITS } from '../../../contract/resumes';
import { FormField } from '../../../ui/Form';
import { LimitedTextArea } from '../../../ui/LimitedTextArea';
import { fieldId, type FieldAccess } from '../useResumeEditor';

/**
 * 自我评价 in the kit's limited text area. The area counts a Chinese character as two, so a limit of
 * twice the contract's characters lets 500 Chinese characters in; longer mixed text gets the rule's message.
 */
export function SelfEvaluationSection({
  access,
  variant,
}: {
  access: FieldAccess;
  variant: 'desktop' | 'phone';
}) {
  return (
    <FormField
      label="自我评价"
      id={fieldId('zwpj')}
      error={access.errorAt('zwpj')}
      help={`不超过${RESUME_LIMITS.selfEvaluation}字，中文每字按2计数`}
      variant={variant}
    >
      <LimitedTextArea
        value={access.draft.zwpj}
        limit={RESUME_LIMITS.selfEvaluation * 2}
        variant={variant}
        onChange={(value) => access.change('zwpj', (draft) => ({ ...draft, zwpj: value }))}
        onBlur={() => access.touch('zwpj')}
      />
    </FormField>
  );
}
