import { applicationWorkflow } from '../../contract/workflow';
import { AGREEMENTS_NOT_YET, NOT_GRANTED, type StatisticsSummary } from '../../contract/statistics';

// What the tongji screen shows of a summary, as plain rows (tested without React): the headline
// figures, the funnel and the monthly trend. A part the role does not grant reads 当前账号无权查看此项;
// agreements read 暂无数据 until signing opens, never 0.

export type Figure = { key: string; label: string; value: string; note?: string };

const count = (value: number) => value.toLocaleString('zh-CN');

export function figuresOf(summary: StatisticsSummary): Figure[] {
  const { positions, applications, talks, fairs } = summary;
  const part = (key: string, label: string, value: number | undefined): Figure =>
    value === undefined ? { key, label, value: '—', note: NOT_GRANTED } : { key, label, value: count(value) };
  return [
    part('positions', '发布职位', positions?.published),
    part('views', '职位浏览量', positions?.views),
    part('applications', '收到简历', applications?.total),
    part('interviews', '面试', applications?.interviews),
    part('offers', '录用', applications?.offers),
    part('hires', '入职', applications?.hires),
    part('talks', '举办宣讲会', talks?.held),
    part('attendance', '宣讲会报名人数', talks?.attendance),
    part('fairs', '招聘会预订', fairs?.bookings),
    { key: 'agreements', label: '网签协议', value: '—', note: AGREEMENTS_NOT_YET },
  ];
}

export type FunnelRow = { state: string; label: string; count: number };

export function funnelRowsOf(summary: StatisticsSummary): FunnelRow[] {
  return (summary.applications?.funnel ?? []).map(({ state, count: value }) => ({
    state,
    label: applicationWorkflow.states[state].label,
    count: value,
  }));
}

export type TrendRow = { month: string; positions: string; applications: string };

export function trendRowsOf(summary: StatisticsSummary): TrendRow[] {
  const shown = (value: number | null) => (value === null ? '—' : count(value));
  return summary.trend.map((point) => ({
    month: point.month,
    positions: shown(point.positions),
    applications: shown(point.applications),
  }));
}

/** The funnel as a bar chart's option (ECharts), in the table's order. */
export function funnelChartOf(rows: readonly FunnelRow[]) {
  return {
    grid: { left: 48, right: 16, top: 16, bottom: 32 },
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'category', data: rows.map((row) => row.label) },
    yAxis: { type: 'value', minInterval: 1 },
    series: [{ type: 'bar', name: '人数', data: rows.map((row) => row.count) }],
  };
}

/** The monthly trend as a line chart's option; months a part is not granted for are left blank. */
export function trendChartOf(summary: StatisticsSummary) {
  return {
    grid: { left: 48, right: 16, top: 40, bottom: 32 },
    tooltip: { trigger: 'axis' },
    legend: { data: ['发布职位', '收到简历'] },
    xAxis: { type: 'category', data: summary.trend.map((point) => point.month) },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      { type: 'line', name: '发布职位', data: summary.trend.map((point) => point.positions) },
      { type: 'line', name: '收到简历', data: summary.trend.map((point) => point.applications) },
    ],
  };
}
