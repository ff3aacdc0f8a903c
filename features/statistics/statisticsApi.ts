import type { Envelope } from '../../contract/envelope';
import { statisticsPaths, type StatisticsQuery, type StatisticsSummary } from '../../contract/statistics';
import { baseApi } from '../../app/api/baseApi';
import type { ApiError } from '../../app/api/baseQuery';

/** The body as a Blob unless the server answered JSON (an envelope: a refusal the base query reports). */
const blobOrEnvelope = async (response: Response): Promise<unknown> =>
  (response.headers.get('Content-Type') ?? '').includes('json') ? response.json() : response.blob();

/** Saves a file through a temporary link (the browser's own download). */
function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

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
      queryFn: async (params, _api, _extra, baseQuery) => {
        const answer = await baseQuery({
          url: statisticsPaths.export,
          params,
          responseHandler: blobOrEnvelope,
        });
        if (answer.error !== undefined) return { error: answer.error };
        if (!(answer.data instanceof Blob))
          return { error: { status: 'CUSTOM_ERROR', error: '文件下载失败，请稍后再试' } as ApiError };
        const name = exportFileName(params);
        saveFile(answer.data, name);
        return { data: name };
      },
    }),
  }),
});
