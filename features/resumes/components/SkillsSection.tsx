import { COMPUTER_LEVELS, RESUME_LIMITS } from '../../../contract/resumes';
import type { FieldAccess } from '../useResumeEditor';
import type { ResumeDraft } from '../resumeDraft';
import { CodeField, TagsField, WholeNumberField } from './ResumeFields';
import { StyledSectionNote } from './resumeScreen.styles';

type Skills = ResumeDraft['jnzs'];

const setSkill =
  <K extends keyof Skills>(field: K) =>
  (draft: ResumeDraft, value: Skills[K]): ResumeDraft => ({
    ...draft,
    jnzs: { ...draft.jnzs, [field]: value },
  });

const TAGS_HELP = `用顿号、逗号或空格分隔，最多${RESUME_LIMITS.tags}个，每个不超过${RESUME_LIMITS.tagLength}字`;

/** 技能证书: CET-4/6 scores, computer level, skills and other certificates. */
export function SkillsSection({ access, variant }: { access: FieldAccess; variant: 'desktop' | 'phone' }) {
  const skills = access.draft.jnzs;
  const common = { access, variant };
  return (
    <>
      <StyledSectionNote>填写任意一项即计入完整度。</StyledSectionNote>
      <WholeNumberField
        {...common}
        path="jnzs.cet4"
        label="英语四级成绩"
        help={`未参加可不填，0至${RESUME_LIMITS.cetMax}分`}
        value={skills.cet4}
        set={setSkill('cet4')}
      />
      <WholeNumberField
        {...common}
        path="jnzs.cet6"
        label="英语六级成绩"
        help={`未参加可不填，0至${RESUME_LIMITS.cetMax}分`}
        value={skills.cet6}
        set={setSkill('cet6')}
      />
      <CodeField
        {...common}
        path="jnzs.jsjdj"
        label="计算机等级"
        value={skills.jsjdj}
        options={COMPUTER_LEVELS}
        set={setSkill('jsjdj')}
      />
      <TagsField
        {...common}
        path="jnzs.jn"
        label="专业技能"
        placeholder="如 Python、机器学习"
        help={TAGS_HELP}
        value={skills.jn}
        set={setSkill('jn')}
      />
      <TagsField
        {...common}
        path="jnzs.zs"
        label="其他证书"
        placeholder="如 教师资格证"
        help={TAGS_HELP}
        value={skills.zs}
        set={setSkill('zs')}
      />
    </>
  );
}
