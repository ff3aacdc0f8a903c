import { useId, type ReactNode } from 'react';
import { Button } from '../../../../ui/Button';
import { Cascader } from '../../../../ui/Cascader';
import { DatePicker } from '../../../../ui/DatePicker';
import { FormField, type FormApi } from '../../../../ui/Form';
import { Input } from '../../../../ui/Input';
import { LimitedTextArea } from '../../../../ui/LimitedTextArea';
import { RadioGroup } from '../../../../ui/Radio';
import { Select } from '../../../../ui/Select';
import { addOneYear } from '../../../../contract/chinaTime';
import {
  APPLY_METHODS,
  EDUCATION_REQUIREMENTS,
  JOB_CATEGORIES,
  JOB_NATURES,
  SALARY_TYPES,
  VISIBILITIES,
  WELFARE_SUGGESTIONS,
  type CodeItem,
} from '../../../../contract/codeLists';
import { POSITION_LIMITS } from '../../../../contract/positionRules';
import { regionPath } from '../../../../contract/regions';
import {
  EMAIL_APPLY_METHODS,
  NEGOTIABLE_SALARY,
  type PositionFormField,
  type PositionFormProblems,
  type PositionFormValues,
} from '../positionForm';
import type { RegionTreeState } from '../regionTree';
import { Callout } from '../../../../ui/Callout';
import { ContactPicker, ContactPickerRow } from '../../../../app/contacts/ContactPicker';
import { contactPhone } from '../../../../app/contacts/contactPicking';
import { StyledPair, StyledSection, StyledSectionTitle } from './positionPage.styles';
import { TagInput } from './TagInput';

const options = (list: readonly CodeItem[]) => list.map(({ code, label }) => ({ value: code, label }));

const DESCRIPTION_PLACEHOLDER =
  '岗位职责：\n1. \n2. \n任职要求：\n1. \n2. \n（请写明岗位职责与任职要求，至少10个汉字）';

export type PositionFieldsProps = {
  form: FormApi<PositionFormValues>;
  variant: 'desktop' | 'phone';
  /** Today in China (YYYY-MM-DD): the deadline may be from today to a year ahead. */
  today: string;
  /** The salary type codes the site offers. */
  salaryTypes: readonly string[];
  regions: RegionTreeState;
  /** The saved area's name, shown while the region tree loads. */
  areaName: string;
  /** The content check's message per flagged field. */
  wording: PositionFormProblems;
};

/** Every field of a position, grouped as employers read a posting, each with its rule's message. */
export function PositionFields({
  form,
  variant,
  today,
  salaryTypes,
  regions,
  areaName,
  wording,
}: PositionFieldsProps) {
  const phone = variant === 'phone';
  const sectionId = useId();
  const { values } = form;
  const explained = values.explanation.trim() !== '';
  const flagged = Object.keys(wording).length > 0;

  /** Flagged wording is the field's message until it is explained; after that, a note under it. */
  const messageOf = (field: PositionFormField) =>
    form.fieldMeta(field).error ?? (explained ? null : (wording[field] ?? null));
  const helpOf = (field: PositionFormField, help?: ReactNode) =>
    explained && wording[field] !== undefined ? wording[field] : help;

  const validateDates = () => {
    void form.validateField('startDate');
    void form.validateField('deadline');
  };

  const salaryUnit = values.salaryType === '2' ? '元/年' : '元/月';
  const offeredSalaryTypes = SALARY_TYPES.filter(
    (type) => salaryTypes.includes(type.code) || type.code === values.salaryType,
  );

  return (
    <>
      <StyledSection aria-labelledby={`${sectionId}-basics`}>
        <StyledSectionTitle id={`${sectionId}-basics`}>基本信息</StyledSectionTitle>
        <FormField label="职位名称" name="name" required error={messageOf('name')} help={helpOf('name')}>
          <Input
            {...form.field('name')}
            maxLength={POSITION_LIMITS.name}
            placeholder="如：Java 开发工程师"
            autoComplete="off"
          />
        </FormField>
        <FormField label="工作性质" name="nature" required>
          <RadioGroup {...form.field('nature')} options={options(JOB_NATURES)} />
        </FormField>
        <FormField label="职位类别" name="category" required>
          <Select
            options={options(JOB_CATEGORIES)}
            value={values.category || null}
            onChange={(code) => form.setValue('category', code ?? '')}
            onBlur={form.field('category').onBlur}
            searchable={!phone}
          />
        </FormField>
        <FormField label="学历要求" name="education" required>
          <Select
            options={options(EDUCATION_REQUIREMENTS)}
            value={values.education || null}
            onChange={(code) => form.setValue('education', code ?? '')}
            onBlur={form.field('education').onBlur}
          />
        </FormField>
        <FormField
          label="专业要求"
          name="majors"
          error={messageOf('majors')}
          help={helpOf('majors', '不限专业可不填')}
        >
          <Input
            {...form.field('majors')}
            maxLength={POSITION_LIMITS.majors}
            placeholder="如：计算机科学与技术、软件工程等相关专业"
          />
        </FormField>
        <FormField
          label="专业标签"
          name="majorTags"
          error={messageOf('majorTags')}
          help={helpOf(
            'majorTags',
            `便于学生按专业查找，最多${POSITION_LIMITS.majorTags}个，每个不超过${POSITION_LIMITS.majorTagLength}个字`,
          )}
        >
          <TagInput
            {...form.field('majorTags')}
            noun="专业标签"
            maxCount={POSITION_LIMITS.majorTags}
            maxLength={POSITION_LIMITS.majorTagLength}
            placeholder="输入专业后按回车添加"
            variant={variant}
          />
        </FormField>
        <FormField label="招聘人数" name="headcount" required>
          <Input {...form.field('headcount')} inputMode="numeric" suffix="人" autoComplete="off" />
        </FormField>
      </StyledSection>

      <StyledSection aria-labelledby={`${sectionId}-pay`}>
        <StyledSectionTitle id={`${sectionId}-pay`}>薪资与工作地点</StyledSectionTitle>
        <FormField label="薪资类型" name="salaryType" required>
          <RadioGroup
            value={values.salaryType || null}
            options={options(offeredSalaryTypes)}
            onBlur={form.field('salaryType').onBlur}
            onChange={(code) => {
              form.setValue('salaryType', code);
              // Negotiable pay has no range: what was typed would be sent for nothing.
              if (code === NEGOTIABLE_SALARY) {
                form.setValue('salaryMin', '');
                form.setValue('salaryMax', '');
              }
            }}
          />
        </FormField>
        {values.salaryType !== NEGOTIABLE_SALARY && (
          <StyledPair $phone={phone}>
            <FormField label="最低薪资" name="salaryMin" required>
              <Input
                {...form.field('salaryMin')}
                inputMode="numeric"
                suffix={salaryUnit}
                autoComplete="off"
              />
            </FormField>
            <FormField label="最高薪资" name="salaryMax" required>
              <Input
                {...form.field('salaryMax')}
                inputMode="numeric"
                suffix={salaryUnit}
                autoComplete="off"
              />
            </FormField>
          </StyledPair>
        )}
        <FormField
          label="工作地点"
          name="area"
          required
          help={regions.status === 'loading' ? '正在加载省市区列表…' : '选择到区县一级'}
        >
          {regions.status === 'ready' ? (
            <Cascader
              options={regions.options}
              value={values.area === '' ? [] : regionPath(regions.index, values.area)}
              onChange={(path) => form.setValue('area', path[path.length - 1] ?? '')}
              onBlur={form.field('area').onBlur}
              searchable={!phone}
              clearable
              placeholder="请选择省 / 市 / 区县"
              sheetTitle="选择工作地点"
            />
          ) : (
            <Cascader options={[]} disabled placeholder={areaName || '请选择省 / 市 / 区县'} />
          )}
        </FormField>
        {regions.status === 'failed' && (
          <Callout tone="error" announce title="省市区列表加载失败">
            <div>
              <Button size="sm" onClick={regions.retry}>
                重新加载
              </Button>
            </div>
          </Callout>
        )}
        <FormField label="详细地址" name="address" help="如：高新区舜华路 1000 号，选填">
          <Input {...form.field('address')} maxLength={POSITION_LIMITS.address} autoComplete="off" />
        </FormField>
      </StyledSection>

      <StyledSection aria-labelledby={`${sectionId}-description`}>
        <StyledSectionTitle id={`${sectionId}-description`}>职位描述与福利</StyledSectionTitle>
        <FormField
          label="职位描述"
          name="description"
          required
          error={messageOf('description')}
          help={helpOf('description')}
        >
          <LimitedTextArea
            {...form.field('description')}
            limit={POSITION_LIMITS.description}
            rows={phone ? 8 : 10}
            placeholder={DESCRIPTION_PLACEHOLDER}
          />
        </FormField>
        <FormField
          label="福利待遇"
          name="welfare"
          error={messageOf('welfare')}
          help={helpOf(
            'welfare',
            `最多${POSITION_LIMITS.welfareTags}个，每个不超过${POSITION_LIMITS.welfareTagLength}个字`,
          )}
        >
          <TagInput
            {...form.field('welfare')}
            noun="福利"
            maxCount={POSITION_LIMITS.welfareTags}
            maxLength={POSITION_LIMITS.welfareTagLength}
            suggestions={WELFARE_SUGGESTIONS}
            placeholder="输入福利后按回车添加"
            variant={variant}
          />
        </FormField>
      </StyledSection>

      <StyledSection aria-labelledby={`${sectionId}-apply`}>
        <StyledSectionTitle id={`${sectionId}-apply`}>简历接收与联系方式</StyledSectionTitle>
        <FormField label="简历接收方式" name="applyMethod" required>
          <RadioGroup
            {...form.field('applyMethod')}
            options={options(APPLY_METHODS)}
            direction={phone ? 'vertical' : 'horizontal'}
          />
        </FormField>
        {EMAIL_APPLY_METHODS.includes(values.applyMethod) && (
          <FormField label="接收邮箱" name="applyEmail" required>
            <Input {...form.field('applyEmail')} type="email" autoComplete="email" />
          </FormField>
        )}
        <FormField label="联系人" name="contact" required id={`${sectionId}-contact`}>
          <ContactPickerRow>
            <Input
              {...form.field('contact')}
              id={`${sectionId}-contact`}
              maxLength={POSITION_LIMITS.contact}
              autoComplete="name"
            />
            <ContactPicker
              variant={variant}
              onPick={(picked) => {
                form.setValue('contact', picked.xm);
                form.setValue('phone', contactPhone(picked));
                void form.validateField('contact');
                void form.validateField('phone');
              }}
            />
          </ContactPickerRow>
        </FormField>
        <FormField
          label="联系电话"
          name="phone"
          required
          help="手机或固定电话，如 13800000000 或 010-12345678"
        >
          <Input {...form.field('phone')} type="tel" autoComplete="tel" />
        </FormField>
      </StyledSection>

      <StyledSection aria-labelledby={`${sectionId}-period`}>
        <StyledSectionTitle id={`${sectionId}-period`}>有效期与公开范围</StyledSectionTitle>
        <FormField label="开始日期" name="startDate" required>
          <DatePicker
            value={values.startDate}
            onChange={(date) => {
              form.setValue('startDate', date);
              validateDates();
            }}
            today={today}
          />
        </FormField>
        <FormField label="截止日期" name="deadline" required help="不早于今天，最长一年">
          <DatePicker
            value={values.deadline}
            onChange={(date) => {
              form.setValue('deadline', date);
              validateDates();
            }}
            min={today}
            max={addOneYear(today)}
            today={today}
          />
        </FormField>
        <FormField
          label="公开范围"
          name="visibility"
          required
          help="校内公开：仅本校学生可见；全部公开：所有访问本站的人可见"
        >
          <RadioGroup {...form.field('visibility')} options={options(VISIBILITIES)} />
        </FormField>
      </StyledSection>

      {(flagged || explained || form.fieldMeta('explanation').error !== null) && (
        <StyledSection aria-labelledby={`${sectionId}-explanation`}>
          <StyledSectionTitle id={`${sectionId}-explanation`}>向审核老师说明</StyledSectionTitle>
          {flagged && (
            <Callout tone="warning" title="内容检查发现招聘限制性用语">
              按教育部“三严禁”要求，招聘信息不得含有学校层次、性别、民族、户籍、婚育状况等限制性用语。请修改标出的内容；确因岗位需要的，请在下方向审核老师说明理由。
            </Callout>
          )}
          <FormField
            label="内容说明"
            name="explanation"
            required={flagged}
            help="说明为何需要这些用语，审核老师会一并查看"
          >
            <LimitedTextArea
              {...form.field('explanation')}
              limit={POSITION_LIMITS.explanation}
              rows={phone ? 3 : 4}
            />
          </FormField>
        </StyledSection>
      )}
    </>
  );
}
