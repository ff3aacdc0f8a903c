import type { ReactNode } from 'react';
import styled from 'styled-components';
import { codeLabel, JOB_CATEGORIES, JOB_NATURES } from '../../../../contract/codeLists';
import {
  CAMPUS_ENTRY_TYPES,
  COMPUTER_LEVELS,
  POLITICAL_STATUSES,
  type ResumeSnapshot,
} from '../../../../contract/resumes';
import { color, fontSize, fontWeight, lineHeight, space } from '../../../../ui/theme';
import { degreeLabel, genderLabel } from '../applicationRules';

const StyledDocument = styled.article`
  display: grid;
  gap: ${space(5)};
  padding: ${space(6)};
  background: ${color.background};
  color: ${color.text};
  line-height: ${lineHeight.normal};

  @media print {
    padding: 0;
    gap: ${space(3)};
    font-size: 11pt;
  }
`;

const StyledName = styled.h2`
  margin: 0;
  font-size: ${fontSize.xl};
  font-weight: ${fontWeight.bold};
`;

const StyledLine = styled.p`
  margin: ${space(1)} 0 0;
  color: ${color.textSecondary};
`;

const StyledSection = styled.section`
  break-inside: avoid;
`;

const StyledSectionTitle = styled.h3`
  margin: 0 0 ${space(2)};
  padding-bottom: ${space(1)};
  border-bottom: 1px solid ${color.border};
  font-size: ${fontSize.lg};
  font-weight: ${fontWeight.bold};
`;

const StyledEntry = styled.div`
  margin-bottom: ${space(2)};

  p {
    margin: ${space(0.5)} 0 0;
    white-space: pre-wrap;
  }
`;

const StyledEntryHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${space(2)};
  font-weight: ${fontWeight.medium};
`;

const period = (start: string, end: string) => `${start} 至 ${end === '' ? '今' : end}`;
const joined = (parts: readonly string[]) => parts.filter((part) => part !== '').join(' · ');

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <StyledSection aria-label={title}>
      <StyledSectionTitle>{title}</StyledSectionTitle>
      {children}
    </StyledSection>
  );
}

function salaryText(low: number | null, high: number | null): string {
  if (low === null && high === null) return '面议';
  if (low !== null && high !== null) return `${low}-${high} 元/月`;
  return low !== null ? `${low} 元/月起` : `最高 ${high} 元/月`;
}

/**
 * The resume as the application keeps it (the snapshot taken when it was sent), laid out as a page
 * that prints on A4: only what the student filled shows.
 */
export function ResumeDocument({
  resume,
  cityName,
}: {
  resume: ResumeSnapshot;
  cityName: (code: string) => string;
}) {
  const { jbxx, jyjl, sxjl, xmjl, xyhd, jnzs, zwpj, qzyx } = resume;
  const skills = [
    jnzs.cet4 === null ? '' : `英语四级 ${jnzs.cet4}`,
    jnzs.cet6 === null ? '' : `英语六级 ${jnzs.cet6}`,
    jnzs.jsjdj === '' ? '' : codeLabel(COMPUTER_LEVELS, jnzs.jsjdj),
  ].filter((part) => part !== '');
  const intention = joined([
    qzyx.zwlb === '' ? '' : codeLabel(JOB_CATEGORIES, qzyx.zwlb),
    cityName(qzyx.csdm),
    qzyx.gzxz === '' ? '' : codeLabel(JOB_NATURES, qzyx.gzxz),
  ]);
  return (
    <StyledDocument aria-label="在线简历" data-ui="resume-document">
      <header>
        <StyledName>{jbxx.xm || '（未填写姓名）'}</StyledName>
        <StyledLine>
          {joined([
            genderLabel(jbxx.xb),
            jbxx.csrq === '' ? '' : `出生日期 ${jbxx.csrq}`,
            jbxx.zzmm === '' ? '' : codeLabel(POLITICAL_STATUSES, jbxx.zzmm),
            jbxx.jg === '' ? '' : `籍贯 ${jbxx.jg}`,
          ])}
        </StyledLine>
        <StyledLine>{joined([jbxx.sjhm, jbxx.dzyx])}</StyledLine>
        <StyledLine>{`投递时简历完整度 ${resume.wzd}% · 快照时间 ${resume.kzsj}`}</StyledLine>
      </header>
      {(intention !== '' || qzyx.xzxx !== null || qzyx.xzsx !== null) && (
        <Block title="求职意向">
          <p>{joined([intention, salaryText(qzyx.xzxx, qzyx.xzsx)])}</p>
        </Block>
      )}
      {jyjl.length > 0 && (
        <Block title="教育经历">
          {jyjl.map((entry, index) => (
            <StyledEntry key={index}>
              <StyledEntryHead>
                <span>{joined([entry.xxmc, entry.zy, degreeLabel(entry.xl)])}</span>
                <span>{period(entry.kssj, entry.jssj)}</span>
              </StyledEntryHead>
              {(entry.gpa !== '' || entry.pm !== '') && (
                <p>
                  {joined([
                    entry.gpa === '' ? '' : `GPA ${entry.gpa}`,
                    entry.pm === '' ? '' : `排名 ${entry.pm}`,
                  ])}
                </p>
              )}
            </StyledEntry>
          ))}
        </Block>
      )}
      {sxjl.length > 0 && (
        <Block title="实习/工作经历">
          {sxjl.map((entry, index) => (
            <StyledEntry key={index}>
              <StyledEntryHead>
                <span>{joined([entry.dwmc, entry.zw])}</span>
                <span>{period(entry.kssj, entry.jssj)}</span>
              </StyledEntryHead>
              {entry.ms !== '' && <p>{entry.ms}</p>}
            </StyledEntry>
          ))}
        </Block>
      )}
      {xmjl.length > 0 && (
        <Block title="项目经历">
          {xmjl.map((entry, index) => (
            <StyledEntry key={index}>
              <StyledEntryHead>
                <span>{joined([entry.xmmc, entry.js])}</span>
                <span>{period(entry.kssj, entry.jssj)}</span>
              </StyledEntryHead>
              {entry.ms !== '' && <p>{entry.ms}</p>}
            </StyledEntry>
          ))}
        </Block>
      )}
      {xyhd.length > 0 && (
        <Block title="校园活动/获奖">
          {xyhd.map((entry, index) => (
            <StyledEntry key={index}>
              <StyledEntryHead>
                <span>{joined([codeLabel(CAMPUS_ENTRY_TYPES, entry.lx), entry.mc])}</span>
                <span>{entry.sj}</span>
              </StyledEntryHead>
              {entry.ms !== '' && <p>{entry.ms}</p>}
            </StyledEntry>
          ))}
        </Block>
      )}
      {(skills.length > 0 || jnzs.jn.length > 0 || jnzs.zs.length > 0) && (
        <Block title="技能证书">
          {skills.length > 0 && <p>{skills.join('；')}</p>}
          {jnzs.jn.length > 0 && <p>{`专业技能：${jnzs.jn.join('、')}`}</p>}
          {jnzs.zs.length > 0 && <p>{`证书：${jnzs.zs.join('、')}`}</p>}
        </Block>
      )}
      {zwpj !== '' && (
        <Block title="自我评价">
          <StyledEntry>
            <p>{zwpj}</p>
          </StyledEntry>
        </Block>
      )}
    </StyledDocument>
  );
}
