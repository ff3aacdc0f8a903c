import { useId } from 'react';
import styled from 'styled-components';
import { RESUME_APPLY_THRESHOLD, type ResumeSectionKey } from '../../../contract/resumes';
import { color, radius, space } from '../../../ui/theme';
import { sectionKeyOfName } from '../resumeChecks';
import { StyledCompleteness, StyledMissing, StyledPercent } from './resumeScreen.styles';

const StyledMeter = styled.progress`
  width: 100%;
  height: ${space(2)};
  appearance: none;
  border: none;
  border-radius: ${radius.round};
  background: ${color.backgroundMuted};
  overflow: hidden;
  &::-webkit-progress-bar {
    background: ${color.backgroundMuted};
  }
  &::-webkit-progress-value {
    background: ${color.primary};
  }
  &::-moz-progress-bar {
    background: ${color.primary};
  }
`;

export type CompletenessSummaryProps = {
  /** What the server counted for the saved resume. */
  percent: number;
  missing: readonly string[];
  /** The same rule over what is typed now, when it differs from the saved one. */
  unsavedPercent: number | null;
  hasAttachment: boolean;
  onJump: (section: ResumeSectionKey) => void;
};

/** The completeness in percent, the 50% rule in plain words, and what is missing as links to it. */
export function CompletenessSummary({
  percent,
  missing,
  unsavedPercent,
  hasAttachment,
  onJump,
}: CompletenessSummaryProps) {
  const labelId = useId();
  const canApply = percent >= RESUME_APPLY_THRESHOLD || hasAttachment;
  return (
    <StyledCompleteness>
      <p id={labelId}>
        简历完整度 <StyledPercent>{`${percent}%`}</StyledPercent>
        {unsavedPercent !== null && `（保存后为 ${unsavedPercent}%）`}
      </p>
      <StyledMeter max={100} value={percent} aria-labelledby={labelId} />
      <p>{`投递职位需要在线简历完整度达到${RESUME_APPLY_THRESHOLD}%，或者上传一份附件简历。`}</p>
      <p>
        <strong>
          {canApply ? '你现在可以投递职位。' : '你现在还不能投递职位：请完善下面的内容，或上传附件简历。'}
        </strong>
      </p>
      {missing.length > 0 && (
        <nav aria-label="待完善的部分">
          <p>待完善（点击前往）：</p>
          <StyledMissing>
            {missing.map((name) => {
              const key = sectionKeyOfName(name);
              return (
                <li key={name}>
                  {key === undefined ? (
                    name
                  ) : (
                    <a
                      href={`#resume-section-${key}`}
                      onClick={(event) => {
                        event.preventDefault();
                        onJump(key);
                      }}
                    >
                      {name}
                    </a>
                  )}
                </li>
              );
            })}
          </StyledMissing>
        </nav>
      )}
    </StyledCompleteness>
  );
}
