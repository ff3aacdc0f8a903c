import { JOB_CATEGORIES, JOB_NATURES } from '../../../contract/codeLists';
import { RESUME_LIMITS } from '../../../contract/resumes';
import { Button } from '../../../ui/Button';
import { Callout } from '../../../ui/Callout';
import { Cascader } from '../../../ui/Cascader';
import { FormField } from '../../../ui/Form';
import { useCityOptions } from '../../../app/regions/cityOptions';
import { fieldId, type FieldAccess } from '../useResumeEditor';
import type { ResumeDraft } from '../resumeDraft';
import { cityOfPath, cityPath } from '../intentionCities';
import { CodeField, WholeNumberField } from './ResumeFields';
import { StyledSectionNote } from './resumeScreen.styles';

type Intention = ResumeDraft['qzyx'];

const setIntention =
  <K extends keyof Intention>(field: K) =>
  (draft: ResumeDraft, value: Intention[K]): ResumeDraft => ({
    ...draft,
    qzyx: { ...draft.qzyx, [field]: value },
  });

const SALARY_HELP = `元/月，1至${RESUME_LIMITS.salaryMax}；面议可不填`;

/** 求职意向: category, city, monthly salary range and nature. */
export function IntentionSection({ access, variant }: { access: FieldAccess; variant: 'desktop' | 'phone' }) {
  const intention = access.draft.qzyx;
  const cities = useCityOptions();
  const isPhone = variant === 'phone';
  const common = { access, variant };
  return (
    <>
      <StyledSectionNote>选择职位类别和意向城市后，本部分计入完整度。</StyledSectionNote>
      <CodeField
        {...common}
        path="qzyx.zwlb"
        label="职位类别"
        value={intention.zwlb}
        options={JOB_CATEGORIES}
        set={setIntention('zwlb')}
      />
      <FormField
        label="意向城市"
        id={fieldId('qzyx.csdm')}
        error={access.errorAt('qzyx.csdm')}
        help={cities.status === 'loading' ? '正在加载省市列表…' : '选择到城市一级'}
        variant={variant}
      >
        {cities.status === 'ready' ? (
          <Cascader
            options={cities.options}
            value={cityPath(intention.csdm)}
            onChange={(path) =>
              access.change('qzyx.csdm', (draft) => setIntention('csdm')(draft, cityOfPath(path)))
            }
            onBlur={() => access.touch('qzyx.csdm')}
            levelLabels={['省', '市']}
            searchable={!isPhone}
            clearable
            variant={variant}
            placeholder="请选择省 / 市"
            sheetTitle="选择意向城市"
          />
        ) : (
          <Cascader options={[]} disabled variant={variant} placeholder="请选择省 / 市" />
        )}
      </FormField>
      {cities.status === 'failed' && (
        <Callout tone="error" announce title="省市列表加载失败">
          <div>
            <Button size="sm" onClick={cities.retry}>
              重新加载
            </Button>
          </div>
        </Callout>
      )}
      <WholeNumberField
        {...common}
        path="qzyx.xzxx"
        label="期望月薪下限"
        help={SALARY_HELP}
        value={intention.xzxx}
        set={setIntention('xzxx')}
      />
      <WholeNumberField
        {...common}
        path="qzyx.xzsx"
        label="期望月薪上限"
        help={SALARY_HELP}
        value={intention.xzsx}
        set={setIntention('xzsx')}
      />
      <CodeField
        {...common}
        path="qzyx.gzxz"
        label="工作性质"
        value={intention.gzxz}
        options={JOB_NATURES}
        set={setIntention('gzxz')}
      />
    </>
  );
}
