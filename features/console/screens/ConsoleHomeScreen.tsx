import styled from 'styled-components';
import { consolePages } from '../../../contract/console';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { FormAlert } from '../../../ui/FormAlert';
import { Link } from '../../../ui/Link';
import { SectionStack } from '../../../ui/Section';
import { color, fontSize, fontWeight, lineHeight, media, space } from '../../../ui/theme';
import { useAppSelector } from '../../../app/api/hooks';
import { selectIsPhone } from '../../../app/api/site';
import { consoleApi, type QueueName } from '../consoleApi';
import { countText } from '../queueRules';

const QUEUES: readonly { name: QueueName; noun: string; unit: string; path: string }[] = [
  { name: 'employers', noun: '单位', unit: '家', path: consolePages.employers },
  { name: 'positions', noun: '职位', unit: '个', path: consolePages.positions },
  { name: 'announcements', noun: '公告', unit: '条', path: consolePages.announcements },
  { name: 'talks', noun: '宣讲会', unit: '场', path: consolePages.talks },
];

const StyledCards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${space(4)};
  ${media.phone} {
    grid-template-columns: 1fr;
    gap: ${space(3)};
  }
`;

const StyledCount = styled.p`
  margin: 0 0 ${space(3)};
  font-size: 32px;
  font-weight: ${fontWeight.bold};
  line-height: ${lineHeight.tight};
  color: ${color.text};
  font-variant-numeric: tabular-nums;
`;

const StyledUnit = styled.span`
  margin-left: ${space(1)};
  font-size: ${fontSize.md};
  font-weight: ${fontWeight.normal};
  color: ${color.textSecondary};
`;

const StyledSite = styled.p`
  margin: 0;
  color: ${color.textSecondary};
`;

const StyledGreeting = styled.p`
  margin: 0;
  font-size: ${fontSize.lg};
`;

function QueueCard({ name, noun, unit, path }: (typeof QUEUES)[number]) {
  const title = `待审核${noun}`;
  const isPhone = useAppSelector(selectIsPhone);
  const { data, isLoading, isError, refetch, isFetching } = consoleApi.usePendingCountQuery(name);
  return (
    <Card title={title} loading={isLoading} variant={isPhone ? 'phone' : 'desktop'}>
      {isError ? (
        <>
          <FormAlert>数量加载失败</FormAlert>
          <Button size="sm" loading={isFetching} onClick={() => void refetch()}>
            重试
          </Button>
        </>
      ) : (
        <>
          <StyledCount aria-label={`${title} ${countText(data ?? 0)} ${unit}`}>
            {countText(data ?? 0)}
            <StyledUnit aria-hidden="true">{unit}</StyledUnit>
          </StyledCount>
          <Link to={path} underline="hover">
            {data === 0 ? `查看${noun}审核列表` : `去审核${noun}`}
          </Link>
        </>
      )}
    </Card>
  );
}

/** Shown once every queue answered, and answered none (the cards share these calls' cache). */
function NothingWaiting() {
  const employers = consoleApi.usePendingCountQuery('employers').data;
  const positions = consoleApi.usePendingCountQuery('positions').data;
  const announcements = consoleApi.usePendingCountQuery('announcements').data;
  const talks = consoleApi.usePendingCountQuery('talks').data;
  if (employers !== 0 || positions !== 0 || announcements !== 0 || talks !== 0) return null;
  return <FormAlert tone="info">暂无待审核事项，新的提交会出现在这里。</FormAlert>;
}

/** The console's home: who is logged in, and how much waits in each queue (each a way into it). */
export default function ConsoleHomeScreen() {
  const { data: staff } = consoleApi.useStaffInfoQuery();
  return (
    <SectionStack data-ui="console-home">
      <div>
        <StyledGreeting>{staff ? `您好，${staff.xm || staff.yhm}` : '您好'}</StyledGreeting>
        <StyledSite>{staff ? `当前站点：${staff.wzmc}（${staff.xxdm}）` : '\u00a0'}</StyledSite>
      </div>
      <NothingWaiting />
      <StyledCards>
        {QUEUES.map((queue) => (
          <QueueCard key={queue.name} {...queue} />
        ))}
      </StyledCards>
    </SectionStack>
  );
}
