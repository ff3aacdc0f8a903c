import type { Envelope } from '../../contract/envelope';
import type { Page } from '../../contract/paging';
import {
  fairPaths,
  type FairInput,
  type FairListQuery,
  type HallMap,
  type HallMapInput,
  type SchoolFair,
} from '../../contract/fairs';
import { baseApi } from '../../app/api/baseApi';

const result = <T>(envelope: Envelope<T>): T => envelope.result;

const FAIRS = { type: 'JobFair', id: 'school' } as const;
const fairTag = (id: string) => ({ type: 'JobFair' as const, id: `school:${id}` });
const mapTag = (zphid: string) => ({ type: 'Booth' as const, id: `school:${zphid}` });

export type HallImportRequest = { zphid: string; hcmc: string; file: File };

/**
 * The school's fairs and their booth maps (/mgr/zph list, detail, save, map, saveMap, importMap,
 * removeHall), with the staff token. A map change re-reads the map and the fairs (their booth counts).
 */
export const fairEditorApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    schoolFairs: build.query<Page<SchoolFair>, Required<FairListQuery>>({
      query: (params) => ({ url: fairPaths.schoolList, params, accessToken: 'staff' }),
      transformResponse: result<Page<SchoolFair>>,
      providesTags: [FAIRS],
    }),
    schoolFair: build.query<SchoolFair, string>({
      query: (id) => ({ url: fairPaths.schoolDetail, params: { id }, accessToken: 'staff' }),
      transformResponse: result<SchoolFair>,
      providesTags: (_result, _error, id) => [fairTag(id)],
    }),
    saveFair: build.mutation<{ id: string }, FairInput>({
      query: (body) => ({ url: fairPaths.schoolSave, method: 'POST', body, accessToken: 'staff' }),
      transformResponse: result<{ id: string }>,
      invalidatesTags: (_result, _error, { id }) => (id === undefined ? [FAIRS] : [FAIRS, fairTag(id)]),
    }),
    schoolFairMap: build.query<HallMap[], string>({
      query: (zphid) => ({ url: fairPaths.schoolMap, params: { zphid }, accessToken: 'staff' }),
      transformResponse: result<HallMap[]>,
      providesTags: (_result, _error, zphid) => [mapTag(zphid)],
    }),
    saveHallMap: build.mutation<{ hcid: string }, HallMapInput>({
      query: (body) => ({ url: fairPaths.schoolSaveMap, method: 'POST', body, accessToken: 'staff' }),
      transformResponse: result<{ hcid: string }>,
      invalidatesTags: (_result, _error, { zphid }) => [mapTag(zphid), fairTag(zphid), FAIRS],
    }),
    importHallMap: build.mutation<{ hcid: string }, HallImportRequest>({
      query: ({ zphid, hcmc, file }) => {
        const body = new FormData();
        body.append('zphid', zphid);
        body.append('hcmc', hcmc);
        body.append('file', file);
        return { url: fairPaths.schoolImportMap, method: 'POST', body, accessToken: 'staff' };
      },
      transformResponse: result<{ hcid: string }>,
      invalidatesTags: (_result, _error, { zphid }) => [mapTag(zphid), fairTag(zphid), FAIRS],
    }),
    removeHall: build.mutation<null, { zphid: string; hcid: string }>({
      query: (body) => ({ url: fairPaths.schoolRemoveHall, method: 'POST', body, accessToken: 'staff' }),
      transformResponse: result<null>,
      invalidatesTags: (_result, _error, { zphid }) => [mapTag(zphid), fairTag(zphid), FAIRS],
    }),
  }),
});
