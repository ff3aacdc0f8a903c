import ExcelJS from 'exceljs';
import { AGREEMENTS_NOT_YET, NOT_GRANTED, type StatisticsSummary } from '../../contract/statistics';
import { applicationWorkflow } from '../../contract/workflow';

// The statistics export (.xlsx): the figures, the funnel and the monthly trend, as the screen shows
// them; every cell a value (never a formula), a part the role does not grant written as such.

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** 招聘统计_20261101-20261126.xlsx. */
export const statisticsFileName = (from: string, to: string) =>
  `招聘统计_${from.replaceAll('-', '')}-${to.replaceAll('-', '')}.xlsx`;

export function downloadDisposition(fallback: string, name: string): string {
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** The counted site as 名称（代码）, or its code alone when it has no name. */
const siteName = ({ siteCode, sites }: StatisticsSummary) => {
  const name = sites.find((site) => site.xxdm === siteCode)?.wzmc ?? '';
  return name === '' ? siteCode : `${name}（${siteCode}）`;
};

export async function statisticsWorkbook(summary: StatisticsSummary): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const { positions, applications, talks, fairs } = summary;
  const value = (count: number | undefined) => count ?? NOT_GRANTED;

  const overview = workbook.addWorksheet('概览');
  overview.columns = [
    { header: '项目', key: 'label', width: 20 },
    { header: '数量', key: 'value', width: 36 },
  ];
  overview.getRow(1).font = { bold: true };
  overview.addRows([
    ['站点', siteName(summary)],
    ['统计范围', `${summary.from} 至 ${summary.to}`],
    ['发布职位', value(positions?.published)],
    ['职位浏览量', value(positions?.views)],
    ['收到简历', value(applications?.total)],
    ['面试', value(applications?.interviews)],
    ['录用', value(applications?.offers)],
    ['入职', value(applications?.hires)],
    ['举办宣讲会', value(talks?.held)],
    ['宣讲会报名人数', value(talks?.attendance)],
    ['招聘会预订', value(fairs?.bookings)],
    ['招聘会审核通过', value(fairs?.passed)],
    ['招聘会签到', value(fairs?.checkedIn)],
    ['网签协议', AGREEMENTS_NOT_YET],
  ]);

  const funnel = workbook.addWorksheet('简历处理漏斗');
  funnel.columns = [
    { header: '状态', key: 'state', width: 14 },
    { header: '人数', key: 'count', width: 12 },
  ];
  funnel.getRow(1).font = { bold: true };
  if (applications === null) funnel.addRow([NOT_GRANTED]);
  else
    for (const entry of applications.funnel)
      funnel.addRow([applicationWorkflow.states[entry.state].label, entry.count]);

  const trend = workbook.addWorksheet('月度趋势');
  trend.columns = [
    { header: '月份', key: 'month', width: 12 },
    { header: '发布职位', key: 'positions', width: 12 },
    { header: '收到简历', key: 'applications', width: 12 },
  ];
  trend.getRow(1).font = { bold: true };
  for (const point of summary.trend)
    trend.addRow([point.month, point.positions ?? NOT_GRANTED, point.applications ?? NOT_GRANTED]);

  return Buffer.from(await workbook.xlsx.writeBuffer());
}
