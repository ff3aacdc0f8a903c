import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { addDays, chinaDate } from '../../../contract/chinaTime';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { DateRangePicker } from '../../../ui/DateRangePicker';
import { Empty } from '../../../ui/Empty';
import { FormAlert } from '../../../ui/FormAlert';
import { PageHeader, PageNote, PagePanel, PageTitle } from '../../../ui/PagePanel';
import { Select } from '../../../ui/Select';
import { Table, type TableColumn } from '../../../ui/Table';
import { useAppSelector } from '../../../app/api/hooks';
import { selectIsPhone } from '../../../app/api/site';
import { LoadFailure } from '../../../app/postings/LoadFailure';
import { StatisticsChart } from '../components/StatisticsChart';
import { statisticsApi } from '../statisticsApi';
import {
  figuresOf,
  funnelChartOf,
  funnelRowsOf,
  trendChartOf,
  trendRowsOf,
  type FunnelRow,
  type TrendRow,
} from '../summaryRows';

const DEFAULT_DAYS = 180;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: 12px;
  margin: 0 0 16px;
  dt {
    color: var(--color-text-secondary, #595959);
    font-size: 14px;
  }
  dd {
    margin: 4px 0 0;
    font-size: 24px;
    font-weight: 600;
  }
  dd small {
    display: block;
    font-size: 12px;
    font-weight: 400;
    color: var(--color-text-secondary, #595959);
  }
`;

const ChartAndTable = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(280px, 1fr));
  gap: 16px;
  align-items: start;
`;

const funnelColumns: TableColumn<FunnelRow>[] = [
  { key: 'label', title: '状态', dataIndex: 'label' },
  { key: 'count', title: '人数', dataIndex: 'count' },
];
const trendColumns: TableColumn<TrendRow>[] = [
  { key: 'month', title: '月份', dataIndex: 'month' },
  { key: 'positions', title: '发布职位', dataIndex: 'positions' },
  { key: 'applications', title: '收到简历', dataIndex: 'applications' },
];

/**
 * Route tongji (/tongji): the employer's recruiting at a site (the session's, or another where it stands
 * passed, chosen when there are several) over a date range, outside the shell (a way back leads home): headline figures,
 * the application funnel by status and the monthly trend, each as a table (the parts the role does not
 * grant read 当前账号无权查看此项; agreements wait for 网签).
 */
export default function StatisticsScreen() {
  const phone = useAppSelector(selectIsPhone);
  const navigate = useNavigate();
  const variant = phone ? 'phone' : 'desktop';
  const today = chinaDate(Date.now());
  const [range, setRange] = useState<[string, string]>([addDays(today, -(DEFAULT_DAYS - 1)), today]);
  const [site, setSite] = useState<string | undefined>(undefined);
  const query = { from: range[0], to: range[1], ...(site === undefined ? {} : { xxdm: site }) };
  const summary = statisticsApi.useStatisticsSummaryQuery(query);
  const data = summary.data;
  const sites = useMemo(
    () => (data?.sites ?? []).map((choice) => ({ value: choice.xxdm, label: choice.wzmc || choice.xxdm })),
    [data?.sites],
  );
  const [exportStatistics, exporting] = statisticsApi.useExportStatisticsMutation();
  const funnel = useMemo(() => (data === undefined ? [] : funnelRowsOf(data)), [data]);
  const funnelChart = useMemo(() => funnelChartOf(funnel), [funnel]);
  const trendChart = useMemo(() => (data === undefined ? null : trendChartOf(data)), [data]);

  return (
    <PagePanel variant={variant}>
      <PageHeader>
        {!phone && <PageTitle>招聘统计</PageTitle>}
        <Button variant="default" onClick={() => void navigate('/')}>
          返回单位中心
        </Button>
      </PageHeader>
      <PageNote>
        统计贵单位在所选学校站点的招聘情况：按日期范围统计职位发布与浏览、简历投递与处理、宣讲会与招聘会。
      </PageNote>
      {sites.length > 1 && (
        <Select
          aria-label="统计站点"
          options={sites}
          value={site ?? data?.siteCode ?? null}
          variant={variant}
          onChange={(value) => {
            if (value !== null) setSite(value);
          }}
        />
      )}
      <DateRangePicker
        aria-label="统计日期范围"
        value={range}
        today={today}
        max={today}
        clearable={false}
        variant={variant}
        onChange={([from, to]) => {
          if (from !== '' && to !== '') setRange([from, to]);
        }}
      />
      <Button
        variant="default"
        loading={exporting.isLoading}
        disabled={data === undefined}
        onClick={() => void exportStatistics(query)}
      >
        导出 Excel
      </Button>
      {exporting.isError && <FormAlert>导出失败，请稍后再试</FormAlert>}
      {summary.isError ? (
        <LoadFailure error={summary.error} title="统计数据加载失败" onRetry={() => void summary.refetch()} />
      ) : (
        <>
          <Card title="概览" variant={variant} loading={summary.isFetching && data === undefined}>
            {data !== undefined && (
              <Figures aria-label="概览">
                {figuresOf(data).map((figure) => (
                  <div key={figure.key}>
                    <dt>{figure.label}</dt>
                    <dd>
                      {figure.value}
                      {figure.note !== undefined && <small>{figure.note}</small>}
                    </dd>
                  </div>
                ))}
              </Figures>
            )}
          </Card>
          <Card title="简历处理漏斗" variant={variant} loading={summary.isFetching && data === undefined}>
            {data !== undefined && data.applications === null ? (
              <Empty description="当前账号无权查看此项" />
            ) : data !== undefined && data.applications?.total === 0 ? (
              <Empty description="所选日期范围内没有收到简历。" />
            ) : (
              <ChartAndTable>
                {data !== undefined && <StatisticsChart option={funnelChart} />}
                <Table
                  columns={funnelColumns}
                  data={funnel}
                  rowKey="state"
                  caption="简历处理漏斗"
                  variant={variant}
                />
              </ChartAndTable>
            )}
          </Card>
          <Card title="月度趋势" variant={variant} loading={summary.isFetching && data === undefined}>
            <ChartAndTable>
              {trendChart !== null && <StatisticsChart option={trendChart} />}
              <Table
                columns={trendColumns}
                data={data === undefined ? [] : trendRowsOf(data)}
                rowKey="month"
                caption="月度趋势"
                variant={variant}
              />
            </ChartAndTable>
          </Card>
        </>
      )}
    </PagePanel>
  );
}
