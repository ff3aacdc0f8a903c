import { useState } from 'react';
import styled from 'styled-components';
import { activityKindName } from '../../../contract/activities';
import { Button } from '../../../ui/Button';
import { Empty } from '../../../ui/Empty';
import { Skeleton } from '../../../ui/Skeleton';
import { color, fontSize, radius, space } from '../../../ui/theme';
import { useCalendarDetailQuery, useCalendarMonthQuery } from '../homepageApi';
import { sitePageHref, usePublicSite } from '../publicSite';
import { ItemList } from './ItemList';
import { StyledBlock } from './Blocks.styles';
import { monthOf, shiftMonth } from '../calendarMonth';

const StyledMonthBar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space(2)};
  margin-bottom: ${space(2)};
  font-weight: 600;
`;

const StyledDays = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
  list-style: none;
  margin: 0 0 ${space(3)};
  padding: 0;
`;

const StyledDay = styled.button<{ $selected: boolean }>`
  min-width: 44px;
  min-height: 44px;
  padding: ${space(1)} ${space(2)};
  border: 1px solid ${color.primaryBorder};
  border-radius: ${radius.md};
  background: ${({ $selected }) => ($selected ? color.primary : color.background)};
  color: ${({ $selected }) => ($selected ? color.onPrimary : color.primaryText)};
  font-size: ${fontSize.sm};
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${color.focusRing};
    outline-offset: 2px;
  }
`;

/**
 * 活动日历: the days of a month that have talks or fairs (getHdrllb), and the chosen day's activities
 * (getHdrlxq). Until those calls answer, it says there is nothing yet.
 */
export function CalendarBlock({ today }: { today: string }) {
  const site = usePublicSite();
  const [month, setMonth] = useState(monthOf(today));
  const [day, setDay] = useState<string | null>(null);
  const { data: days, isLoading, isError } = useCalendarMonthQuery({ xxdm: site.xxdm, yf: month });
  const detail = useCalendarDetailQuery({ xxdm: site.xxdm, rq: day ?? '' }, { skip: day === null });
  const move = (by: number) => {
    setMonth(shiftMonth(month, by));
    setDay(null);
  };
  return (
    <StyledBlock title="活动日历">
      <StyledMonthBar>
        <Button size="sm" onClick={() => move(-1)} aria-label="上个月">
          ‹
        </Button>
        <span aria-live="polite">{month.replace('-', '年')}月</span>
        <Button size="sm" onClick={() => move(1)} aria-label="下个月">
          ›
        </Button>
      </StyledMonthBar>
      {isLoading ? (
        <Skeleton rows={2} />
      ) : isError ? (
        <Empty compact description="暂时无法获取，请稍后再试" />
      ) : days === undefined || days.length === 0 ? (
        <Empty compact description="本月暂无活动" />
      ) : (
        <StyledDays aria-label="有活动的日期">
          {days.map((entry) => (
            <li key={entry.rq}>
              <StyledDay
                type="button"
                $selected={entry.rq === day}
                aria-pressed={entry.rq === day}
                onClick={() => setDay(entry.rq)}
              >
                {Number(entry.rq.slice(8))}日 · {entry.items.length}场
              </StyledDay>
            </li>
          ))}
        </StyledDays>
      )}
      {day !== null && (
        <ItemList
          loading={detail.isFetching}
          failed={detail.isError}
          emptyText="当天暂无活动"
          items={detail.data?.items.map((item) => ({
            key: `${item.lx}-${item.id}`,
            href: sitePageHref(site, item.lx === 'zph' ? 'fairs' : 'talks', item.id),
            title: item.bt,
            meta: [activityKindName(item.lx), `${item.kssj}-${item.jssj}`, item.dd],
          }))}
        />
      )}
    </StyledBlock>
  );
}
