import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { chinaDate } from '../../../contract/chinaTime';
import { groupByDay, type ScheduleItem } from '../../../contract/activities';
import { Callout } from '../../../ui/Callout';
import { PageHeader, PageNote, PagePanel, PageTitle } from '../../../ui/PagePanel';
import { Section } from '../../../ui/Section';
import { useAppSelector } from '../../../app/api/hooks';
import { selectIsPhone } from '../../../app/api/site';
import { LoadFailure } from '../../../app/postings/LoadFailure';
import {
  itemsByDate,
  monthGrid,
  shiftView,
  viewFromSearch,
  viewRange,
  viewTitle,
  weekCells,
  type CalendarView,
} from '../calendarRules';
import { AgendaList } from '../components/AgendaList';
import { CalendarToolbar } from '../components/CalendarToolbar';
import { MonthGrid } from '../components/MonthGrid';
import { ScheduleItemDrawer } from '../components/ScheduleItemDrawer';
import { SubscriptionPanel } from '../components/SubscriptionPanel';
import { WeekView } from '../components/WeekView';
import { scheduleApi } from '../scheduleApi';

const NO_ITEMS: readonly ScheduleItem[] = [];

/**
 * Route wdrc (/dwsy/wdrc): the employer's talks (and, once they exist, fair bookings) on a month or a
 * week calendar, Monday first; the view lives in the address. Each entry opens its details and page.
 * Phones list the view's days that have activities. Below: the .ics export and the subscription.
 */
export default function ScheduleScreen() {
  const isPhone = useAppSelector(selectIsPhone);
  const variant = isPhone ? 'phone' : 'desktop';
  const [today] = useState(() => chinaDate(Date.now()));
  const [search, setSearch] = useSearchParams();
  const { view, date } = viewFromSearch(search, today);
  const range = viewRange(view, date);
  const schedule = scheduleApi.useScheduleQuery(range);
  const [opened, setOpened] = useState<ScheduleItem | null>(null);

  const items = schedule.currentData ?? NO_ITEMS;
  const byDate = useMemo(() => itemsByDate(items), [items]);
  const itemsOn = (day: string) => byDate.get(day) ?? NO_ITEMS;
  const title = viewTitle(view, date);
  const go = (nextView: CalendarView, nextDate: string) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('month');
        if (nextView === 'week') next.set('view', 'week');
        else next.delete('view');
        if (nextDate === today) next.delete('date');
        else next.set('date', nextDate);
        return next;
      },
      { replace: true },
    );
  const inView = items.filter((item) => item.rq >= range.ksrq && item.rq <= range.jsrq);

  return (
    <PagePanel variant={variant}>
      <PageHeader>{!isPhone && <PageTitle>我的日程</PageTitle>}</PageHeader>
      <PageNote>宣讲会等活动按日期排在日历上（每周从周一开始）；点击一项查看详情，或前往它的页面。</PageNote>
      <Section busy={schedule.isFetching}>
        <CalendarToolbar
          view={view}
          title={title}
          variant={variant}
          onView={(nextView) => go(nextView, date)}
          onShift={(delta) => go(view, shiftView(view, date, delta))}
          onToday={() => go(view, today)}
        />
        {schedule.isError ? (
          <LoadFailure error={schedule.error} title="日程加载失败" onRetry={() => void schedule.refetch()} />
        ) : (
          <>
            {schedule.isSuccess && !schedule.isFetching && inView.length === 0 && (
              <Callout tone="info">
                {view === 'month' ? '本月没有日程。' : '本周没有日程。'}
                申请宣讲会后，它会出现在这里。
              </Callout>
            )}
            {isPhone ? (
              <AgendaList days={groupByDay(inView)} onOpen={setOpened} />
            ) : view === 'month' ? (
              <MonthGrid
                title={title}
                weeks={monthGrid(date.slice(0, 7), today)}
                itemsOn={itemsOn}
                onOpen={setOpened}
              />
            ) : (
              <WeekView days={weekCells(date, today)} itemsOn={itemsOn} onOpen={setOpened} />
            )}
          </>
        )}
      </Section>
      <SubscriptionPanel variant={variant} />
      <ScheduleItemDrawer item={opened} variant={variant} onClose={() => setOpened(null)} />
    </PagePanel>
  );
}
