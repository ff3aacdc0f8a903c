import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { consolePages } from '../../../contract/console';
import { FILE_PREVIEW_FILE_PATH } from '../../../contract/files';
import { employerReviewWorkflow } from '../../../contract/workflow';
import { Callout } from '../../../ui/Callout';
import { Descriptions } from '../../../ui/Descriptions';
import { Section } from '../../../ui/Section';
import { color, radius, space } from '../../../ui/theme';
import { SCHOOL_EMPLOYER_ACTIONS, optionalReason } from '../../../app/review/reviewActions';
import { employerStateDisplay } from '../../../app/review/reviewDisplay';
import { ReviewScreen } from '../../../app/review/ReviewScreen';
import { consoleApi } from '../consoleApi';
import { employerIndustryLabel, employerNatureLabel } from '../queueRules';

const StyledLicence = styled.a`
  display: inline-block;
  max-width: 100%;
  padding: ${space(1)};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};

  img {
    display: block;
    max-width: min(100%, 480px);
    max-height: 360px;
    object-fit: contain;
  }
`;

const previewUrl = (path: string) => `${FILE_PREVIEW_FILE_PATH}?path=${encodeURIComponent(path)}`;

/**
 * /mgrpage/dw/{id}: an employer's registration exactly as submitted (the full mobile, the licence),
 * its history, and the actions its state allows the school, each asking for a reason.
 */
export default function EmployerReviewScreen() {
  const { id = '' } = useParams();
  const detail = consoleApi.useSchoolEmployerDetailQuery(id);
  const [review] = consoleApi.useReviewEmployerMutation();
  return (
    <ReviewScreen
      data-ui="employer-review"
      texts={{
        noun: '单位',
        loading: '单位信息加载中',
        missing: '单位信息不存在',
        failed: '单位信息加载失败',
      }}
      queuePath={consolePages.employers}
      detail={detail}
      table={employerReviewWorkflow}
      handled={SCHOOL_EMPLOYER_ACTIONS}
      perform={(employer, action, reason) =>
        review({ id: employer.id, action, ...optionalReason(reason) }).unwrap()
      }
      stateDisplay={employerStateDisplay}
      loadingRows={6}
      heading={(employer) => ({ title: employer.dwmc, name: employer.dwmc })}
    >
      {(employer, variant) => (
        <>
          <Section title="注册信息" headingLevel={3}>
            <Descriptions
              variant={variant}
              columns={{ desktop: 2, phone: 1 }}
              items={[
                { key: 'dwmc', label: '单位名称', children: employer.dwmc },
                { key: 'tyshxydm', label: '统一社会信用代码', children: employer.tyshxydm },
                { key: 'dwxz', label: '单位性质', children: employerNatureLabel(employer.dwxz) },
                { key: 'dwhy', label: '单位行业', children: employerIndustryLabel(employer.dwhy) },
                { key: 'lxr', label: '联系人', children: employer.lxr || '—' },
                { key: 'sjhm', label: '手机号码', children: employer.sjhm || '—' },
                { key: 'zcsj', label: '注册时间', children: employer.zcsj || '—' },
                { key: 'tjsj', label: '提交时间', children: employer.tjsj || '—' },
              ]}
            />
          </Section>
          <Section title="营业执照" headingLevel={3}>
            {employer.yyzz ? (
              <StyledLicence href={previewUrl(employer.yyzz)} target="_blank" rel="noopener noreferrer">
                <img src={previewUrl(employer.yyzz)} alt={`${employer.dwmc}的营业执照（点击查看原图）`} />
              </StyledLicence>
            ) : (
              <Callout tone="warning">该单位未上传营业执照</Callout>
            )}
          </Section>
        </>
      )}
    </ReviewScreen>
  );
}
