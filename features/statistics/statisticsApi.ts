import type { Envelope } from '../../contract/envelope';
import { statisticsPaths, type StatisticsQuery, type StatisticsSummary } from '../../contract/statistics';
import { baseApi } from '../../app/api/baseApi';
import { downloadFile } from '../../app/api/fileDownload';

/** 招聘统计_20261101-20261126.xlsx, as the server names it. */
export const exportFileName = ({ from, to }: StatisticsQuery) =>
  `招聘统计_${from.replaceAll('-', '')}-${to.replaceAll('-', '')}.xlsx`;

/** The employer's statistics (/com/tj/*). */
export const statisticsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    statisticsSummary: build.query<StatisticsSummary, StatisticsQuery>({
      query: (params) => ({ url: statisticsPaths.summary, params }),
      transformResponse: (envelope: Envelope<StatisticsSummary>) => envelope.result,
    }),
    /** Saves the .xlsx of the range; answers the file's name (the cache keeps no Blob). */
    exportStatistics: build.mutation<string, StatisticsQuery>({
      queryFn: (params, _api, _extra, baseQuery) =>
        downloadFile(baseQuery, { url: statisticsPaths.export, params }, exportFileName(params)),
    }),
  }),
});
