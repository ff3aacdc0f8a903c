import { useParams } from 'wouter';
import styled from 'styled-components';
import { codeLabel, EDUCATION_REQUIREMENTS, JOB_NATURES } from '../../../contract/codeLists';
import { STUDENT_PORTAL_BASES, studentPages } from '../../../contract/studentPortal';
import { Button } from '../../../ui/Button';
import { color, space } from '../../../ui/theme';
import { DetailPage } from '../components/DetailPage';
import { usePublicPositionQuery } from '../homepageApi';
import { descriptionOf, useSitePageMeta } from '../pageMeta';
import { sitePageHref, usePublicSite } from '../publicSite';

const StyledText = styled.div`
  white-space: pre-wrap;
  line-height: 1.8;
  color: ${color.text};
  margin-bottom: ${space(4)};
`;

/** The salary as a visitor reads it: 8000-12000 元/月, 面议. */
export function salaryText(position: { xzlx: string; xzxx: number | null; xzsx: number | null }): string {
  if (position.xzlx === '3' || position.xzxx === null) return '薪资面议';
  const unit = position.xzlx === '2' ? '元/年' : '元/月';
  return position.xzsx === null || position.xzsx === position.xzxx
    ? `${String(position.xzxx)}${unit}`
    : `${String(position.xzxx)}-${String(position.xzsx)}${unit}`;
}

/** One published position (getZpgwxq); students apply in the student portal. */
export default function PositionDetailScreen() {
  const { id = '' } = useParams();
  const site = usePublicSite();
  const { data, isLoading, isError } = usePublicPositionQuery({ id, xxdm: site.xxdm });
  useSitePageMeta(
    data?.zwmc ?? '招聘职位',
    descriptionOf(`${data?.dwmc ?? ''} ${data?.zwms ?? ''}`),
    sitePageHref(site, 'positions', id),
  );
  return (
    <DetailPage
      list={{ title: '招聘职位', href: sitePageHref(site, 'positions') }}
      title={data?.zwmc}
      meta={
        data === undefined
          ? []
          : [
              data.dwmc,
              salaryText(data),
              data.gzdqmc,
              codeLabel(JOB_NATURES, data.gzxz),
              codeLabel(EDUCATION_REQUIREMENTS, data.xlyq),
              `招聘${String(data.zprs)}人`,
              `截止日期：${data.jzrq}`,
            ]
      }
      loading={isLoading}
      missing={isError}
      missingText="职位不存在或已下线"
    >
      {data !== undefined && (
        <>
          <h2>职位描述</h2>
          <StyledText>{data.zwms}</StyledText>
          {data.gzdz !== '' && <p>工作地址：{data.gzdz}</p>}
          <Button
            variant="primary"
            onClick={() =>
              window.location.assign(
                `${STUDENT_PORTAL_BASES.desktop}${studentPages.positions.slice(1)}/${encodeURIComponent(data.id)}`,
              )
            }
          >
            学生登录后申请
          </Button>
        </>
      )}
    </DetailPage>
  );
}
