import styled from 'styled-components';
import type { StudentPositionListItem } from '../../../../contract/applications';
import { StatusBadge } from '../../../../ui/Badge';
import { Button } from '../../../../ui/Button';
import { Link } from '../../../../ui/Link';
import { Section } from '../../../../ui/Section';
import { Skeleton } from '../../../../ui/Skeleton';
import { color, fontSize, radius, space } from '../../../../ui/theme';
import { apiErrorMessage } from '../../../../app/api/apiErrorMessage';
import { applicationStateDisplay } from '../applicationDisplay';
import { salaryText } from '../positionSearch';
import { studentApplicationsApi } from '../../studentApi';
import { positionPath, positionSearchPath } from '../studentLinks';

/** The home shows this many. */
export const RECOMMENDED_COUNT = 6;

const StyledList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: ${space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledItem = styled.li`
  display: grid;
  gap: ${space(1)};
  padding: ${space(3)} ${space(4)};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
`;

const StyledMuted = styled.span`
  font-size: ${fontSize.sm};
  color: ${color.textSecondary};
`;

const StyledSalary = styled.span`
  color: ${color.danger};
`;

const StyledFooter = styled.p`
  margin: ${space(3)} 0 0;
`;

function Item({ position }: { position: StudentPositionListItem }) {
  const applied = position.sqzt === '' ? null : applicationStateDisplay(position.sqzt);
  return (
    <StyledItem>
      <Link to={positionPath(position.id)} underline="hover">
        {position.zwmc}
      </Link>
      <StyledMuted>{position.dwmc}</StyledMuted>
      <span>
        <StyledSalary>{salaryText(position)}</StyledSalary>
        {position.gzdqmc !== '' && <StyledMuted>{` · ${position.gzdqmc}`}</StyledMuted>}
      </span>
      {applied !== null && (
        <span>
          <StatusBadge tone={applied.tone}>{applied.label}</StatusBadge>
        </span>
      )}
    </StyledItem>
  );
}

/**
 * 推荐职位 for the portal's home: published positions of the student's school matching the resume's
 * major and education first (the server's order), then the newest; with a way on to 职位搜索.
 */
export function RecommendedPositions() {
  const list = studentApplicationsApi.useRecommendedPositionsQuery({ size: RECOMMENDED_COUNT });
  let body;
  if (list.isError)
    body = (
      <p role="alert">
        {`推荐职位加载失败：${apiErrorMessage(list.error)} `}
        <Button variant="link" onClick={() => void list.refetch()}>
          重新加载
        </Button>
      </p>
    );
  else if (list.data === undefined) body = <Skeleton loading rows={3} label="推荐职位加载中" />;
  else if (list.data.length === 0)
    body = <StyledMuted>暂时没有推荐的职位，完善简历中的专业和学历后推荐会更准确。</StyledMuted>;
  else
    body = (
      <StyledList aria-label="推荐职位">
        {list.data.map((position) => (
          <Item key={position.id} position={position} />
        ))}
      </StyledList>
    );
  return (
    <Section title="推荐职位">
      {body}
      <StyledFooter>
        <Link to={positionSearchPath} underline="hover">
          查看全部职位
        </Link>
      </StyledFooter>
    </Section>
  );
}
