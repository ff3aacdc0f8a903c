import { GENDERS, POLITICAL_STATUSES, RESUME_LIMITS } from '../../../contract/resumes';
import { DatePicker } from '../../../ui/DatePicker';
import { FormField } from '../../../ui/Form';
import { fieldId, type FieldAccess } from '../useResumeEditor';
import type { ResumeDraft } from '../resumeDraft';
import { CodeField, TextField } from './ResumeFields';
import { StyledSectionNote } from './resumeScreen.styles';

type Basic = ResumeDraft['jbxx'];

const setBasic =
  <K extends keyof Basic>(field: K) =>
  (draft: ResumeDraft, value: Basic[K]): ResumeDraft => ({
    ...draft,
    jbxx: { ...draft.jbxx, [field]: value },
  });

const shiftYears = (date: string, years: number) => `${Number(date.slice(0, 4)) + years}${date.slice(4)}`;

/** 基本信息: name, gender, birth date, political status, hometown, mobile and e-mail. */
export function BasicSection({
  access,
  variant,
  today,
}: {
  access: FieldAccess;
  variant: 'desktop' | 'phone';
  today: string;
}) {
  const basic = access.draft.jbxx;
  const common = { access, variant };
  return (
    <>
      <StyledSectionNote>
        姓名、性别、出生日期、手机号码和电子邮箱都填写后，本部分计入完整度。
      </StyledSectionNote>
      <TextField {...common} path="jbxx.xm" label="姓名" value={basic.xm} set={setBasic('xm')} />
      <CodeField
        {...common}
        path="jbxx.xb"
        label="性别"
        value={basic.xb}
        options={GENDERS}
        set={setBasic('xb')}
      />
      <FormField
        label="出生日期"
        id={fieldId('jbxx.csrq')}
        error={access.errorAt('jbxx.csrq')}
        variant={variant}
      >
        <DatePicker
          value={basic.csrq}
          min={shiftYears(today, -RESUME_LIMITS.maxAge)}
          max={shiftYears(today, -RESUME_LIMITS.minAge)}
          today={today}
          variant={variant}
          onChange={(value) => {
            access.change('jbxx.csrq', (draft) => setBasic('csrq')(draft, value));
            access.touch('jbxx.csrq');
          }}
        />
      </FormField>
      <CodeField
        {...common}
        path="jbxx.zzmm"
        label="政治面貌"
        value={basic.zzmm}
        options={POLITICAL_STATUSES}
        set={setBasic('zzmm')}
      />
      <TextField
        {...common}
        path="jbxx.jg"
        label="籍贯"
        placeholder="如 山东济南"
        value={basic.jg}
        set={setBasic('jg')}
      />
      <TextField
        {...common}
        path="jbxx.sjhm"
        label="手机号码"
        inputMode="tel"
        value={basic.sjhm}
        set={setBasic('sjhm')}
      />
      <TextField
        {...common}
        path="jbxx.dzyx"
        label="电子邮箱"
        inputMode="email"
        value={basic.dzyx}
        set={setBasic('dzyx')}
      />
    </>
  );
}
